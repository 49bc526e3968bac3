import AppIntents
import SwiftUI
import WidgetKit

struct ToggleTaskIntent: AppIntent {
    static let title: LocalizedStringResource = "Toggle Task"

    @Parameter(title: "Task")
    var task: String

    init() {}

    init(task: String) {
        self.task = task
    }

    func perform() async throws -> some IntentResult {
        .result()
    }
}

struct AddTaskIntent: AppIntent {
    static let title: LocalizedStringResource = "Add Task"

    func perform() async throws -> some IntentResult {
        .result()
    }
}

struct TodoEntry: TimelineEntry {
    let date: Date
    let tasks: [(title: String, done: Bool)]
}

struct TodoProvider: TimelineProvider {
    func placeholder(in context: Context) -> TodoEntry {
        TodoEntry(
            date: .now, tasks: [("Buy oat milk", true), ("Call the dentist", false), ("Water the plants", false)])
    }

    func getSnapshot(in context: Context, completion: @escaping (TodoEntry) -> Void) {
        completion(placeholder(in: context))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<TodoEntry>) -> Void) {
        completion(Timeline(entries: [placeholder(in: context)], policy: .never))
    }
}

struct TodoWidgetView: View {
    var entry: TodoEntry

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            HStack {
                Text("Today")
                    .font(.headline)
                Spacer()
                Button(intent: AddTaskIntent()) {
                    Image(systemName: "plus")
                }
                .buttonStyle(.borderedProminent)
            }
            ForEach(entry.tasks, id: \.title) { task in
                Toggle(isOn: task.done, intent: ToggleTaskIntent(task: task.title)) {
                    Text(task.title)
                        .font(.subheadline)
                        .foregroundStyle(task.done ? .secondary : .primary)
                }
                .toggleStyle(.switch)
            }
            Spacer(minLength: 0)
        }
        .containerBackground(.background, for: .widget)
    }
}

struct TodoWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "TodoWidget", provider: TodoProvider()) { entry in
            TodoWidgetView(entry: entry)
        }
        .configurationDisplayName("To Do")
        .description("Tick off today's tasks.")
        .supportedFamilies([.systemMedium, .systemLarge])
    }
}

import AppIntents
import Foundation
import SwiftData
import SwiftUI
import Testing
import Vignette
@testable import WidgetKit

@Model final class Item {
    var name: String
    init(name: String) { self.name = name }
}

/// The model of the example, unchanged: relationship and attribute macros on stored properties.
@Model final class Note {
    var title: String
    @Relationship(deleteRule: .cascade) var items: [Item]
    @Attribute(.unique) var id: UUID
    @Transient var isSelected = false
    init(title: String, items: [Item] = [], id: UUID = UUID()) {
        self.title = title
        self.items = items
        self.id = id
    }
}

/// A non-final model with its own equality, as geoje/Keep's `Note` has.
@Model class Account {
    var email: String
    init(email: String) { self.email = email }
}

extension Account: Equatable {
    static func == (lhs: Account, rhs: Account) -> Bool { lhs.email == rhs.email }
}

private struct NotesEntry: TimelineEntry {
    let date: Date
    let titles: [String]
}

private struct NotesIntent: WidgetConfigurationIntent {
    static let title: LocalizedStringResource = "Notes"
}

/// Reads the newest notes from the app's SwiftData store and lets the error through.
private struct NotesProvider: AppIntentTimelineProvider {
    func placeholder(in context: Context) -> NotesEntry { NotesEntry(date: .now, titles: ["Groceries"]) }
    func snapshot(for configuration: NotesIntent, in context: Context) async throws -> NotesEntry {
        placeholder(in: context)
    }
    func timeline(for configuration: NotesIntent, in context: Context) async throws -> Timeline<NotesEntry> {
        let container = try ModelContainer(for: Note.self, Item.self)
        let notes = try container.mainContext.fetch(
            FetchDescriptor<Note>(predicate: #Predicate { !$0.title.isEmpty }, sortBy: [SortDescriptor(\.title)]))
        return Timeline(entries: [NotesEntry(date: .now, titles: notes.map(\.title))], policy: .never)
    }
}

private struct NotesWidget: Widget {
    var body: some WidgetConfiguration {
        AppIntentConfiguration(kind: "notes", intent: NotesIntent.self, provider: NotesProvider()) { entry in
            Text(entry.titles.joined(separator: ", "))
        }
    }
}

/// A view that lists the notes `@Query` finds.
private struct NoteList: View {
    @Query(sort: \Note.title) var notes: [Note]
    @Query(filter: #Predicate<Item> { $0.name == "milk" }) var milk: [Item]
    var body: some View {
        Text(notes.isEmpty && milk.isEmpty ? "No notes" : "\(notes.count) notes")
    }
}

/// SwiftData's models compile unchanged; fetches and saves fail naming SwiftData; `@Query` is empty.
struct SwiftDataTests {
    @Test func modelsArePersistentModelsComparedAsTheyDeclare() throws {
        let note = Note(title: "Groceries", items: [Item(name: "milk")])
        #expect(note.items.map(\.name) == ["milk"])
        #expect(note == note && note != Note(title: "Groceries"), "identity, as before saving")
        #expect(Account(email: "a@b") == Account(email: "a@b"), "the class's own ==")
        #expect(note.persistentModelID == note.persistentModelID && note.modelContext == nil)
        let schema = Schema([Note.self, Item.self])
        #expect(schema.entities.map { "\($0)" } == ["Note", "Item"] && schema.version.description == "1.0.0")
        let configuration = ModelConfiguration(
            schema: schema, url: FileManager.default.temporaryDirectory.appendingPathComponent("default.sqlite"))
        let container = try ModelContainer(for: schema, configurations: [configuration])
        #expect(container.configurations == [configuration] && container.mainContext === container.mainContext)
    }

    @Test func fetchesAndSavesThrowNamingSwiftDataAndTheCall() throws {
        let ((), uses) = try UnavailableFramework.collecting {
            let context = try ModelContainer(
                for: Note.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true)
            )
            .mainContext
            var descriptor = FetchDescriptor<Note>(predicate: #Predicate { $0.title == "Groceries" })
            descriptor.fetchLimit = 1
            let fetch = #expect(throws: UnavailableFramework.Failure.self) { try context.fetch(descriptor) }
            #expect(
                fetch?.localizedDescription
                    == "SwiftData is not available on Linux: ModelContext.fetch(FetchDescriptor<Note>) did not run")
            #expect(throws: UnavailableFramework.Failure.self) { try context.fetchCount(FetchDescriptor<Item>()) }
            context.insert(Note(title: "New"))
            let save = #expect(throws: UnavailableFramework.Failure.self) { try context.save() }
            #expect(save?.description == "SwiftData is not available on Linux: ModelContext.save() did not run")
        }
        #expect(
            uses.map(\.description) == [
                "SwiftData (ModelContext.fetch(FetchDescriptor<Note>))",
                "SwiftData (ModelContext.fetchCount(FetchDescriptor<Item>))",
                "SwiftData (ModelContext.insert(Note))", "SwiftData (ModelContext.save())",
            ])
    }

    @Test func aProviderFailingOnSwiftDataDrawsItsPlaceholderAndTheWarningNamesIt() throws {
        let environment = WidgetEnvironment(family: .systemSmall)
        let drawn = try WidgetDefinition(NotesWidget()).content(environment)
        let placeholder = try WidgetDefinition(NotesWidget(), entry: .placeholder).content(environment)
        #expect(drawn == placeholder)
        let use = UnavailableFramework.Use(framework: "SwiftData", call: "ModelContext.fetch(FetchDescriptor<Note>)")
        #expect(
            UnavailableFrameworkFallback.failedMessage(
                widget: "Notes", uses: [use], error: UnavailableFramework.Failure(use: use)
            ).hasPrefix(
                "Notes's provider failed calling SwiftData (ModelContext.fetch(FetchDescriptor<Note>)), which Linux lacks "
                    + "(SwiftData is not available on Linux: ModelContext.fetch(FetchDescriptor<Note>) did not run); "
                    + "drawn from its placeholder."))
    }

    @Test func queriesAreEmptyAsAStoreWithNoRows() {
        let container = try! ModelContainer(for: Note.self)
        #expect(Lowering.node(NoteList().modelContainer(container)) == Lowering.node(Text("No notes")))
        #expect(Query<Note, [Note]>(sort: \Note.title).fetchError == nil)
    }
}

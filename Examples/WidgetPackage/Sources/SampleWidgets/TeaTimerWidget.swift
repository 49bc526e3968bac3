import SwiftUI
import WidgetKit

struct TeaEntry: TimelineEntry {
    let date: Date
    let tea: String
    let steeping: ClosedRange<Date>
}

struct TeaProvider: TimelineProvider {
    func placeholder(in context: Context) -> TeaEntry {
        let start = Date.now.addingTimeInterval(-60)
        return TeaEntry(date: .now, tea: "Sencha", steeping: start...start.addingTimeInterval(3 * 60))
    }

    func getSnapshot(in context: Context, completion: @escaping (TeaEntry) -> Void) {
        completion(placeholder(in: context))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<TeaEntry>) -> Void) {
        let entry = placeholder(in: context)
        completion(Timeline(entries: [entry], policy: .after(entry.steeping.upperBound)))
    }
}

/// A steeping timer: the time left counts down live, over the tea's colour.
struct TeaTimerWidgetView: View {
    var entry: TeaEntry

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            Text(entry.tea)
                .font(.caption.weight(.semibold))
                .padding(.horizontal, 8)
                .padding(.vertical, 3)
                .background(.ultraThinMaterial, in: Capsule())
            Spacer()
            Text(timerInterval: entry.steeping, countsDown: true)
                .font(.system(size: 40, weight: .bold, design: .rounded))
                .monospacedDigit()
            ProgressView(timerInterval: entry.steeping, countsDown: true)
                .tint(.white)
        }
        .foregroundStyle(.white)
        .containerBackground(Color.green.gradient, for: .widget)
    }
}

struct TeaTimerWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "TeaTimerWidget", provider: TeaProvider()) { entry in
            TeaTimerWidgetView(entry: entry)
        }
        .configurationDisplayName("Tea timer")
        .description("Time left to steep your tea.")
        .supportedFamilies([.systemSmall])
    }
}

#Preview(as: .systemSmall) {
    TeaTimerWidget()
} timeline: {
    TeaEntry(date: .now, tea: "Sencha", steeping: Date.now.addingTimeInterval(-60)...Date.now.addingTimeInterval(120))
    TeaEntry(date: .now, tea: "Earl Grey, second steep", steeping: Date.now...Date.now.addingTimeInterval(5 * 60))
}

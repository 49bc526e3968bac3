import SwiftUI
import WidgetKit

struct RingsEntry: TimelineEntry {
    let date: Date
    let move: Double
    let exercise: Double
    let stand: Double
}

struct RingsProvider: TimelineProvider {
    func placeholder(in context: Context) -> RingsEntry {
        RingsEntry(date: .now, move: 0.72, exercise: 0.45, stand: 0.9)
    }

    func getSnapshot(in context: Context, completion: @escaping (RingsEntry) -> Void) {
        completion(placeholder(in: context))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<RingsEntry>) -> Void) {
        completion(Timeline(entries: [placeholder(in: context)], policy: .after(.now.addingTimeInterval(900))))
    }
}

/// The arc of a ring from 12 o'clock, clockwise, for `progress` of a turn.
struct RingArc: Shape {
    var progress: Double

    func path(in rect: CGRect) -> Path {
        var path = Path()
        path.addArc(
            center: CGPoint(x: rect.midX, y: rect.midY), radius: min(rect.width, rect.height) / 2,
            startAngle: .degrees(-90), endAngle: .degrees(-90 + 360 * progress), clockwise: false)
        return path
    }
}

/// One ring: a faint track and the progress from 12 o'clock, clockwise.
struct ProgressRing: View {
    var progress: Double
    var color: Color
    var lineWidth: CGFloat = 12

    var body: some View {
        ZStack {
            Circle()
                .stroke(color.opacity(0.25), lineWidth: lineWidth)
            RingArc(progress: progress)
                .stroke(color, style: StrokeStyle(lineWidth: lineWidth, lineCap: .round))
        }
    }
}

struct ActivityRingsView: View {
    @Environment(\.widgetFamily) private var family
    var entry: RingsEntry

    var rings: some View {
        ZStack {
            ProgressRing(progress: entry.move, color: .red)
            ProgressRing(progress: entry.exercise, color: .green).padding(14)
            ProgressRing(progress: entry.stand, color: .cyan).padding(28)
        }
        .aspectRatio(1, contentMode: .fit)
    }

    var body: some View {
        Group {
            if family == .systemMedium {
                HStack(spacing: 16) {
                    rings
                    VStack(alignment: .leading, spacing: 6) {
                        Text("Move \(Int(entry.move * 100))%").foregroundStyle(.red)
                        Text("Exercise \(Int(entry.exercise * 100))%").foregroundStyle(.green)
                        Text("Stand \(Int(entry.stand * 100))%").foregroundStyle(.cyan)
                    }
                    .font(.subheadline.bold())
                    Spacer(minLength: 0)
                }
            } else {
                rings
            }
        }
        .containerBackground(.black, for: .widget)
    }
}

struct ActivityRingsWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "ActivityRingsWidget", provider: RingsProvider()) { entry in
            ActivityRingsView(entry: entry)
        }
        .configurationDisplayName("Rings")
        .description("Move, exercise and stand today.")
        .supportedFamilies([.systemSmall, .systemMedium])
    }
}

// A plain view preview: `vignette test` draws it light and dark (Docs/CI.md).
#Preview("Ring") {
    ProgressRing(progress: 0.7, color: .pink)
        .padding()
}

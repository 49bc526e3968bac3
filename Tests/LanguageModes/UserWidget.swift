// A widget extension's file as apps write it, type-checked against Vignette's modules in Swift 5 and Swift 6
// language modes by `SwiftSixModeTests` (Tests/VignetteSwiftUITests): nothing here may be an error in either mode,
// as nothing here is one with Xcode's SDK (Docs/SwiftUI.md §1, "The main actor"). Not part of any target.
import ActivityKit
import AppIntents
import SwiftUI
import WidgetKit

// A theme in globals and statics: SwiftUI's values are `Sendable`, so Swift 6 mode takes them as `let`s.
let brandColor = Color(red: 0.2, green: 0.4, blue: 0.9)
let brandGradient = LinearGradient(colors: [.blue, .purple], startPoint: .top, endPoint: .bottom)
let titleFont = Font.system(size: 20, weight: .bold, design: .rounded)
let cardShape = RoundedRectangle(cornerRadius: 12, style: .continuous)
let cardInsets = EdgeInsets(top: 8, leading: 12, bottom: 8, trailing: 12)
let spring = Animation.spring(response: 0.3, dampingFraction: 0.8)
let headline = Text("Today")
let sunImage = Image(systemName: "sun.max.fill")
let roundStroke = StrokeStyle(lineWidth: 3, lineCap: .round)
let families: [WidgetFamily] = [.systemSmall, .systemMedium]
let titleKey: LocalizedStringKey = "title"
let tilt = Angle.degrees(12)
let corner = UnitPoint.topLeading
let ringColors = Gradient(colors: [.red, .orange])
let anyFill = AnyShapeStyle(Color.red)
let circle = Circle()
let capsule = Capsule()
// `Shape` and `ShapeStyle` are `Sendable`, as Apple's are, so their existentials are too.
let badgeShapes: [any Shape] = [Circle(), Capsule(), Rectangle().inset(by: 2)]
let badgeStyles: [any ShapeStyle] = [Color.red, Color.blue.gradient, brandGradient, .ultraThinMaterial]

extension Color {
    static let brand = Color(red: 0.9, green: 0.3, blue: 0.2)
}

extension Font {
    static let widgetTitle = Font.headline.weight(.semibold)
}

/// An environment value of the app's own.
private struct AccentKey: EnvironmentKey {
    static let defaultValue: Color = .blue
}

extension EnvironmentValues {
    var accent: Color {
        get { self[AccentKey.self] }
        set { self[AccentKey.self] = newValue }
    }
}

/// The app's main-actor store.
@MainActor final class Store: ObservableObject {
    static let shared = Store()
    @Published var count = 0
}

struct Entry: TimelineEntry {
    let date: Date
    let value: Int
}

struct Provider: TimelineProvider {
    func placeholder(in context: Context) -> Entry { Entry(date: .now, value: 0) }

    func getSnapshot(in context: Context, completion: @escaping (Entry) -> Void) {
        completion(placeholder(in: context))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<Entry>) -> Void) {
        completion(Timeline(entries: [Entry(date: .now, value: 1)], policy: .atEnd))
    }
}

/// A provider handing its timeline back on the main queue, as many do.
struct MainQueueProvider: TimelineProvider {
    func placeholder(in context: Context) -> Entry { Entry(date: .now, value: 0) }

    func getSnapshot(in context: Context, completion: @escaping @Sendable (Entry) -> Void) {
        DispatchQueue.main.async { completion(Entry(date: .now, value: 2)) }
    }

    func getTimeline(in context: Context, completion: @escaping @Sendable (Timeline<Entry>) -> Void) {
        Task {
            let entry = Entry(date: .now, value: 3)
            completion(Timeline(entries: [entry], policy: .after(.now.addingTimeInterval(900))))
        }
    }
}

struct ToggleIntent: AppIntent {
    static let title: LocalizedStringResource = "Toggle"
    @Parameter(title: "Name") var name: String?
    init() {}
    func perform() async throws -> some IntentResult {
        WidgetCenter.shared.reloadAllTimelines()
        return .result()
    }
}

struct ConfigurationIntent: WidgetConfigurationIntent {
    static let title: LocalizedStringResource = "Configure"
    @Parameter(title: "City", default: "Paris") var city: String
}

struct IntentProvider: AppIntentTimelineProvider {
    func placeholder(in context: Context) -> Entry { Entry(date: .now, value: 0) }
    func snapshot(for configuration: ConfigurationIntent, in context: Context) async -> Entry {
        Entry(date: .now, value: configuration.city.count)
    }
    func timeline(for configuration: ConfigurationIntent, in context: Context) async -> Timeline<Entry> {
        Timeline(entries: [Entry(date: .now, value: configuration.city.count)], policy: .never)
    }
}

// Styles of the app's own, calling its main-actor store.
struct CheckStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack {
            Image(systemName: configuration.isOn ? "checkmark.circle.fill" : "circle")
            configuration.label
            Text("\(Store.shared.count)")
        }
    }
}

struct StackedStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack {
            configuration.icon
            configuration.title
        }
        .foregroundStyle(Store.shared.count > 0 ? Color.brand : .secondary)
    }
}

struct RingStyle: GaugeStyle {
    func makeBody(configuration: Configuration) -> some View {
        ZStack {
            Circle().trim(from: 0, to: configuration.value).stroke(brandColor, style: roundStroke)
            configuration.currentValueLabel
        }
    }
}

struct BarStyle: ProgressViewStyle {
    func makeBody(configuration: Configuration) -> some View {
        Capsule().fill(brandGradient).frame(width: 100 * (configuration.fractionCompleted ?? 0), height: 4)
    }
}

struct PressStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label.padding(4).background(capsule.fill(Color.brand.opacity(configuration.isPressed ? 0.5 : 1)))
    }
}

struct Card: ViewModifier {
    func body(content: Content) -> some View {
        content.padding(cardInsets).background(cardShape.fill(anyFill))
    }
}

extension View {
    func card() -> some View { modifier(Card()) }
}

/// A shape whose animatable data is nonisolated, as `Shape` is.
struct Wave: Shape {
    var phase: Double
    var animatableData: Double {
        get { phase }
        set { phase = newValue }
    }
    func path(in rect: CGRect) -> Path {
        var path = Path()
        path.move(to: CGPoint(x: rect.minX, y: rect.midY))
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.midY + sin(phase) * 4))
        return path
    }
}

/// A shape reading the environment: `Sendable` as every shape is.
struct InsetFrame: Shape {
    @Environment(\.layoutDirection) private var direction
    var inset: CGFloat = 2
    func path(in rect: CGRect) -> Path { Path(rect.insetBy(dx: inset, dy: inset)) }
}

struct EntryView: View {
    var entry: Entry
    @Environment(\.widgetFamily) private var family
    @Environment(\.accent) private var accent
    @State private var loaded = ""
    @ObservedObject var store = Store.shared
    @AppStorage("count", store: UserDefaults(suiteName: "group.example")) private var stored = 0

    var body: some View {
        VStack(alignment: .leading) {
            headline.font(titleFont)
            Text("\(entry.value)").foregroundStyle(brandGradient)
            Label("Sun", systemImage: "sun.max").labelStyle(StackedStyle())
            Toggle(isOn: true, intent: ToggleIntent()) { Text("Done") }.toggleStyle(CheckStyle())
            Gauge(value: 0.3) {
                Text("G")
            } currentValueLabel: {
                Text("30")
            }.gaugeStyle(RingStyle())
            ProgressView(value: 0.5).progressViewStyle(BarStyle())
            Button(intent: ToggleIntent()) { Text("Tap") }.buttonStyle(PressStyle())
            Text(entry.date, style: .relative)
            Wave(phase: 1).stroke(accent, lineWidth: 2)
            InsetFrame().fill(badgeStyles.isEmpty ? Color.red : brandColor)
            GeometryReader { proxy in Text("\(Int(proxy.size.width))") }
            Canvas { context, size in
                context.fill(Path(ellipseIn: CGRect(origin: .zero, size: size)), with: .color(.red))
            }
            if family == .systemMedium { sunImage.rotationEffect(tilt) }
        }
        .card()
        .task { loaded = await load() }
        .onAppear { store.count += 1 }
        .widgetURL(URL(string: "example://open"))
        .containerBackground(for: .widget) { brandColor }
    }

    func load() async -> String { "loaded" }
}

struct StaticWidget: Widget {
    let kind = "StaticWidget"
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: kind, provider: Provider()) { entry in EntryView(entry: entry) }
            .configurationDisplayName("Static").description("A widget").supportedFamilies(families)
    }
}

struct ConfigurableWidget: Widget {
    var body: some WidgetConfiguration {
        AppIntentConfiguration(kind: "Configurable", intent: ConfigurationIntent.self, provider: IntentProvider()) {
            EntryView(entry: $0)
        }
        .contentMarginsDisabled()
    }
}

struct MainQueueWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "MainQueue", provider: MainQueueProvider()) { EntryView(entry: $0) }
    }
}

struct RideAttributes: ActivityAttributes {
    struct ContentState: Codable, Hashable {
        var eta: Date
    }
    var name: String
}

struct RideActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: RideAttributes.self) { context in
            Text(context.attributes.name)
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading) { Text("Ride") }
            } compactLeading: {
                Text("R")
            } compactTrailing: {
                Text(context.state.eta, style: .timer)
            } minimal: {
                Text("R")
            }
        }
    }
}

struct GoControl: ControlWidget {
    var body: some ControlWidgetConfiguration {
        StaticControlConfiguration(kind: "Go") {
            ControlWidgetButton(action: ToggleIntent()) { Label("Go", systemImage: "play") }
        }
        .displayName("Go")
    }
}

@main struct AppWidgets: WidgetBundle {
    var body: some Widget {
        StaticWidget()
        ConfigurableWidget()
        MainQueueWidget()
        RideActivity()
        GoControl()
    }
}

struct EntryView_Previews: PreviewProvider {
    static var previews: some View {
        EntryView(entry: Entry(date: .now, value: 4)).previewContext(WidgetPreviewContext(family: .systemSmall))
    }
}

#Preview(as: .systemSmall) {
    StaticWidget()
} timeline: {
    Entry(date: .now, value: 5)
}

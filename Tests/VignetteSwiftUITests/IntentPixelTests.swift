import AppIntents
import Foundation
import SwiftUI
import Testing
import Vignette
import VignetteCairo
import WidgetKit

private struct LabelEntry: WidgetKit.TimelineEntry {
    let date: Date
    let text: String
}

/// Draws a fixed text, for comparison with what a configured widget draws.
private struct FixedProvider: WidgetKit.TimelineProvider {
    let text: String
    func placeholder(in context: Context) -> LabelEntry { LabelEntry(date: .distantPast, text: text) }
    func getSnapshot(in context: Context, completion: @escaping @Sendable (LabelEntry) -> Void) {
        completion(placeholder(in: context))
    }
    func getTimeline(in context: Context, completion: @escaping @Sendable (WidgetKit.Timeline<LabelEntry>) -> Void) {
        completion(WidgetKit.Timeline(entries: [placeholder(in: context)], policy: .never))
    }
}

private struct FixedWidget: Widget {
    let text: String
    init() { text = "" }
    init(text: String) { self.text = text }
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "fixed", provider: FixedProvider(text: text)) { GreetingView(text: $0.text) }
    }
}

private struct GreetingView: View {
    let text: String
    var body: some View {
        VStack(alignment: .leading) {
            Text(text).font(.headline)
            Spacer()
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .containerBackground(.fill.tertiary, for: .widget)
    }
}

private enum Greeting: String, AppEnum {
    case hello, goodbye
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Greeting"
    static let caseDisplayRepresentations: [Greeting: DisplayRepresentation] = [.hello: "Hello", .goodbye: "Goodbye"]
}

private struct GreetingIntent: WidgetConfigurationIntent {
    static let title: LocalizedStringResource = "Greeting"
    @Parameter(title: "Greeting", default: .hello) var greeting: Greeting
    @Parameter(title: "Name", default: "Ada") var name: String
}

private struct GreetingProvider: AppIntentTimelineProvider {
    func placeholder(in context: Context) -> LabelEntry { LabelEntry(date: .distantPast, text: "") }
    func snapshot(for configuration: GreetingIntent, in context: Context) async -> LabelEntry {
        placeholder(in: context)
    }
    func timeline(for configuration: GreetingIntent, in context: Context) async -> WidgetKit.Timeline<LabelEntry> {
        let text = "\(configuration.greeting.rawValue.capitalized), \(configuration.name)"
        return WidgetKit.Timeline(entries: [LabelEntry(date: .distantPast, text: text)], policy: .never)
    }
}

private struct GreetingWidget: Widget {
    var body: some WidgetConfiguration {
        AppIntentConfiguration(kind: "greeting", intent: GreetingIntent.self, provider: GreetingProvider()) {
            GreetingView(text: $0.text)
        }
    }
}

/// Intent values reach the pixels: a configured widget paints what a static one painting the
/// expected text paints.
@Suite struct IntentPixelTests {
    static let fonts = try! FontLibrary.standard()
    let engine = try! PangoTextEngine(fonts: Self.fonts)
    let renderer = try! CairoRenderer(fonts: Self.fonts)
    let spec = WidgetRenderSpec(
        family: .systemSmall, device: try! DeviceCatalog.standard.device(id: "iphone-16-pro-max"),
        appearance: .light, date: Date(timeIntervalSince1970: 1_795_420_800),
        timeZone: TimeZone(identifier: "UTC")!)

    func png(_ widget: WidgetDefinition) throws -> Data {
        let prepared = try widget.prepare(spec, textEngine: engine, resources: .files())
        return try renderer.png(prepared.displayList, scale: Double(prepared.pixelScale))
    }

    @Test func defaultsAndValuesByNamePaintTheirText() throws {
        let defaults = try png(WidgetDefinition(GreetingWidget()))
        let configured = try png(WidgetDefinition(GreetingWidget(), intent: ["greeting": "goodbye", "name": "Grace"]))
        let dir = FileManager.default.temporaryDirectory
        try defaults.write(to: dir.appendingPathComponent("vignette-intent-defaults.png"))
        try configured.write(to: dir.appendingPathComponent("vignette-intent-configured.png"))
        #expect(defaults == (try png(WidgetDefinition(FixedWidget(text: "Hello, Ada")))))
        #expect(configured == (try png(WidgetDefinition(FixedWidget(text: "Goodbye, Grace")))))
        #expect(defaults != configured)
    }
}

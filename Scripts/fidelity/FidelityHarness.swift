// Renders plain SwiftUI views at a fixed size and scale, as swift-snapshot-testing's
// `.image(layout: .fixed(width:height:))` does on iOS: the view is proposed the whole size and
// centred, over the hosting view's `systemBackground`. `Scripts/fidelity/fidelity.py` copies this
// file into each target of a scratch package beside the files under test (Docs/Comparisons.md,
// "Fidelity corpus"); it is not part of any product.
import Foundation
import SwiftUI
import Vignette
import VignetteCairo
import WidgetKit

/// One view to render: its name (the output file's), size in points, pixels per point, appearance,
/// whether the reference is the view at its ideal size (`.sizeThatFits`), drawn here at ours, the OS
/// whose system colours the reference shows (iOS 18's `systemBlue` is #007AFF, iOS 26's #0088FF),
/// the widget family the test puts in the environment (`\.widgetFamily`, read-only here as in a
/// widget extension) and the time zone the simulator had (nil: this machine's).
struct FidelityCase {
    let name: String
    let width: CGFloat
    let height: CGFloat
    let scale: CGFloat
    let dark: Bool
    let fitting: Bool
    let os: OSVersion
    let family: WidgetKit.WidgetFamily
    let timeZone: TimeZone?
    let view: @MainActor () -> AnyView

    init<V: View>(
        _ name: String, width: CGFloat, height: CGFloat, scale: CGFloat, dark: Bool = false,
        fitting: Bool = false, os: OSVersion = .default, family: WidgetKit.WidgetFamily = .systemLarge,
        timeZone: TimeZone? = nil, view: @escaping @MainActor () -> V
    ) {
        self.name = name
        self.fitting = fitting
        self.width = width
        self.height = height
        self.scale = scale
        self.dark = dark
        self.os = os
        self.family = family
        self.timeZone = timeZone
        self.view = { AnyView(view()) }
    }
}

/// The view a `FidelityWidget` draws; widgets are made with `init()`, so it is passed here.
nonisolated(unsafe) private var fidelityView: @MainActor () -> AnyView = { AnyView(EmptyView()) }

private struct FidelityEntry: TimelineEntry {
    let date: Date
}

private struct FidelityProvider: TimelineProvider {
    func placeholder(in context: Context) -> FidelityEntry { FidelityEntry(date: Date(timeIntervalSince1970: 0)) }
    func getSnapshot(in context: Context, completion: @escaping (FidelityEntry) -> Void) {
        completion(placeholder(in: context))
    }
    func getTimeline(in context: Context, completion: @escaping (Timeline<FidelityEntry>) -> Void) {
        completion(Timeline(entries: [placeholder(in: context)], policy: .never))
    }
}

/// The SwiftUI-to-core bridge is `WidgetDefinition(_:)`: the view becomes a widget's content.
private struct FidelityWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "FidelityCase", provider: FidelityProvider()) { _ in
            // Previews are main-actor isolated, and renders run on the main thread.
            MainActor.assumeIsolated { fidelityView() }
        }
        .supportedFamilies([.systemSmall, .systemMedium, .systemLarge])
    }
}

/// Renders every case to `<out>/<name>.png`; `out` is the first argument, an optional second
/// argument keeps only the cases whose name contains it. With `FIDELITY_TEXT_WIDTHS` set, prints
/// each text's laid-out width in points (`case<TAB>width<TAB>line`), for the text-width table; with
/// `FIDELITY_TEXT_FRAMES` set, each text's frame (`case<TAB>x<TAB>y<TAB>width<TAB>height<TAB>lines`).
@MainActor func renderFidelityCases(_ cases: [FidelityCase]) throws {
    let arguments = CommandLine.arguments
    guard arguments.count >= 2 else {
        FileHandle.standardError.write(Data("usage: \(arguments[0]) OUT_DIR [NAME_FILTER]\n".utf8))
        exit(2)
    }
    let out = URL(fileURLWithPath: arguments[1], isDirectory: true)
    try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
    let fonts = try FontLibrary.standardForEnvironment()
    let engine = try PangoTextEngine(fonts: fonts)
    let renderer = try CairoRenderer(fonts: fonts)
    for item in cases where arguments.count < 3 || item.name.contains(arguments[2]) {
        let size = CGSize(width: item.width, height: item.height)
        fidelityView = {
            // A size-that-fits reference shows the view at its ideal size: ours is centred on a
            // canvas of the reference's size, so a wider text overflows it as it would on iOS's.
            AnyView(
                (item.fitting ? AnyView(item.view().fixedSize()) : item.view())
                    .frame(width: item.width, height: item.height)
                    .background(Color(uiColor: .systemBackground)))
        }
        var environment = WidgetEnvironment(
            family: Vignette.WidgetFamily(rawValue: item.family.rawValue), displayScale: item.scale,
            colorScheme: item.dark ? .dark : .light, os: item.os)
        environment.contentMargins = .zero
        if let timeZone = item.timeZone { environment.timeZone = timeZone }
        let node = try WidgetDefinition(FidelityWidget()).content(environment)
        let resources = try ResourceResolver.files().resolve(node)
        let exact = Layout.layout(node, in: size, environment: environment, textEngine: engine, resources: resources)
        if ProcessInfo.processInfo.environment["FIDELITY_TEXT_WIDTHS"] != nil {
            for text in exact.allNodes where text.lines?.count == 1 {
                print("\(item.name)\t\(text.frame.width)\t\(text.lines![0])")
            }
        }
        if ProcessInfo.processInfo.environment["FIDELITY_TEXT_FRAMES"] != nil {
            for text in exact.allNodes where text.lines != nil {
                let f = text.frame
                print(
                    "\(item.name)\t\(f.minX)\t\(f.minY)\t\(f.width)\t\(f.height)\t\(text.lines!.joined(separator: " / "))"
                )
            }
        }
        let layout = exact.snapped(toScale: item.scale)
        let list = DisplayListBuilder.build(layout, canvas: size)
        try renderer.png(list, scale: Double(item.scale)).write(to: out.appendingPathComponent(item.name + ".png"))
        print(item.name)
    }
}

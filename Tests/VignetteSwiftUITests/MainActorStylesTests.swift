import Foundation
import SwiftUI
import Testing
import Vignette
import WidgetKit
import AppIntents

// Apple's `ToggleStyle`, `LabelStyle`, `GaugeStyle`, `ProgressViewStyle`, `PrimitiveButtonStyle`, `PreviewProvider`,
// `ControlWidget`, `ControlWidgetConfiguration` and `ControlWidgetTemplate` are `@MainActor @preconcurrency`
// (Docs/SwiftUI.md §1, "The main actor"): a style's `makeBody(configuration:)` and a preview provider's `previews` are
// main-actor code and may call the app's own. This file is compiled in Swift 6 mode (the test target's), and
// `SwiftSixModeTests` type-checks it in Swift 5 mode too.

/// The app's main-actor state, as an app's shared store is declared.
@MainActor final class Palette {
    static let shared = Palette()
    var mark = "main"
}

/// A checklist toggle: a symbol for the state, then the label, then main-actor code of the app's.
struct ChecklistToggleStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack {
            Image(systemName: configuration.isOn ? "checkmark.circle.fill" : "circle")
            configuration.label
            Text(Palette.shared.mark)
        }
    }
}

/// The icon above the title, as a custom label style is written in Apple's documentation.
struct StackedLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(spacing: 4) {
            configuration.icon
            configuration.title
            Text(Palette.shared.mark)
        }
    }
}

/// A gauge drawn as a ring trimmed to the value, with the current value inside.
struct TrimmedRingGaugeStyle: GaugeStyle {
    func makeBody(configuration: Configuration) -> some View {
        ZStack {
            Circle().trim(from: 0, to: configuration.value).stroke(lineWidth: 4)
            configuration.currentValueLabel
        }
        .frame(width: 50, height: 50)
        .overlay(alignment: .bottom) { Text(Palette.shared.mark).hidden() }
    }
}

/// A progress view that writes its fraction.
struct PercentProgressStyle: ProgressViewStyle {
    func makeBody(configuration: Configuration) -> some View {
        Text("\(Int((configuration.fractionCompleted ?? 0) * 100))% \(Palette.shared.mark)")
    }
}

/// A pre-`#Preview` preview reading main-actor code.
struct Palette_Previews: PreviewProvider {
    static var previews: some View { Text(Palette.shared.mark) }
}

/// Records where the styles' bodies ran.
final class StyleBodyThreads: @unchecked Sendable {
    private let lock = NSLock()
    private var off = 0
    func note() {
        let main = Thread.isMainThread || DispatchQueue.getSpecific(key: styleMainQueueMark) == true
        if !main { lock.withLock { off += 1 } }
    }
    var offMain: Int { lock.withLock { off } }
}

let styleBodyThreads = StyleBodyThreads()

/// Marks the main queue, so a body can tell it runs in one of its blocks.
let styleMainQueueMark: DispatchSpecificKey<Bool> = {
    let key = DispatchSpecificKey<Bool>()
    DispatchQueue.main.setSpecific(key: key, value: true)
    return key
}()

/// A label style noting the thread its body runs on.
struct NotingLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        styleBodyThreads.note()
        return configuration.title
    }
}

@Suite struct MainActorStylesTests {
    static func layout(_ view: some View) -> [PlacedNode] {
        Lowering.layout(Lowering.node(view.frame(width: 300, height: 200))).allNodes
    }

    static func lines(_ view: some View) -> [String] { layout(view).compactMap(\.lines).flatMap { $0 } }

    @Test func aToggleStyleOfYourOwnCallsMainActorCode() {
        let toggle = Toggle(isOn: true, intent: EmptyIntent()) { Text("Milk") }.toggleStyle(ChecklistToggleStyle())
        #expect(Self.lines(toggle) == ["Milk", "main"])
    }

    /// The style's body replaces the built-in row: icon above title, 4 pt apart, centred.
    @Test func aLabelStyleOfYourOwnDrawsTheLabel() throws {
        let label = Label {
            Text("Rain")
        } icon: {
            Color.blue.frame(width: 20, height: 20)
        }
        .labelStyle(StackedLabelStyle())
        #expect(Self.lines(label) == ["Rain", "main"])
        let nodes = Self.layout(label)
        let icon = try #require(
            nodes.first { abs($0.frame.width - 20) < 0.01 && abs($0.frame.height - 20) < 0.01 },
            "\(nodes.map { ($0.frame, $0.lines) })")
        let rain = try #require(nodes.first { $0.lines == ["Rain"] })
        #expect(abs(rain.frame.minY - icon.frame.maxY - 4) < 0.01)
        #expect(abs(rain.frame.midX - icon.frame.midX) < 0.01)
    }

    /// The configuration's value is the fraction of the range: 30 in 0…120 is a quarter.
    @Test func aGaugeStyleOfYourOwnGetsTheFractionAndLabels() throws {
        final class Seen: @unchecked Sendable {
            var value: Double?
            var current: Bool?
        }
        let seen = Seen()
        struct Probe: GaugeStyle {
            let seen: Seen
            func makeBody(configuration: Configuration) -> some View {
                seen.value = configuration.value
                seen.current = configuration.currentValueLabel != nil
                return TrimmedRingGaugeStyle().makeBody(configuration: configuration)
            }
        }
        let gauge = Gauge(value: 30, in: 0...120) {
            Text("Speed")
        } currentValueLabel: {
            Text("30")
        }
        .gaugeStyle(Probe(seen: seen))
        #expect(Self.lines(gauge) == ["30", "main"])
        #expect(seen.value == 0.25 && seen.current == true)
        let ring = try #require(Self.layout(gauge).first { $0.frame.width == 50 && $0.frame.height == 50 })
        #expect(ring.frame.width == 50)
    }

    @Test func aProgressViewStyleAndAPreviewProviderCallMainActorCode() {
        #expect(Self.lines(ProgressView(value: 0.4).progressViewStyle(PercentProgressStyle())) == ["40% main"])
        #expect(Self.lines(Palette_Previews.previews) == ["main"])
    }

    /// Lowered from eight threads at once, a custom style's body runs on the main queue, as a view's does.
    @Test func styleBodiesRunOnTheMainQueue() {
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            _ = Lowering.node(Label("Snow", systemImage: "snow").labelStyle(NotingLabelStyle()))
        }
        #expect(styleBodyThreads.offMain == 0)
    }
}

/// An intent for the toggle: does nothing.
struct EmptyIntent: AppIntent {
    static let title: LocalizedStringResource = "Nothing"
    func perform() async throws -> some IntentResult { .result() }
}

/// The stacked label and the trimmed ring gauge drawn in a medium widget: the reference
/// `Snapshots/CustomStyleSnapshotTests/labelAndGaugeStyles.png`, looked at when recorded. Re-record after an intended
/// change: `VIGNETTE_RECORD=all swift test --filter CustomStyleSnapshotTests`, look at the new PNG, commit it.
@Suite struct CustomStyleSnapshotTests {
    static let widget = WidgetDefinition(id: "custom-styles", displayName: "Styles", families: [.systemMedium]) { _ in
        Lowering.node(
            HStack(spacing: 24) {
                Label {
                    Text("Rain")
                } icon: {
                    Image(systemName: "cloud.rain.fill")
                }.labelStyle(StackedLabelStyle())
                Gauge(value: 30, in: 0...120) {
                    Text("Speed")
                } currentValueLabel: {
                    Text("30")
                }
                .gaugeStyle(TrimmedRingGaugeStyle())
            }
            .padding(), family: .systemMedium)
    }

    @Test func labelAndGaugeStyles() throws {
        try LazyGridSnapshotTests.expectReference(
            Self.widget, named: "labelAndGaugeStyles", suite: "CustomStyleSnapshotTests")
    }
}

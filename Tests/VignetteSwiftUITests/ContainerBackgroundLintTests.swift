import Foundation
import SwiftUI
import Testing
import Vignette
import VignetteFoundation
import VignetteLint
import WidgetKit

/// A widget written for iOS 16: its background is an ordinary `.background`, or (`adopted`) the
/// container background; `removable` false is `containerBackgroundRemovable(false)`.
private struct DayWidget: Widget {
    var adopted = false
    var removable = true
    /// Declares the background only in the small family, as a half-done migration does.
    var smallOnly = false

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "day", provider: OneEntryProvider()) { _ in
            DayView(adopted: adopted, smallOnly: smallOnly)
        }
        .supportedFamilies([.systemSmall, .systemMedium])
        .containerBackgroundRemovable(removable)
    }
}

private struct DayView: View {
    @Environment(\.widgetFamily) private var family
    let adopted: Bool
    let smallOnly: Bool

    var body: some View {
        if adopted && (!smallOnly || family == .systemSmall) {
            Text("Sunday").containerBackground(Color.blue, for: .widget)
        } else {
            Text("Sunday").frame(maxWidth: .infinity, maxHeight: .infinity).background(Color.blue)
        }
    }
}

/// iOS 17 and later show "Please adopt containerBackground API" over a WidgetKit widget whose view
/// declares no container background (Docs/SwiftUI.md §5): the render warns, lint reports an error.
@Suite struct ContainerBackgroundLintTests {
    private func findings(_ widget: DayWidget) throws -> [LintFinding] {
        try Linter(
            families: [.systemSmall, .systemMedium], appearances: [.light],
            devices: [DeviceCatalog.standard.defaultDevice], rules: [LintRules.containerBackground]
        ).lint(WidgetDefinition(widget)).findings
    }

    @Test func aWidgetWithoutOneIsAnErrorInEachFamily() throws {
        let found = try findings(DayWidget())
        #expect(found.compactMap(\.family).sorted() == ["systemMedium", "systemSmall"])
        #expect(found.allSatisfy { $0.rule == "container-background" && $0.severity == .error })
        #expect(found.first?.message.contains("\"Please adopt containerBackground API\"") == true)
    }

    @Test func aWidgetThatDeclaresOneHasNoFinding() throws {
        #expect(try findings(DayWidget(adopted: true)).isEmpty)
    }

    /// The check is per family: the medium view that still uses `.background` is reported alone.
    @Test func onlyTheFamilyWithoutOneIsReported() throws {
        #expect(try findings(DayWidget(adopted: true, smallOnly: true)).compactMap(\.family) == ["systemMedium"])
    }

    /// Apple's exception: a background explicitly marked nonremovable.
    @Test func aNonremovableBackgroundIsNotReported() throws {
        #expect(try findings(DayWidget(removable: false)).isEmpty)
    }

    /// Vignette's own widgets have a default background and are not checked.
    @Test func aVignetteWidgetIsNotChecked() throws {
        let definition = WidgetDefinition(id: "plain", displayName: "Plain", families: [.systemSmall]) { _ in
            Words("Sunday")
        }
        #expect(!definition.requiresContainerBackground)
        let found = try Linter(
            families: [.systemSmall], appearances: [.light], devices: [DeviceCatalog.standard.defaultDevice],
            rules: [LintRules.containerBackground]
        ).lint(definition).findings
        #expect(found.isEmpty)
    }

    /// The render draws the content on the system background and says what iOS would show; a widget
    /// that declares one is drawn without a word.
    @Test func theRenderWarnsNamingTheWidget() throws {
        let spec = WidgetRenderSpec(
            family: .systemSmall, device: DeviceCatalog.standard.defaultDevice, appearance: .light,
            date: Date(timeIntervalSince1970: 1_795_420_800), timeZone: TimeZone(identifier: "UTC")!)
        let warnings = Warnings()
        try RenderWarnings.$sink.withValue({ warnings.append($0) }) {
            _ = try WidgetDefinition(DayWidget()).content(spec.environment)
            _ = try WidgetDefinition(DayWidget(adopted: true)).content(spec.environment)
        }
        #expect(
            warnings.all == [
                "day declares no containerBackground(for: .widget): iOS 17 and later show \"Please adopt "
                    + "containerBackground API\" over such a widget; drawn on the system background (lint: "
                    + "container-background)"
            ])
    }
}

private final class Warnings: @unchecked Sendable {
    private let lock = NSLock()
    private var texts: [String] = []
    func append(_ text: String) { lock.withLock { texts.append(text) } }
    var all: [String] { lock.withLock { texts } }
}

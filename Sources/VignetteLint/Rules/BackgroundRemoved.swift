import Foundation
import Vignette
import VignetteCairo

extension LintRules {
    /// Content that is empty or unreadable where the system removes the widget background.
    ///
    /// **Level: error:** the user sees an empty widget or text they cannot read once the system removes
    /// the background; the developer's colours or content cause it.
    ///
    /// In the tinted and glass looks and StandBy (day and night) the container background is not
    /// drawn and the widget sits on the system's backdrop over black. The widget is
    /// empty when fewer than 0.5% of its pixels differ from that backdrop by more than
    /// 24/255 and no text run is readable; a text run is unreadable below 1.5:1 against what
    /// is behind it. At StandBy night a run that reaches 3:1 in the StandBy (day) rendering is
    /// not reported: the system's red mapping lowered it, not the developer's colours.
    public static let backgroundRemoved: LintRule = LintRule(
        id: "background-removed", severity: .error, scope: .appearance,
        summary: "In tinted and StandBy (background removed): a widget with no visible content, or text under 1.5:1.",
        guidance: "Readable in StandBy once the background is removed (Docs/Design.md, Layout; HIG: StandBy, tinted)."
    ) { context in
        let sample = context.sample
        guard [.tinted, .clearGlass, .tintedGlass, .standBy, .standByNight, .standByLocked].contains(sample.appearance)
        else { return [] }
        let bitmap = try sample.bitmap()
        // Content is what differs from the system's own backdrop (tinted and glass looks), or from black.
        let system = try sample.systemBackdropBitmap()
        let backdrop = TextContrast.backdrop(for: sample.appearance)
        var visible = 0
        for y in 0..<bitmap.height {
            for x in 0..<bitmap.width {
                let c = WCAG.composite(bitmap.pixel(x: x, y: y).rgba, over: backdrop)
                let b = WCAG.composite(system.pixel(x: x, y: y).rgba, over: backdrop)
                if max(abs(c.red - b.red), abs(c.green - b.green), abs(c.blue - b.blue)) > 24.0 / 255 { visible += 1 }
            }
        }
        let texts = try TextContrast.measure(sample)
        // Sparse content (one line of text on a large widget) is little area but visible: a
        // readable text run is enough for the widget not to be empty.
        let readable = texts.contains { $0.ratio >= BackgroundRemoval.unreadable }
        if Double(visible) < 0.005 * Double(bitmap.width * bitmap.height), !readable {
            return [
                LintIssue(
                    "nothing is visible once the background is removed (\(visible) pixels)", node: "content",
                    frame: sample.bounds)
            ]
        }
        // StandBy at night maps the StandBy rendering's luminance to red: text readable there
        // (3:1 or more) loses contrast by Apple's mapping, not by the developer's colours.
        let readableByDay = try BackgroundRemoval.readableByDay(context)
        return texts.compactMap { measured in
            guard measured.ratio < BackgroundRemoval.unreadable, !readableByDay.contains(measured.run.text) else {
                return nil
            }
            return LintIssue(
                String(
                    format: "'%@' is unreadable without the background: %.2f:1 (%@ on %@)", measured.run.text,
                    measured.ratio, measured.textColor.hexString, measured.backgroundColor.hexString),
                node: measured.node.map(PaintedLeaf.describe) ?? "text", frame: measured.box)
        }
    }
}

enum BackgroundRemoval {
    /// Below this ratio text is not merely low-contrast but lost.
    static let unreadable = 1.5

    /// In StandBy at night: the texts that reach `contrast`'s 3:1 in the same widget's StandBy
    /// (day) rendering; elsewhere none.
    static func readableByDay(_ context: LintContext) throws -> Set<String> {
        guard context.sample.appearance == .standByNight,
            let day = context.sibling(family: context.sample.family, appearance: .standBy)
        else { return [] }
        return Set(try TextContrast.measure(day).filter { $0.ratio >= ContrastCheck.floor }.map(\.run.text))
    }
}

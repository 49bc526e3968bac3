import Foundation
import SwiftUI
import Testing
import Vignette
import VignettePNG

/// `Text.strikethrough`/`underline`, their `View` forms and `Text.LineStyle` (Docs/SwiftUI.md §4,
/// "Text decorations").
@Suite struct TextDecorationSwiftUITests {
    @Test func theTextFormsLowerToTheCoreModifiers() {
        let red = Color.red
        #expect(
            Text(verbatim: "a").strikethrough().node
                == Words("a").strikethrough().node)
        #expect(
            Text(verbatim: "a").underline(true, pattern: .dashDot, color: red).node
                == Words("a").underline(pattern: .dashDot, color: red.paint).node)
        #expect(Text(verbatim: "a").strikethrough(false).node == .modified(.words("a"), .strikethrough(nil)))
        // iOS 13's `strikethrough(_:color:)` is the same call.
        #expect(
            Text(verbatim: "a").strikethrough(true, color: red).node == Words("a").strikethrough(color: red.paint).node)
        #expect(Text.LineStyle.single == Text.LineStyle(pattern: .solid, color: nil))
        #expect(Text.LineStyle(pattern: .dash) != Text.LineStyle.single)
    }

    @Test func aJoinedTextKeepsOnePartsDecoration() {
        let joined = Text(verbatim: "Done").strikethrough() + Text(verbatim: " next")
        #expect(joined.node == (Words("Done").strikethrough() + Words(" next")).node)
    }

    /// Rows of the probe (in points) where a red line crosses 80 % of `x`.
    static func redRows(_ probe: CanvasProbe, x: ClosedRange<CGFloat>) -> [CGFloat] {
        stride(from: 0, to: CanvasProbe.size.height, by: 1.0 / 3).filter { y in
            let xs = Array(stride(from: x.lowerBound, through: x.upperBound, by: 1))
            let hits = xs.filter {
                let p = probe.pixel($0, y)
                return p.red > 200 && p.green < 90 && p.blue < 90
            }
            return Double(hits.count) >= 0.8 * Double(xs.count)
        }
    }

    @Test func theViewFormDecoratesTheTextBelowAsTheTextFormDoes() throws {
        let text = Text(verbatim: "H  H").font(.system(size: 30)).foregroundStyle(.blue)
        let plain = try CanvasProbe(text)
        let struck = try CanvasProbe(text.strikethrough(color: .red))
        let viewForm = try CanvasProbe(VStack { text }.strikethrough(color: .red))
        #expect(struck.bitmap == viewForm.bitmap)
        #expect(struck.bitmap != plain.bitmap)
        // A red line across the middle of the view (the text is centred in it, 30 pt: cap height ~21 pt).
        let rows = Self.redRows(struck, x: 30...70)
        #expect(!rows.isEmpty && rows.allSatisfy { $0 > 20 && $0 < 35 }, "red rows \(rows)")
        #expect(Self.redRows(plain, x: 30...70).isEmpty)
        let under = try CanvasProbe(VStack { text }.underline(color: .red))
        let below = Self.redRows(under, x: 30...70)
        #expect(!below.isEmpty && below.allSatisfy { $0 > 38 && $0 < 48 }, "underline rows \(below)")
        #expect(try CanvasProbe(VStack { text }.underline(false, color: .red)).bitmap == plain.bitmap)
    }
}

/// Re-record after an intended change:
/// `VIGNETTE_RECORD=all swift test --filter TextDecorationSnapshotTests`, look at the PNG, commit it.
@Suite struct TextDecorationSnapshotTests {
    static let widget = WidgetDefinition(id: "todo", displayName: "To do", families: [.systemMedium]) { _ in
        Lowering.node(
            VStack(alignment: .leading, spacing: 8) {
                Text("Today").font(.headline)
                HStack {
                    Image(systemName: "checkmark.circle.fill").foregroundStyle(.green)
                    Text("Morning run").strikethrough().foregroundStyle(.secondary)
                }
                HStack {
                    Image(systemName: "checkmark.circle.fill").foregroundStyle(.green)
                    Text("Read 20 pages").strikethrough(color: .red)
                }
                HStack {
                    Image(systemName: "circle")
                    Text("Call ") + Text("Mom").underline(pattern: .dash, color: .orange) + Text(" at 6")
                }
                Text("2 of 3 done").font(.caption).underline()
            }
            .frame(maxWidth: .infinity, alignment: .leading))
    }

    @Test func aToDoList() throws {
        try LazyGridSnapshotTests.expectReference(Self.widget, named: "aToDoList", suite: "TextDecorationSnapshotTests")
    }
}

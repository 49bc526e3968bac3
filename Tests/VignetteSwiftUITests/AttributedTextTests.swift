import Foundation
import SwiftUI
import Testing
import Vignette

/// `Text(AttributedString)`: each run is a piece of one joined text in its own font and colour
/// (Docs/SwiftUI.md §4, "Attributed text").
@Suite struct AttributedTextTests {
    @Test func eachRunKeepsItsFontAndColour() {
        var number = AttributedString("1,234")
        number.font = .system(size: 35, weight: .semibold)
        number.foregroundColor = .orange
        let text = Text(number + AttributedString(" steps"))
        let spelled =
            Text(verbatim: "1,234").foregroundColor(.orange).font(.system(size: 35, weight: .semibold))
            + Text(verbatim: " steps")
        #expect(text.node == spelled.node)
    }

    @Test func numberPartsGetTheNumbersFontAsWalkdaySetsThem() {
        // walkday/app's `numeric(font:)`: the runs Foundation marks as number parts take a bigger font; the
        // space and the unit (marked `.unit`) are runs of their own.
        var walked = Measurement(value: 5678, unit: UnitLength.meters)
            .formatted(.measurement(width: .abbreviated, usage: .road).attributed.locale(Locale(identifier: "en_US")))
        for run in walked.runs where run.numberPart != nil || run.numberSymbol != nil {
            walked[run.range].font = .title
        }
        #expect(
            Text(walked).node
                == (Text(verbatim: "3").font(.title) + Text(verbatim: ".").font(.title)
                + Text(verbatim: "5").font(.title)
                + Text(verbatim: " ") + Text(verbatim: "mi")).node)
    }

    @Test func spacingIsDrawnAndAnEmptyStringIsAnEmptyText() {
        var spaced = AttributedString("Go")
        spaced.kern = 2
        spaced.tracking = 1
        #expect(Text(spaced).node == Text(verbatim: "Go").kerning(2).tracking(1).node)
        #expect(Text(AttributedString()).node == Text(verbatim: "").node)
    }
}

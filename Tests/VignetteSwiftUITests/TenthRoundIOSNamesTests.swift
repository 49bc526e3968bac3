import Foundation
import Testing
import UIKit
import Vignette
import VignetteCairo
import VignetteFoundation

/// The names the tenth compatibility round built (Docs/Compatibility.md, "Tenth round (iossource)"),
/// which cabinet's shared `String+Helper.swift` and `LotteryWidget.swift` use.
@Suite(.serialized) struct TenthRoundIOSNamesTests {
    @Test func aNumberFormatsAsItsDescriptionForPercentAt() {
        let five = NSNumber(value: 5)
        #expect(String(format: "%@ Friends", five) == "5 Friends")
        #expect(String(format: "%@ and %@", NSNumber(value: 2.5), Decimal(12) as NSNumber) == "2.5 and 12")
        #expect(String(format: "%d of %@", 3, NSNumber(value: 7)) == "3 of 7")
    }

    @Test func anErrorWithNoArgumentsHasAnEmptyDomainAndCodeZero() {
        let error = NSError()
        #expect(error.domain == "" && error.code == 0 && error.userInfo.isEmpty)
    }

    @Test func boundingRectWrapsAtTheWidthInLinesOfTheFontsHeight() throws {
        let fonts = try FontLibrary.standard()
        WidgetCodeTextEngine.install { try? PangoTextEngine(fonts: fonts) }
        let engine = try PangoTextEngine(fonts: fonts)
        let font = UIFont.systemFont(ofSize: 15)
        let text = "Hello world"
        // One line at a wide width: as wide as the text; systemFont(15).lineHeight is 17.900391 on iOS.
        let wide = text.boundingRect(
            with: CGSize(width: 1000, height: 1000), options: .usesLineFragmentOrigin, attributes: [.font: font],
            context: nil)
        #expect(abs(wide.width - engine.width(of: text, font: .system(size: 15))) < 0.001)
        #expect(abs(wide.height - 17.900391) < 0.0001, "\(wide)")
        // Two lines at 50 pt ("Hello" / "world"), the wider line's width; no cut at a smaller height.
        let narrow = text.boundingRect(
            with: CGSize(width: 50, height: 10), options: .usesLineFragmentOrigin, attributes: [.font: font],
            context: nil)
        #expect(abs(narrow.height - 2 * 17.900391) < 0.0001, "\(narrow)")
        #expect(narrow.width <= 50 && narrow.width > 30, "\(narrow)")
        // Without `.usesLineFragmentOrigin`: one line, whatever the width.
        let single = (text as NSString).boundingRect(
            with: CGSize(width: 50, height: 10), attributes: [.font: font], context: nil)
        #expect(single.height == wide.height && single.width == wide.width)
        // No font: Helvetica 12 pt, NSAttributedString's default (12 × 2444 / 2048 pt a line).
        let plain = text.boundingRect(with: .zero, options: .usesLineFragmentOrigin, context: nil)
        #expect(abs(plain.height - 12 * 2444 / 2048) < 0.0001 && plain.width > 0, "\(plain)")
    }
}

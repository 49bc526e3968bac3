import Foundation
import Testing
import Vignette
import VignetteLint

/// Contrast, StandBy/tinted and dark-mode rules against minimal widgets.
@Suite struct PixelRuleTests {
    typealias H = LintHarness

    @Test func contrastMeasuresThePixelsBehindTheText() throws {
        // #AAAAAA on white is 2.3:1.
        let pale = H.widget { _ in Words("Physics").foregroundStyle(.hex(0xAAAAAA)).widgetBackground(.hex(0xFFFFFF)) }
        let result = try H.findings(LintRules.contrast, pale)
        #expect(result.findings.count == 1)
        #expect(result.findings.first?.message.contains("2.3") == true)
        let black = H.widget { _ in Words("Physics").foregroundStyle(.hex(0x000000)).widgetBackground(.hex(0xFFFFFF)) }
        #expect(try H.count(LintRules.contrast, black) == 0)
        // White text over a dark card on a white widget: the card is what is behind it.
        let onCard = H.widget { _ in
            Words("Physics").foregroundStyle(.hex(0xFFFFFF)).padding(8).background(Rect().fill(.hex(0x202020)))
                .widgetBackground(.hex(0xFFFFFF))
        }
        #expect(try H.count(LintRules.contrast, onCard) == 0)
    }

    @Test func largeTextNeedsOnlyThreeToOne() throws {
        // #888888 on white is 3.5:1: enough at 20 pt, not at 13 pt.
        let large = H.widget { _ in Words("42°").font(.system(size: 20)).foregroundStyle(.hex(0x888888)).widgetBackground(.hex(0xFFFFFF)) }
        #expect(try H.count(LintRules.contrast, large) == 0)
        let body = H.widget { _ in Words("42°").font(.system(size: 13)).foregroundStyle(.hex(0x888888)).widgetBackground(.hex(0xFFFFFF)) }
        #expect(try H.count(LintRules.contrast, body) == 1)
    }

    @Test func backgroundRemovedFindsTextThatVanishesOnBlack() throws {
        // The room is black: fine on the white background, lost on StandBy's black.
        let black = H.widget { _ in
            Column { Words("Physics").foregroundStyle(.hex(0xFF9500)); Words("Room 305").foregroundStyle(.hex(0x000000)) }
                .widgetBackground(.hex(0xFFFFFF))
        }
        let result = try H.findings(LintRules.backgroundRemoved, black, appearances: [.standBy])
        #expect(result.findings.map(\.message) == ["'Room 305' is unreadable without the background: 1.00:1 (#000000 on #000000)"])
        let adaptive = H.widget { _ in Words("Physics").foregroundStyle(.label) }
        #expect(try H.count(LintRules.backgroundRemoved, adaptive, appearances: [.standBy]) == 0)
        let empty = H.widget { _ in Fill(.clear) }
        let nothing = try H.findings(LintRules.backgroundRemoved, empty, appearances: [.tinted])
        #expect(nothing.findings.first?.message.contains("nothing is visible") == true)
    }

    @Test func darkModeNeedsABackgroundThatChanges() throws {
        let fixed = H.widget { _ in Words("Physics").foregroundStyle(.hex(0x000000)).widgetBackground(.hex(0xFAFAFA)) }
        let result = try H.findings(LintRules.darkMode, fixed, appearances: [.light, .dark])
        #expect(result.findings.first?.message.contains("#FAFAFA") == true)
        let adaptive = H.widget { _ in Words("Physics").foregroundStyle(.label) }
        #expect(try H.count(LintRules.darkMode, adaptive, appearances: [.light, .dark]) == 0)
    }
}

import Foundation
import Testing
import Vignette
import VignetteLint

/// Each layout rule against a minimal widget that breaks it and one that passes.
@Suite struct LayoutRuleTests {
    typealias H = LintHarness

    @Test func marginsCatchTightTextAndAcceptDefaultMargins() throws {
        let tight = H.widget { _ in
            Words("Hello").font(.body).frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading).padding(
                4
            ).contentMarginsDisabled()
        }
        let result = try H.findings(LintRules.margins, tight)
        #expect(result.findings.count == 1)
        #expect(result.findings.first?.message.contains("leading 4 pt") == true)
        let fine = H.widget { _ in
            Words("Hello").font(.body).frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        }
        #expect(try H.count(LintRules.margins, fine) == 0)
    }

    @Test func marginsAllowGraphicsAtElevenPoints() throws {
        let card = H.widget { _ in
            RoundedRect(cornerRadius: 11, style: .continuous).fill(.blue).padding(11).contentMarginsDisabled()
        }
        #expect(try H.count(LintRules.margins, card) == 0)
        let tooClose = H.widget { _ in
            RoundedRect(cornerRadius: 11, style: .continuous).fill(.blue).padding(6).contentMarginsDisabled()
        }
        #expect(try H.count(LintRules.margins, tooClose) == 1)
    }

    @Test func densityCountsRowsOnce() throws {
        let six = H.widget { _ in Column { for i in 1...6 { Words("Fact \(i)").font(.caption) } } }
        let result = try H.findings(LintRules.density, six)
        #expect(result.findings.first?.message.hasPrefix("6 pieces") == true)
        let rows = H.widget { _ in
            Column {
                Row {
                    Words("A").font(.caption)
                    Words("B").font(.caption)
                    Symbol("clock")
                }
                Words("C").font(.caption)
                Words("D").font(.caption)
                Words("E").font(.caption)
            }
        }
        #expect(try H.count(LintRules.density, rows) == 0)
    }

    @Test func scaledLayoutFlagsTheSameContentInMedium() throws {
        let same = H.widget(families: [.systemSmall, .systemMedium]) { _ in
            Column {
                Words("Class")
                Words("Room")
            }
        }
        let result = try H.findings(LintRules.scaledLayout, same)
        #expect(result.findings.map(\.family) == ["systemMedium"])
        let distinct = H.widget(families: [.systemSmall, .systemMedium]) { env in
            Column {
                Words("Class")
                Words("Room")
                if env.family == .systemMedium { Words("Later: Physics") }
            }
        }
        #expect(try H.count(LintRules.scaledLayout, distinct) == 0)
    }

    @Test func concentricCornersWantWidgetRadiusLessInset() throws {
        // 16 pt inside a 22 pt corner: about 6 pt.
        let round = H.widget { _ in RoundedRect(cornerRadius: 20, style: .continuous).fill(.blue) }
        let result = try H.findings(LintRules.concentricCorners, round)
        #expect(result.findings.first?.message.contains("concentric would be 6 pt") == true)
        let concentric = H.widget { _ in RoundedRect(cornerRadius: 6, style: .continuous).fill(.blue) }
        #expect(try H.count(LintRules.concentricCorners, concentric) == 0)
    }

    @Test func appNameNeedsTheConfiguredName() throws {
        let named = H.widget { _ in Words("Acme Schedule") }
        let settings = WidgetLintSettings(appName: ["acme"], appIconSymbols: ["calendar"])
        #expect(try H.count(LintRules.appName, named, settings: settings) == 1)
        let icon = H.widget { _ in Symbol("calendar") }
        #expect(try H.count(LintRules.appName, icon, settings: settings) == 1)
        let plain = H.widget { _ in Words("Physics 10:00") }
        #expect(try H.count(LintRules.appName, plain, settings: settings) == 0)
    }

    @Test func lastUpdatedInEnglishAndChinese() throws {
        #expect(try H.count(LintRules.lastUpdated, H.widget { _ in Words("Updated 10:05") }) == 1)
        #expect(try H.count(LintRules.lastUpdated, H.widget { _ in Words("更新于 10:05") }) == 1)
        #expect(try H.count(LintRules.lastUpdated, H.widget { _ in Words("Next class 10:05") }) == 0)
    }

    @Test func truncatedText() throws {
        let long = H.widget { _ in Words("Introduction to Algorithms and Data Structures").lineLimit(1) }
        #expect(try H.count(LintRules.textTruncated, long) == 1)
        #expect(try H.count(LintRules.textTruncated, H.widget { _ in Words("Algorithms").lineLimit(1) }) == 0)
    }

    @Test func clippedText() throws {
        let off = H.widget { _ in Words("Physics").fixedSize().offset(x: 150) }
        let result = try H.findings(LintRules.textClipped, off)
        #expect(result.findings.first?.message.contains("outside the widget") == true)
        #expect(try H.count(LintRules.textClipped, H.widget { _ in Words("Physics") }) == 0)
    }

    @Test func textSmallerThanElevenPoints() throws {
        #expect(try H.count(LintRules.textTooSmall, H.widget { _ in Words("tiny").font(.system(size: 9)) }) == 1)
        #expect(try H.count(LintRules.textTooSmall, H.widget { _ in Words("fine").font(.caption2) }) == 0)
    }
}

/// `large-text`: text that fits at Large but not at xxxLarge or accessibility3 (Docs/Accessibility.md).
@Suite struct LargeTextRuleTests {
    typealias H = LintHarness

    @Test func textThatOnlyFitsAtTheDefaultSizeIsReportedPerSize() throws {
        // One line of body text: at Large (17 pt) it fits the small widget's 138 pt of content
        // width; at xxxLarge (23 pt) it is cut short.
        let word = H.widget { _ in Words("Fourteen letters").lineLimit(1) }
        let result = try H.findings(LintRules.largeText, word)
        #expect(result.findings.map(\.message) == ["at xxxLarge on iPhone 16 Pro Max, 'Fourteen letters' is truncated"])
        // Fixed sizes do not scale, so nothing changes.
        #expect(
            try H.count(
                LintRules.largeText, H.widget { _ in Words("Fourteen letters").font(.system(size: 17)).lineLimit(1) })
                == 0)
    }

    @Test func textAlreadyCutAtTheDefaultSizeIsLeftToTextTruncated() throws {
        let long = H.widget { _ in Words("Introduction to Algorithms and Data Structures").lineLimit(1) }
        #expect(try H.count(LintRules.largeText, long) == 0)
        #expect(try H.count(LintRules.textTruncated, long) == 1)
    }

    @Test func textPushedOutOfTheWidgetIsReported() throws {
        let column = H.widget { _ in
            Column(spacing: 0) { Each(0..<5) { Words("Line \($0)").font(.headline) } }
        }
        let messages = try H.findings(LintRules.largeText, column).findings.map(\.message)
        #expect(
            messages.contains {
                $0.hasPrefix("at accessibility3 on iPhone 16 Pro Max, 'Line") && $0.hasSuffix("runs outside the widget")
            })
        #expect(!messages.contains { $0.hasPrefix("at xxxLarge") })
    }
}

/// `control-label`: an image-only control needs a label VoiceOver can read.
@Suite struct ControlLabelTests {
    typealias H = LintHarness

    @Test func anImageOnlyButtonNeedsALabel() throws {
        // A drawn glyph (a shape) in a button: nothing for VoiceOver to read. (A symbol reads its name.)
        let bare = H.widget { _ in
            Rect().fill(.blue).frame(width: 24, height: 24).accessibilityElement(children: .combine)
                .accessibilityAddTraits(.isButton)
        }
        let found = try H.findings(LintRules.controlLabel, bare).findings
        #expect(found.map(\.message) == ["a button with no accessibility label: VoiceOver reads only \"button\""])
        #expect(found.first?.severity == .error)
        let labelled = H.widget { _ in
            // As `Button(intent:) { … }.accessibilityLabel("Add a glass")` lowers.
            Rect().fill(.blue).frame(width: 24, height: 24)
                .accessibilityElement(children: .combine).accessibilityAddTraits(.isButton).accessibilityLabel(
                    "Add a glass")
        }
        #expect(try H.count(LintRules.controlLabel, labelled) == 0)
        let titled = H.widget { _ in
            Row {
                Rect().fill(.blue).frame(width: 24, height: 24)
                Words("Add")
            }.accessibilityElement(children: .combine).accessibilityAddTraits(.isButton)
        }
        #expect(try H.count(LintRules.controlLabel, titled) == 0)
    }
}

/// `text-clipped` judges the glyphs, not the line box.
@Suite struct TextClippedInkTests {
    typealias H = LintHarness

    @Test func aGlyphInsideItsClipIsNotClippedThoughItsLineBoxIs() throws {
        // A 40 pt "+" has a line box about 48 pt tall; its glyph fits a 44 pt clip.
        let plus = H.widget { _ in Words("+").font(.system(size: 40)).frame(width: 60, height: 44).clipShape(Rect()) }
        #expect(try H.count(LintRules.textClipped, plus) == 0)
        // A word cut in half by a 14 pt clip loses ink.
        let cut = H.widget { _ in
            Words("Physics").font(.system(size: 40)).frame(width: 200, height: 14).clipShape(Rect())
        }
        #expect(try H.count(LintRules.textClipped, cut) == 1)
    }
}

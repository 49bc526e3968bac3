import Foundation
import SwiftUI
import Testing
import Vignette

/// A FormatStyle with a fixed output, so the test does not depend on the machine's locale.
private struct Stars: FormatStyle {
    func format(_ value: Int) -> String { String(repeating: "★", count: value) }
}

/// `Text` lowers to the core's words, date words and joined words (Docs/SwiftUI.md §4).
@Suite struct TextTests {
    @Test func interpolationsAreFormattedAsSwiftUIFormatsThem() {
        let count = 3
        let ratio = 2.5
        let name = "Ada"
        #expect(Text("\(count) items").node == .words("3 items"))
        #expect(Text("ratio \(ratio)").node == .words("ratio 2.500000"))
        #expect(Text("ratio \(ratio, specifier: "%.1f")").node == .words("ratio 2.5"))
        #expect(Text("hi \(name)").node == .words("hi Ada"))
        #expect(Text("\(4, format: Stars())").node == .words("★★★★"))
        #expect(Text(3, format: Stars()).node == .words("★★★"))
    }

    /// `formatter:` formats once, when the text is made, with the formatter's own locale.
    @Test func formattersFormatDatesAndNumbers() {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy-MM-dd HH:mm"
        let date = Date(timeIntervalSince1970: 1_795_510_800)
        #expect(Text(date, formatter: formatter).node == .words("2026-11-24 09:00"))
        #expect(Text("due \(date, formatter: formatter)").node == .words("due 2026-11-24 09:00"))
    }

    @Test func numbersAreGroupedInTheRendersLocale() {
        let steps = 12_345
        let text = Text("\(steps) steps, \(1234.5, specifier: "%.1f") km")
        #expect(text.node == .words("12,345 steps, 1,234.5 km"))
        #expect(text.node(in: Locale(identifier: "de_DE")) == .words("12.345 steps, 1.234,5 km"))
        var german = WidgetEnvironment(family: .systemSmall)
        german.locale = Locale(identifier: "de_DE")
        #expect(
            lower(text.bold(), in: EnvironmentValues(core: german))
                == .modified(.words("12.345 steps, 1.234,5 km"), .fontWeight(.bold)))
    }

    @Test func verbatimAndStringValuesAreShownAsTheyAre() {
        let value = "100%"
        #expect(Text(verbatim: "%lld").node == .words("%lld"))
        #expect(Text(value).node == .words("100%"))
        #expect(Text(value[...]).node == .words("100%"))
    }

    @Test func concatenationKeepsEachPiecesStyle() {
        let joined = Text("Rain ").bold() + Text("at 3 PM").foregroundColor(.secondary)
        let core = Words("Rain ").bold() + Words("at 3 PM").foregroundStyle(.secondaryLabel)
        #expect(joined.node == core)
        #expect((joined + Text("!")).node == core + Words("!"))
    }

    @Test func datesLowerToDateWordsInEveryStyle() {
        let date = Date(timeIntervalSince1970: 1_795_430_000)
        let styles: [(Text.DateStyle, DateTextStyle)] = [
            (.time, .time), (.date, .date), (.relative, .relative),
            (.offset, .offset), (.timer, .timer),
        ]
        for (style, core) in styles {
            #expect(Text(date, style: style).node == .dateWords(date, core))
        }
        #expect(Text("Due \(date, style: .time)").node == .joinedWords([.words("Due "), .dateWords(date, .time)]))
    }

    @Test func aTimerIntervalShowsTheTimeLeftAtTheRenderClock() {
        let start = Date(timeIntervalSince1970: 1_795_424_400)
        let view = Text(timerInterval: start...start.addingTimeInterval(45 * 60), countsDown: true)
        #expect(view.node == .timerWords(TimerText(interval: start...start.addingTimeInterval(45 * 60))))
        // Ten minutes into a 45-minute class the text reads 35:00, placed as those characters are.
        let now = start.addingTimeInterval(10 * 60)
        let timer = Lowering.frame(ofText: "35:00", in: Lowering.layout(Lowering.node(view.font(.title)), date: now))
        let fixed = Lowering.frame(ofText: "35:00", in: Lowering.layout(Words("35:00").font(.title).node, date: now))
        #expect(timer != nil)
        #expect(timer == fixed)
    }

    @Test func customFontsNameTheirFamilyAndScaleAsSwiftUIsDo() {
        #expect(
            Text("a").font(.custom("Poppins-SemiBold", size: 15)).node
                == Words("a").font(.custom("Poppins-SemiBold", size: 15, relativeTo: .body)).node)
        #expect(
            Text("a").font(.custom("Poppins", size: 11, relativeTo: .caption)).node
                == Words("a").font(.custom("Poppins", size: 11, relativeTo: .caption)).node)
        #expect(
            Text("a").font(.custom("Poppins", fixedSize: 30)).node
                == Words("a").font(.custom("Poppins", size: 30, relativeTo: nil)).node)
    }

    @Test func textModifiersKeepAText() {
        let text: Text = Text("a").font(.caption.bold()).italic().monospacedDigit().kerning(1).fontWeight(.medium)
        let core = Words("a").font(.caption.bold()).italic().monospacedDigit().tracking(1).fontWeight(.medium)
        #expect(text.node == core)
    }
}

extension TextTests {
    @Test func aLocalizedStringResourceIsShownAsWritten() {
        let resource: LocalizedStringResource = "Steps today"
        #expect(Lowering.node(Text(resource)) == Words("Steps today").node)
        // A literal still reads as a LocalizedStringKey, so interpolations are formatted.
        #expect(Lowering.node(Text("\(1234) steps")) == Words("1,234 steps").node)
    }
}

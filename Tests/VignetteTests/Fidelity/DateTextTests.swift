import Foundation
import Testing
@testable import Vignette

/// Dates against a fixed render clock, 2026-11-23 09:50:00 UTC. Expected strings follow
/// Apple's documentation of `Text.DateStyle` (examples "11:23 PM", "June 3, 2019",
/// "+2 hours", "-3 months", "2:32", "36:59:01") and WidgetKit's "Displaying dynamic dates in
/// widgets" (a date 11 min 14 s ahead: `.relative` "11 min, 14 sec", `.offset` "-11 minutes";
/// Docs/Time.md), and for other languages the words of the locale's units.
@Suite struct DateTextTests {
    let clock = Date(timeIntervalSince1970: 1_795_420_800 + 3600 + 50 * 60)
    let utc = TimeZone(identifier: "UTC")!
    let en = Locale(identifier: "en_US")
    let zh = Locale(identifier: "zh-Hans")

    func text(_ style: DateTextStyle, _ offset: TimeInterval, _ locale: Locale) -> String {
        DateText(style: style, date: clock.addingTimeInterval(offset)).string(now: clock, locale: locale, timeZone: utc)
    }

    @Test func timerCountsDownToTenOClock() {
        #expect(text(.timer, 10 * 60, en) == "10:00")
        #expect(text(.timer, 10 * 60, zh) == "10:00")
    }

    @Test func timerFormsFollowApple() {
        #expect(text(.timer, 2 * 60 + 32, en) == "2:32")
        #expect(text(.timer, 36 * 3600 + 59 * 60 + 1, en) == "36:59:01")
        #expect(text(.timer, 5, en) == "0:05")
        // A date in the past counts up, without a sign.
        #expect(text(.timer, -(5 * 60), en) == "5:00")
    }

    @Test func timeAndDateInEnglishAndChinese() {
        // iOS 17+ (CLDR 42) puts a narrow no-break space before AM/PM.
        #expect(text(.time, 10 * 60, en) == "10:00\u{202F}AM")
        #expect(text(.time, 10 * 60, zh) == "10:00")
        #expect(text(.date, 0, en) == "November 23, 2026")
        #expect(text(.date, 0, zh) == "2026年11月23日")
    }

    @Test func relativeShowsTwoUnitsInShortWords() {
        #expect(text(.relative, 11 * 60 + 14, en) == "11 min, 14 sec")
        #expect(text(.relative, 2 * 3600 + 23 * 60, en) == "2 hr, 23 min")
        #expect(text(.relative, -(2 * 3600 + 23 * 60), en) == "2 hr, 23 min")
        #expect(text(.relative, 45, en) == "45 sec")
        #expect(text(.relative, 60, en) == "1 min")
        // The second unit only when it is not zero: two hours and five seconds is "2 hr".
        #expect(text(.relative, 2 * 3600 + 5, en) == "2 hr")
        #expect(text(.relative, 0, en) == "0 sec")
        #expect(text(.relative, 2 * 86_400 + 3600, en) == "2 days, 1 hr")
        // 2027-12-23 is one year and one month after the clock.
        let later = DateComponents(
            calendar: Calendar(identifier: .gregorian), timeZone: utc,
            year: 2027, month: 12, day: 23, hour: 9, minute: 50
        ).date!
        #expect(DateText(style: .relative, date: later).string(now: clock, locale: en, timeZone: utc) == "1 yr, 1 mth")
        #expect(DateText(style: .relative, date: later).string(now: clock, locale: zh, timeZone: utc) == "1年1个月")
    }

    @Test func relativeInChineseAndOtherLanguages() {
        #expect(text(.relative, 2 * 3600 + 23 * 60, zh) == "2小时23分钟")
        #expect(text(.relative, 65 * 60, zh) == "1小时5分钟")
        #expect(text(.relative, 11 * 60 + 14, zh) == "11分钟14秒")
        #expect(text(.relative, 10 * 60, zh) == "10分钟")
        // French keeps the number and its unit together with no-break spaces, as CLDR writes it.
        #expect(text(.relative, 11 * 60 + 14, Locale(identifier: "fr_FR")) == "11\u{00A0}min et 14\u{202F}s")
        #expect(text(.relative, 2 * 3600 + 23 * 60, Locale(identifier: "de_DE")) == "2 Std., 23 Min.")
    }

    @Test func offsetIsOneUnitSignedMinusForTheFuture() {
        #expect(text(.offset, 11 * 60 + 14, en) == "-11 minutes")
        #expect(text(.offset, 2 * 3600, en) == "-2 hours")
        #expect(text(.offset, -(2 * 3600 + 23 * 60), en) == "+2 hours")
        #expect(text(.offset, 2 * 3600, zh) == "-2小时")
        #expect(text(.offset, 0, en) == "0 seconds")
        let earlier = DateComponents(
            calendar: Calendar(identifier: .gregorian), timeZone: utc,
            year: 2026, month: 8, day: 23, hour: 9, minute: 50
        ).date!
        #expect(DateText(style: .offset, date: earlier).string(now: clock, locale: en, timeZone: utc) == "+3 months")
    }

    @Test func wordsUseTheEnvironmentsClock() {
        let environment = WidgetEnvironment(date: clock)
        let result = Layout.layout(
            Words(clock.addingTimeInterval(600), style: .timer).node, in: CGSize(width: 200, height: 50),
            environment: environment, textEngine: FixedAdvanceTextEngine())
        #expect(result.allNodes.first { $0.kind == .words }?.lines == ["10:00"])
    }
}

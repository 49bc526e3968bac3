import Foundation
import Testing
@testable import Vignette

/// Scale arithmetic (Docs/Charts.md, "Scales"): nice steps, rounded domains, ticks, bands, dates.
@Suite struct ChartScaleTests {
    @Test func niceStepsAreOneTwoOrFiveTimesAPowerOfTen() {
        #expect(ScaleMath.niceStep(span: 9000, count: 5) == 2000)  // 1800 → 2000
        #expect(ScaleMath.niceStep(span: 100, count: 5) == 20)
        #expect(ScaleMath.niceStep(span: 1, count: 5) == 0.2)
        #expect(ScaleMath.niceStep(span: 70, count: 5) == 10)  // 14: ratio 1.4 < √2
        #expect(ScaleMath.niceStep(span: 35, count: 5) == 5)  // 7: ratio ≥ √10
        #expect(ScaleMath.niceStep(span: 80, count: 5) == 20)  // 16
        #expect(ScaleMath.niceStep(span: 0.03, count: 3) == 0.01)
    }

    @Test func domainsRoundOutToTheStep() {
        #expect(ScaleMath.niceDomain(lower: 0, upper: 9000, count: 5) == (0, 10000))
        #expect(ScaleMath.niceDomain(lower: 0, upper: 87, count: 5) == (0, 100))
        #expect(ScaleMath.niceDomain(lower: -13, upper: 42, count: 5) == (-20, 50))
        #expect(ScaleMath.niceDomain(lower: 0, upper: 0, count: 5) == (0, 1))
        #expect(ScaleMath.niceDomain(lower: 3, upper: 3, count: 5) == (0, 3))
    }

    @Test func ticksAreTheStepsMultiplesWithoutDrift() {
        #expect(ScaleMath.ticks(lower: 0, upper: 10000, count: 5) == [0, 2000, 4000, 6000, 8000, 10000])
        #expect(ScaleMath.ticks(lower: 0, upper: 1, count: 5) == [0, 0.2, 0.4, 0.6, 0.8, 1])
        #expect(ScaleMath.ticks(lower: 0, upper: 0.3, count: 3) == [0, 0.1, 0.2, 0.3])
        #expect(ScaleMath.ticks(lower: -20, upper: 50, count: 5) == [-20, -10, 0, 10, 20, 30, 40, 50])
        #expect(ScaleMath.fractionDigits(step: 0.2) == 1)
        #expect(ScaleMath.fractionDigits(step: 0.05) == 2)
        #expect(ScaleMath.fractionDigits(step: 2000) == 0)
    }

    @Test func numbersIncludeZeroAndCategoriesKeepTheirOrder() {
        let spec = ChartSpec(marks: [
            .line(x: .value("Day", "Tue"), y: .value("°", 12)), .line(x: .value("Day", "Mon"), y: .value("°", 17)),
            .line(x: .value("Day", "Tue"), y: .value("°", 9)),
        ])
        let stacks = ChartStacks(spec.marks)
        #expect(ChartDomains.domain(.horizontal, spec, stacks) == .band(["Tue", "Mon"]))
        #expect(ChartDomains.domain(.vertical, spec, stacks) == .continuous(lower: 0, upper: 20, isDate: false))
        var given = spec
        given.yDomain = [.number(5), .number(18)]
        #expect(ChartDomains.domain(.vertical, given, stacks) == .continuous(lower: 5, upper: 18, isDate: false))
    }

    @Test func bandsPutMarksInTheMiddleOfEqualSteps() {
        let band = ChartScale(domain: .band(["A", "B", "C", "D"]), start: 0, end: 200)
        #expect(band.step == 50)
        #expect(band.position(.category("A")) == 25)
        #expect(band.position(.category("D")) == 175)
        #expect(band.position(.category("E")) == nil)
        #expect(band.position(.number(1)) == nil)
        let y = ChartScale(domain: .continuous(lower: 0, upper: 10000, isDate: false), start: 100, end: 0)
        #expect(y.position(.number(2500)) == 75)
    }

    @Test func stacksStartWhereTheMarkBelowEnds() {
        func bar(_ day: String, _ steps: Double, _ who: String, _ stacking: ChartMark.Stacking = .standard) -> ChartMark
        {
            var mark = ChartMark.bar(x: .value("Day", day), y: .value("Steps", steps)).series(.value("Who", who))
            mark.stacking = stacking
            return mark
        }
        let standard = ChartStacks([bar("Mon", 3, "A"), bar("Mon", 5, "B"), bar("Tue", 2, "A"), bar("Mon", -4, "C")])
        #expect(standard.ranges[1]! == (3, 8))
        #expect(standard.ranges[2]! == (0, 2))
        #expect(standard.ranges[3]! == (0, -4))
        let normalized = ChartStacks([bar("Mon", 1, "A", .normalized), bar("Mon", 3, "B", .normalized)])
        #expect(normalized.ranges[0]! == (0, 0.25))
        #expect(normalized.ranges[1]! == (0.25, 1))
        let unstacked = ChartStacks([bar("Mon", 1, "A", .unstacked), bar("Mon", 3, "B", .unstacked)])
        #expect(unstacked.ranges[1]! == (0, 3))
    }

    @Test func dateTicksFallOnWholeHoursInTheWidgetsTimeZone() {
        var env = WidgetEnvironment()
        env.timeZone = TimeZone(identifier: "UTC")!
        env.locale = Locale(identifier: "en_US")
        let nine = ISO8601DateFormatter().date(from: "2026-11-23T09:20:00Z")!
        let scale = ChartScale(
            domain: .continuous(
                lower: nine.timeIntervalSinceReferenceDate,
                upper: nine.timeIntervalSinceReferenceDate + 7 * 3600, isDate: true),
            start: 0, end: 100)
        let ticks = scale.ticks(ChartAxis(), env)
        // 7 hours over at most 5 ticks: every 3 hours from midnight, so 12:00 and 15:00 (ICU puts
        // a narrow no-break space before the day period).
        #expect(ticks.map(\.label) == ["12\u{202F}PM", "3\u{202F}PM"])
    }
}

import Foundation
import Testing
import Vignette
import VignetteTimeline

/// The system's rules as the simulator applies them: budget, 5-minute floor, delays,
/// policies, app reloads, and repeatability.
@Suite struct TimelineSimulatorTests {
    /// A provider that asks to be reloaded a minute after every reload.
    let greedy = Stub.widget { context in
        Timeline(entries: [StubEntry(date: context.date, name: "now")], policy: .after(context.date + 60))
    }

    @Test func budgetCapsReloadsPerDayAndResetsAtMidnight() {
        let run = TimelineSimulator.run(greedy, scenario: Stub.scenario(days: 2))
        #expect(run.budgetUsed == [50, 50])
        let waited = run.reloads.filter(\.waitedForBudget)
        #expect(waited.count == 1)
        #expect(waited.first.map { $0.date >= Stub.at(24) && $0.date <= Stub.at(24, 5) } == true)
    }

    @Test func budgetedReloadsAreAtLeastFiveMinutesApart() {
        let run = TimelineSimulator.run(greedy, scenario: Stub.scenario())
        let gaps = zip(run.reloads.dropFirst(), run.reloads).map { $0.date.timeIntervalSince($1.date) }
        #expect(gaps.allSatisfy { $0 >= 300 })
        #expect(gaps.contains { $0 > 300 })  // the system's delay comes on top
    }

    @Test func afterDatesAreHonouredLateWithinTheDelayRange() {
        let hourly = Stub.widget {
            Timeline(entries: [StubEntry(date: $0.date, name: "x")], policy: .after($0.date + 3600))
        }
        let run = TimelineSimulator.run(hourly, scenario: Stub.scenario())
        let lateness = run.reloads.dropFirst().map { $0.date.timeIntervalSince($0.requested) }
        #expect(lateness.count >= 20)
        #expect(lateness.allSatisfy { (0...300).contains($0) })
        #expect(run.reloads.dropFirst().allSatisfy { $0.reason == .after })
    }

    @Test func atEndReloadsAfterTheLastEntry() {
        let window = Stub.widget { context in
            Timeline(entries: [0, 1800, 3600].map { StubEntry(date: context.date + $0, name: "w") }, policy: .atEnd)
        }
        let run = TimelineSimulator.run(window, scenario: Stub.scenario())
        #expect(run.reloads[1].reason == .atEnd)
        #expect(run.reloads[1].date >= run.reloads[0].date + 3600)
    }

    @Test func neverReloadsOnlyForTheApp() {
        let quiet = Stub.widget { Timeline(entries: [StubEntry(date: $0.date, name: "q")], policy: .never) }
        let requests = [
            AppReloadRequest(date: Stub.at(9), inForeground: true),
            AppReloadRequest(date: Stub.at(9, 1), inForeground: true),
            AppReloadRequest(date: Stub.at(12), inForeground: false),
        ]
        let run = TimelineSimulator.run(quiet, scenario: Stub.scenario(appReloads: requests))
        #expect(run.reloads.map(\.reason) == [.initial, .appForeground, .appForeground, .appBackground])
        // Foreground reloads are free and immediate, even a minute apart.
        #expect(run.reloads[1].date == Stub.at(9) && run.reloads[2].date == Stub.at(9, 1))
        #expect(run.budgetUsed == [2])
    }

    @Test func backgroundReloadIsDroppedOnceTheBudgetIsSpent() {
        let late = AppReloadRequest(date: Stub.at(23), inForeground: false)
        let run = TimelineSimulator.run(greedy, scenario: Stub.scenario(appReloads: [late]))
        #expect(!run.reloads.contains { $0.reason == .appBackground })
        #expect(run.budgetUsed == [50])
    }

    @Test func sameSeedSameDayDifferentSeedDifferentTimes() {
        let hourly = Stub.widget {
            Timeline(entries: [StubEntry(date: $0.date, name: "x")], policy: .after($0.date + 3600))
        }
        let first = TimelineSimulator.run(hourly, scenario: Stub.scenario(seed: 7)).report(for: hourly)
        let again = TimelineSimulator.run(hourly, scenario: Stub.scenario(seed: 7)).report(for: hourly)
        let other = TimelineSimulator.run(hourly, scenario: Stub.scenario(seed: 8)).report(for: hourly)
        #expect(first == again)
        #expect(first.reloads.map(\.time) != other.reloads.map(\.time))
    }

    @Test func reportMarksOverdueMinutesAndRelevanceDuration() {
        let scored = Stub.widget { context in
            Timeline(
                entries: [StubEntry(date: context.date, relevance: .init(score: 40, duration: 600), name: "s")],
                policy: .after(context.date + 3600))
        }
        let report = TimelineSimulator.run(scored, scenario: Stub.scenario()).report(for: scored)
        #expect(report.minutes[0].score == 40 && report.minutes[9].score == 40 && report.minutes[10].score == nil)
        #expect(report.minutes[59].stale == false)
        // Each reload is requested an hour after the last and honoured up to 5 minutes late.
        #expect(report.summary.staleMinutes <= 24 * 5)
        #expect(report.summary.wrongMinutes == nil)
    }
}

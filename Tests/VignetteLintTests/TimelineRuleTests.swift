import Foundation
import Testing
import Vignette
import VignetteLint

/// Each timeline rule against a provider with the bad habit and one without.
@Suite struct TimelineRuleTests {
    typealias H = LintHarness

    private func count(
        _ rule: LintRule, _ habits: Habits, settings: WidgetLintSettings = WidgetLintSettings()
    ) throws -> [String] {
        let timeline = habits.widget()
        return try H.findings(rule, timeline.definition, timeline: timeline, settings: settings).findings
            .filter { $0.rule == rule.id }.map(\.message)
    }

    @Test func singleEntryOnlyForContentThatChanges() throws {
        var single = Habits()
        single.offsets = [0]
        single.policy = { _, _ in .atEnd }
        // The same content all day: one entry is all there is to say.
        #expect(try count(LintRules.singleEntry, single).isEmpty)
        single.changesEvery = 3600
        let messages = try count(LintRules.singleEntry, single)
        // The probe reads at the widget's moment, on a whole hour: the next change is an hour later.
        #expect(messages.first?.contains("changes within 1 h") == true)
        #expect(messages.first?.contains(".atEnd") == true)
        #expect(try count(LintRules.singleEntry, Habits()).isEmpty)
    }

    @Test func neverWithOneEntryIsFineUntilTheContentDependsOnTime() throws {
        var still = Habits()
        still.offsets = [0]
        still.policy = { _, _ in .never }
        #expect(try count(LintRules.singleEntry, still).isEmpty)
        #expect(try count(LintRules.staleEntry, still).isEmpty)
        // Content that changes every 3 hours, never reloaded: stale from the first change on.
        still.changesEvery = 3 * 3600
        let stale = try count(LintRules.staleEntry, still)
        #expect(stale.count == 1)
        #expect(stale.first?.contains("is never reloaded (.never)") == true)
    }

    @Test func atEndWithOneEntryIsJudgedByHowLongItStaysTrue() throws {
        var single = Habits()
        single.offsets = [0]
        single.policy = { _, _ in .atEnd }
        // True for an hour, reloaded within 15 minutes: not stale, only the warning.
        single.changesEvery = 3600
        #expect(try count(LintRules.staleEntry, single).isEmpty)
        // Changing every 5 minutes outlives what an .atEnd reload (at least 15 minutes) catches.
        single.changesEvery = 300
        #expect(try count(LintRules.staleEntry, single).first?.contains("not reloaded before") == true)
        // Reloading after the change is as stale; before it is fine.
        single.policy = { now, _ in .after(now + 2 * 3600) }
        single.changesEvery = 3600
        #expect(try count(LintRules.staleEntry, single).count == 1)
        single.policy = { now, _ in .after(now + 600) }
        #expect(try count(LintRules.staleEntry, single).isEmpty)
    }

    @Test func aReadWithOnlyFutureEntriesIsNotTheTruth() throws {
        // Entries start a minute after each read (a provider's off-by-one): a fresh read shows the
        // next minute early, so it cannot prove the earlier read stale.
        var ahead = Habits()
        ahead.offsets = [60]
        ahead.scores = [10]
        ahead.policy = { _, _ in .atEnd }
        ahead.changesEvery = 300
        #expect(try count(LintRules.staleEntry, ahead).isEmpty)
    }

    @Test func entrySpacing() throws {
        var close = Habits()
        close.offsets = [0, 600, 660, 3600]
        #expect(try count(LintRules.entrySpacing, close).first?.contains("60 s") == true)
        #expect(try count(LintRules.entrySpacing, Habits()).isEmpty)
    }

    @Test func reloadBudget() throws {
        var eager = Habits()
        eager.policy = { now, _ in .after(now + 300) }
        #expect(try count(LintRules.reloadBudget, eager).count == 1)
        #expect(try count(LintRules.reloadBudget, Habits()).isEmpty)
    }

    @Test func reloadJitter() throws {
        var onTheHour = Habits()
        onTheHour.policy = { now, _ in
            .after(Date(timeIntervalSince1970: (now.timeIntervalSince1970 / 3600).rounded(.up) * 3600 + 3600))
        }
        #expect(try count(LintRules.reloadJitter, onTheHour).count == 1)
        #expect(try count(LintRules.reloadJitter, Habits()).isEmpty)
    }

    @Test func relevance() throws {
        var none = Habits()
        none.scores = [nil, nil, nil, nil]
        #expect(try count(LintRules.relevanceMissing, none).count == 1)
        #expect(try count(LintRules.relevanceMissing, Habits()).isEmpty)
        var mixed = Habits()
        mixed.scores = [10, nil, -5, 30]
        let broken = try count(LintRules.relevanceSchema, mixed)
        #expect(broken.contains { $0.contains("have no score") })
        #expect(broken.contains { $0.contains("negative") })
        let range = WidgetLintSettings(relevanceRange: [0, 20])
        #expect(try count(LintRules.relevanceSchema, Habits(), settings: range).contains { $0.contains("outside") })
        #expect(try count(LintRules.relevanceSchema, Habits()).isEmpty)
    }

    @Test func placeholderAndPreviewMustNotReadTheStore() throws {
        var reads = Habits()
        reads.placeholderReads = true
        reads.previewReads = true
        #expect(try count(LintRules.placeholderData, reads).count == 1)
        #expect(try count(LintRules.previewSnapshot, reads).first?.contains("ignored isPreview") == true)
        #expect(try count(LintRules.placeholderData, Habits()).isEmpty)
        #expect(try count(LintRules.previewSnapshot, Habits()).isEmpty)
    }

    @Test func cachedFallback() throws {
        var forgetful = Habits()
        forgetful.keepsLastGood = false
        #expect(try count(LintRules.cachedFallback, forgetful).first?.contains("'unavailable'") == true)
        #expect(try count(LintRules.cachedFallback, Habits()).isEmpty)
    }
}

import Foundation
import VignetteFoundation
import SwiftUI
import Vignette
import VignetteTimeline

extension AnyTimelineWidget {
    /// A SwiftUI-spelled widget for the timeline simulator, `vignette timeline` and `stack`:
    /// each simulated reload calls the widget's real provider (Docs/SwiftUI.md §5, "Timelines").
    ///
    /// A provider that dates its entries by `Date()` reads the simulated reload time: the wall
    /// clock is frozen there for the call (`WallClock`), so the provider's schedule plays out on
    /// the simulated day. Nil when the configuration has no provider to call.
    package init?(
        _ description: _WidgetDescription, id: String, timeZone: TimeZone, timeout: TimeInterval,
        intentValues: [String: String] = [:]
    ) {
        guard let provider = description.provider else { return nil }
        let families = (description.families ?? WidgetKit.WidgetFamily.allCases).map(\.core)
        let marginsDisabled = description.contentMarginsDisabled
        let preview = TimelineWidget(
            kind: id, displayName: description.displayName ?? id, families: families,
            timeZone: timeZone,
            provider: BridgedProvider(provider: provider, intentValues: intentValues, timeout: timeout),
            describe: { $0.summary(in: timeZone) }
        ) { entry, environment in
            try entry.draw(in: environment, with: provider, marginsDisabled: marginsDisabled)
        }
        self.init(preview) { _, _ in preview }
    }
}

/// An entry of the user's provider as the simulator sees it: moved onto the simulated clock,
/// or the error the provider's call ended with (drawn as a failed render naming the provider).
struct BridgedEntry: VignetteTimeline.TimelineEntry {
    var date: Date
    var relevance: VignetteTimeline.TimelineEntryRelevance?
    var entry: ErasedProvider.Entry?
    var failure: String?

    /// The label under the entry's frame: its (simulated) time, or the failure.
    func summary(in timeZone: TimeZone) -> String {
        if let failure { return "failed: \(failure)" }
        var style = Date.VerbatimFormatStyle(
            format:
                "\(hour: .twoDigits(clock: .twentyFourHour, hourCycle: .zeroBased)):\(minute: .twoDigits):\(second: .twoDigits)",
            timeZone: timeZone, calendar: Calendar(identifier: .gregorian))
        style.locale = Locale(identifier: "en_US_POSIX")
        return "entry of \(date.formatted(style))"
    }

    func draw(in environment: WidgetEnvironment, with provider: ErasedProvider, marginsDisabled: Bool) throws -> Node {
        guard let entry else { throw WidgetTimelineError.providerFailed(failure ?? provider.name) }
        let node = try WallClock.frozen(at: environment.date) {
            try reportingAssetProblems { provider.draw(entry, EnvironmentValues(core: environment)) }
        }
        return marginsDisabled ? .modified(node, .contentMarginsDisabled) : node
    }
}

/// The user's provider behind the core protocol, whose calls cannot throw: a failure becomes
/// an entry that fails to draw, so the simulation's render reports it.
struct BridgedProvider: VignetteTimeline.TimelineProvider {
    let provider: ErasedProvider
    /// Intent values by name, for an intent configuration.
    let intentValues: [String: String]
    let timeout: TimeInterval

    func placeholder(in context: VignetteTimeline.TimelineProviderContext) -> BridgedEntry {
        bridged(provider.placeholder(context.widgetKit(isPreview: false)))
    }

    func snapshot(in context: VignetteTimeline.TimelineProviderContext) -> BridgedEntry {
        do {
            let entry = try WallClock.frozen(at: context.date) {
                try provider.snapshot(context.widgetKit(isPreview: true), intentValues, timeout)
            }
            return bridged(entry)
        } catch {
            return BridgedEntry(date: context.date, failure: "\(error)")
        }
    }

    func timeline(in context: VignetteTimeline.TimelineProviderContext) -> VignetteTimeline.Timeline<BridgedEntry> {
        do {
            let (entries, policy) = try WallClock.frozen(at: context.date) {
                try provider.timeline(context.widgetKit(isPreview: false), intentValues, timeout)
            }
            guard !entries.isEmpty else {
                throw WidgetKitError.emptyTimeline(provider: provider.name, family: context.family.rawValue)
            }
            return VignetteTimeline.Timeline(entries: entries.map(bridged), policy: policy.core)
        } catch {
            return VignetteTimeline.Timeline(
                entries: [BridgedEntry(date: context.date, failure: "\(error)")], policy: .never)
        }
    }

    private func bridged(_ entry: ErasedProvider.Entry) -> BridgedEntry {
        BridgedEntry(
            date: entry.date,
            relevance: entry.relevance.map { .init(score: Double($0.score), duration: $0.duration) },
            entry: entry)
    }
}

/// A simulated frame whose provider call failed.
enum WidgetTimelineError: Error, CustomStringConvertible {
    case providerFailed(String)

    var description: String {
        switch self {
        case .providerFailed(let message): message
        }
    }
}

extension VignetteTimeline.TimelineProviderContext {
    /// The context WidgetKit's provider protocols take.
    func widgetKit(isPreview: Bool) -> WidgetKit.TimelineProviderContext {
        WidgetKit.TimelineProviderContext(
            family: WidgetKit.WidgetFamily(core: family), displaySize: displaySize,
            isPreview: isPreview)
    }
}

extension TimelineReloadPolicy {
    /// The core policy.
    var core: VignetteTimeline.TimelineReloadPolicy {
        switch kind {
        case .atEnd: .atEnd
        case .never: .never
        case .after(let date): .after(date)
        }
    }
}

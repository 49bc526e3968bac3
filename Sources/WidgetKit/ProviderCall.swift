import Foundation
import Vignette

/// Asks a provider for its timeline through the completion handler, waits for the
/// answer, and picks the entry in force at the render clock.
struct ProviderCall<Provider: TimelineProvider> {
    let provider: Provider
    /// How long a completion may take before the render fails naming the provider.
    let timeout: TimeInterval

    /// The entry shown at `date`: the last one dated at or before it, or the first when
    /// every entry is later (the provider dated its entries by the real clock).
    func entry(in context: TimelineProviderContext, at date: Date) throws -> Provider.Entry {
        let timeline = try self.timeline(in: context)
        return try entryInForce(
            timeline.entries, at: date, provider: providerName(Provider.self), family: context.family)
    }

    /// The timeline, through `getTimeline(in:completion:)`.
    func timeline(in context: TimelineProviderContext) throws -> Timeline<Provider.Entry> {
        try wait("getTimeline(in:completion:)") { provider.getTimeline(in: context, completion: $0) }
    }

    /// The gallery snapshot, through `getSnapshot(in:completion:)`.
    func snapshot(in context: TimelineProviderContext) throws -> Provider.Entry {
        try wait("getSnapshot(in:completion:)") { provider.getSnapshot(in: context, completion: $0) }
    }

    private func wait<Value>(_ call: String, _ start: (@escaping @Sendable (Value) -> Void) -> Void) throws -> Value {
        let box = CompletionBox<Value>()
        start { box.complete($0) }
        guard let value = box.wait(timeout) else {
            throw WidgetKitError.providerTimedOut(
                provider: providerName(Provider.self), call: call, seconds: timeout,
                blockingMainQueue: !Thread.isMainThread && isOnMainQueue)
        }
        return value
    }
}

/// The entry shown at `date`: the last one dated at or before it, or the first when every entry
/// is later (the provider dated its entries by the real clock).
func entryInForce<Entry: TimelineEntry>(
    _ entries: [Entry], at date: Date, provider: String, family: WidgetFamily
) throws -> Entry {
    let entries = entries.sorted { $0.date < $1.date }
    guard let first = entries.first else {
        throw WidgetKitError.emptyTimeline(provider: provider, family: family.rawValue)
    }
    return entries.last { $0.date <= date } ?? first
}

/// The first value a completion handler is called with; later calls are ignored.
private final class CompletionBox<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private let done = DispatchSemaphore(value: 0)
    private var value: Value?

    func complete(_ newValue: Value) {
        lock.lock()
        defer { lock.unlock() }
        guard value == nil else { return }
        value = newValue
        done.signal()
    }

    /// Waits up to `timeout` seconds, the main run loop running meanwhile on the main thread
    /// (`waitRunningMainRunLoop`): a provider may call its completion from the main queue.
    func wait(_ timeout: TimeInterval) -> Value? {
        waitRunningMainRunLoop(done, timeout: timeout)
        lock.lock()
        defer { lock.unlock() }
        return value
    }
}

/// What went wrong asking a provider for entries.
public enum WidgetKitError: Error, Equatable, CustomStringConvertible {
    /// The provider did not call its completion handler in time; `blockingMainQueue` when the render waited in a block
    /// of the main queue off the main thread, where work the provider sends to the main queue or actor cannot run.
    case providerTimedOut(provider: String, call: String, seconds: TimeInterval, blockingMainQueue: Bool = false)
    /// The provider's `async` requirement threw.
    case providerFailed(provider: String, call: String, message: String)
    /// The provider's timeline had no entries.
    case emptyTimeline(provider: String, family: String)
    /// Intent values were given to a widget that has no configuration intent.
    case notConfigurable(kind: String)
    /// Intent values were given for a kind the bundle does not have.
    case unknownKind(kind: String, kinds: [String])
    /// A preview's entry is not the widget's entry type.
    case previewEntryMismatch(expected: String, given: String)
    /// A view preview was rendered as a widget.
    case notAWidgetPreview(name: String)
    /// A preview has no entry at that index.
    case previewEntryOutOfRange(index: Int, count: Int)
    /// A bundle's block of widgets was rendered as if it were one widget.
    case bundleIsNotAWidget
    /// An `ActivityConfiguration` was rendered as a widget.
    case activityIsNotAWidget(attributes: String)
    /// A Live Activity's definition was asked of a widget with another configuration.
    case notAnActivity(type: String)
    /// Attributes or a content state of another type than the configuration's.
    case activityValueMismatch(expected: String, given: String)

    /// The message, naming the provider or widget and what is wrong.
    public var description: String {
        switch self {
        case .providerTimedOut(let provider, let call, let seconds, let blockingMainQueue):
            "timeline provider '\(provider)' did not call the completion of \(call) within \(seconds.formatted()) s"
                + (blockingMainQueue
                    ? " while the render held the main queue (a @MainActor test or an async program's main actor), where "
                        + "work the provider sends to the main queue or the main actor cannot run: render from a "
                        + "nonisolated context" : "")
        case .providerFailed(let provider, let call, let message):
            "timeline provider '\(provider)' threw from \(call): \(message)"
        case .emptyTimeline(let provider, let family):
            "timeline provider '\(provider)' returned a timeline with no entries for \(family); expected at least one"
        case .notConfigurable(let kind):
            "widget '\(kind)' has a StaticConfiguration, so it takes no intent values; only an AppIntentConfiguration does"
        case .unknownKind(let kind, let kinds):
            "the bundle has no widget of kind '\(kind)'; its kinds are: \(kinds.joined(separator: ", "))"
        case .previewEntryMismatch(let expected, let given):
            "the preview's entry is a \(given), but the widget draws \(expected)"
        case .notAWidgetPreview(let name):
            "preview '\(name)' shows a view, not a widget"
        case .previewEntryOutOfRange(let index, let count):
            "the preview has \(count) entries; there is no entry \(index)"
        case .bundleIsNotAWidget:
            "a WidgetBundle's body holds several widgets, not one; render them with WidgetDefinition.definitions(of:)"
        case .activityIsNotAWidget(let attributes):
            "the ActivityConfiguration for \(attributes) is a Live Activity, not a widget: render it as an activity "
                + "(ActivityDefinition, WidgetCatalog.activities)"
        case .notAnActivity(let type):
            "widget '\(type)' has no ActivityConfiguration, so it is no Live Activity"
        case .activityValueMismatch(let expected, let given):
            "the Live Activity draws \(expected), but was given a \(given)"
        }
    }
}

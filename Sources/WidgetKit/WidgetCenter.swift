import Foundation

/// The app's handle on its widgets. Vignette runs no widget host, so each call is recorded
/// (`recordedCalls`) for a test or the command line to inspect, and nothing is reloaded.
public final class WidgetCenter: @unchecked Sendable {
    /// The one widget center.
    public static let shared = WidgetCenter()

    /// A call made to the widget center.
    public enum Call: Hashable, Sendable {
        /// `reloadTimelines(ofKind:)` with the kind.
        case reloadTimelines(kind: String)
        /// `reloadAllTimelines()`.
        case reloadAllTimelines
        /// `getCurrentConfigurations(_:)` or `currentConfigurations()`.
        case getCurrentConfigurations
    }

    private let lock = NSLock()
    private var calls: [Call] = []

    private init() {}

    /// Asks WidgetKit to reload the timelines of the widgets of `kind`: recorded.
    public func reloadTimelines(ofKind kind: String) {
        record(.reloadTimelines(kind: kind))
    }

    /// Asks WidgetKit to reload every widget's timeline: recorded.
    public func reloadAllTimelines() {
        record(.reloadAllTimelines)
    }

    /// The widgets the user has added: none on Linux, delivered at once.
    public func getCurrentConfigurations(_ completion: @escaping @Sendable (Result<[WidgetInfo], any Error>) -> Void) {
        record(.getCurrentConfigurations)
        completion(.success([]))
    }

    /// The widgets the user has added: none on Linux.
    public func currentConfigurations() async throws -> [WidgetInfo] {
        record(.getCurrentConfigurations)
        return []
    }

    /// The calls made so far, oldest first.
    public var recordedCalls: [Call] {
        lock.lock()
        defer { lock.unlock() }
        return calls
    }

    /// Forgets the calls recorded so far (between tests).
    public func removeRecordedCalls() {
        lock.lock()
        defer { lock.unlock() }
        calls.removeAll()
    }

    private func record(_ call: Call) {
        lock.lock()
        defer { lock.unlock() }
        calls.append(call)
    }
}

/// A widget the user has added: its kind and family.
public struct WidgetInfo: Hashable, Sendable {
    /// The widget's kind.
    public let kind: String
    /// The widget's family.
    public let family: WidgetFamily
}

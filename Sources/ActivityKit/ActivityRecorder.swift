import Foundation

/// What the app asked of ActivityKit in this process (Vignette's, not Apple's: Docs/SwiftUI/LiveActivities.md §4).
///
/// ```swift
/// _ = try Activity.request(attributes: order, content: .init(state: .preparing, staleDate: nil))
/// #expect(ActivityRecorder.shared.recordedCalls.count == 1)
/// ```
public final class ActivityRecorder: @unchecked Sendable {
    /// The one recorder.
    public static let shared = ActivityRecorder()

    /// A call made to ActivityKit.
    public enum Call: Hashable, Sendable {
        /// `Activity.request`: the attributes' type, the new activity's id and the push type.
        case request(attributes: String, activityID: String, pushType: PushType?)
        /// `update`: the activity and the alert asked for.
        case update(activityID: String, alert: AlertConfiguration?)
        /// `end`: the activity and its dismissal policy.
        case end(activityID: String, dismissalPolicy: ActivityUIDismissalPolicy)
    }

    private let lock = NSRecursiveLock()
    private var calls: [Call] = []
    private var started = 0
    private var live: [ObjectIdentifier: [AnyObject]] = [:]
    private var startWatchers: [ObjectIdentifier: [(AnyObject) -> Void]] = [:]

    private init() {}

    /// Every call so far, in order.
    public var recordedCalls: [Call] { locked { calls } }

    /// Forgets the calls and the activities, as a fresh process (for tests).
    public func removeAll() {
        locked {
            calls = []
            live = [:]
        }
    }

    func locked<T>(_ body: () throws -> T) rethrows -> T {
        lock.lock()
        defer { lock.unlock() }
        return try body()
    }

    func record(_ call: Call) { locked { calls.append(call) } }

    func activities<A>(of type: A.Type) -> [AnyObject] { locked { live[ObjectIdentifier(type)] ?? [] } }

    /// A new activity with the next id, listed and announced.
    func start<A, T: AnyObject>(_ type: A.Type, pushType: PushType?, make: (String) -> T) -> T {
        let (activity, watchers): (T, [(AnyObject) -> Void]) = locked {
            started += 1
            let activity = make("activity-\(started)")
            calls.append(.request(attributes: "\(A.self)", activityID: "activity-\(started)", pushType: pushType))
            live[ObjectIdentifier(type), default: []].append(activity)
            return (activity, startWatchers[ObjectIdentifier(type)] ?? [])
        }
        for watcher in watchers { watcher(activity) }
        return activity
    }

    func dismiss<A>(_ activity: AnyObject, of type: A.Type) {
        locked { live[ObjectIdentifier(type)]?.removeAll { $0 === activity } }
    }

    func watchStarts<A>(of type: A.Type, _ watcher: @escaping (AnyObject) -> Void) {
        locked { startWatchers[ObjectIdentifier(type), default: []].append(watcher) }
    }
}

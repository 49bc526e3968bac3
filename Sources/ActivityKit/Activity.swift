import Foundation

/// A Live Activity as the app starts, updates and ends it.
///
/// Vignette runs no Lock Screen or Dynamic Island to show it, so these calls are a **recorder**
/// (Docs/SwiftUI/LiveActivities.md §4): `request` makes an activity that `activities` lists,
/// `update` changes its content, `end` ends it, the update sequences deliver those changes, and
/// `ActivityRecorder.shared.recordedCalls` lists every call for a test to check. Nothing leaves
/// the process: there are no push tokens and no alerts. Shared code that starts or updates an
/// activity (an App Intent the activity's buttons run, a model file the widget target compiles)
/// therefore compiles and runs unchanged.
public final class Activity<Attributes: ActivityAttributes>: Identifiable, @unchecked Sendable {
    /// The dynamic content's type.
    public typealias ContentState = Attributes.ContentState
    /// The life-cycle states the activity goes through from now on.
    public typealias ActivityStateUpdates = AsyncStream<ActivityState>
    /// The content updates from now on.
    public typealias ContentUpdates = AsyncStream<ActivityContent<ContentState>>
    /// Push tokens: none on Linux, so the sequence ends at once.
    public typealias PushTokenUpdates = AsyncStream<Data>
    /// Activities of this type started from now on.
    public typealias ActivityUpdates = AsyncStream<Activity<Attributes>>

    /// A unique id: `activity-1`, `activity-2`… in the order of the requests.
    public let id: String
    /// The static attributes it was started with.
    public let attributes: Attributes
    private var storedContent: ActivityContent<ContentState>
    private var storedState: ActivityState = .active
    private var stateWatchers: [ActivityStateUpdates.Continuation] = []
    private var contentWatchers: [ContentUpdates.Continuation] = []

    init(id: String, attributes: Attributes, content: ActivityContent<ContentState>) {
        self.id = id
        self.attributes = attributes
        storedContent = content
    }

    /// The latest content.
    public var content: ActivityContent<ContentState> { ActivityRecorder.shared.locked { storedContent } }
    /// Where the activity is in its life cycle.
    public var activityState: ActivityState { ActivityRecorder.shared.locked { storedState } }
    /// The push token: nil, as ActivityKit gives before it has one (none ever comes on Linux).
    public var pushToken: Data? { nil }

    /// The latest content state (iOS 16.1; use `content.state`).
    @available(*, deprecated, message: "use content.state")
    public var contentState: ContentState { content.state }

    /// The activities of this type the process started that are not dismissed.
    public static var activities: [Activity<Attributes>] {
        ActivityRecorder.shared.activities(of: Attributes.self).compactMap { $0 as? Activity<Attributes> }
    }

    /// Starts an activity: recorded, listed by `activities`, delivered to `activityUpdates`.
    public static func request(
        attributes: Attributes, content: ActivityContent<ContentState>,
        pushType: PushType? = nil
    ) throws -> Activity<Attributes> {
        ActivityRecorder.shared.start(Attributes.self, pushType: pushType) { id in
            Activity(id: id, attributes: attributes, content: content)
        }
    }

    /// Starts an activity of `style` (iOS 18): recorded as `request(attributes:content:pushType:)`.
    public static func request(
        attributes: Attributes, content: ActivityContent<ContentState>, pushType: PushType? = nil,
        style: ActivityStyle
    ) throws -> Activity<Attributes> {
        try request(attributes: attributes, content: content, pushType: pushType)
    }

    /// Starts an activity with a content state (iOS 16.1 form).
    @available(*, deprecated, message: "use request(attributes:content:pushType:)")
    public static func request(
        attributes: Attributes, contentState: ContentState,
        pushType: PushType? = nil
    ) throws -> Activity<Attributes> {
        try request(
            attributes: attributes, content: ActivityContent(state: contentState, staleDate: nil), pushType: pushType)
    }

    /// Replaces the content, unless the activity ended (ActivityKit ignores those updates).
    public func update(_ content: ActivityContent<ContentState>, alertConfiguration: AlertConfiguration? = nil) async {
        ActivityRecorder.shared.record(.update(activityID: id, alert: alertConfiguration))
        let watchers: [ContentUpdates.Continuation] = ActivityRecorder.shared.locked {
            guard storedState == .active || storedState == .stale else { return [] }
            storedContent = content
            return contentWatchers
        }
        // Content states need not be Sendable (ActivityKit does not ask it); each watcher gets the
        // same immutable value.
        for watcher in watchers {
            nonisolated(unsafe) let shared = content
            watcher.yield(shared)
        }
    }

    /// Replaces the content state (iOS 16.1 form).
    @available(*, deprecated, message: "use update(_:alertConfiguration:)")
    public func update(using contentState: ContentState, alertConfiguration: AlertConfiguration? = nil) async {
        await update(ActivityContent(state: contentState, staleDate: nil), alertConfiguration: alertConfiguration)
    }

    /// Ends the activity with its final content: `.ended`, or `.dismissed` (and no longer
    /// listed) with the `.immediate` policy.
    public func end(
        _ content: ActivityContent<ContentState>?, dismissalPolicy: ActivityUIDismissalPolicy = .default
    ) async {
        ActivityRecorder.shared.record(.end(activityID: id, dismissalPolicy: dismissalPolicy))
        let dismissed = dismissalPolicy == .immediate
        let (states, contents): ([ActivityStateUpdates.Continuation], [ContentUpdates.Continuation]) =
            ActivityRecorder.shared.locked {
                guard storedState != .ended, storedState != .dismissed else { return ([], []) }
                if let content { storedContent = content }
                storedState = dismissed ? .dismissed : .ended
                return (stateWatchers, content == nil ? [] : contentWatchers)
            }
        for watcher in contents {
            nonisolated(unsafe) let shared = content!
            watcher.yield(shared)
        }
        for watcher in states { watcher.yield(dismissed ? .dismissed : .ended) }
        if dismissed {
            ActivityRecorder.shared.dismiss(self, of: Attributes.self)
            finishWatchers()
        }
    }

    /// Ends the activity with a content state (iOS 16.1 form).
    @available(*, deprecated, message: "use end(_:dismissalPolicy:)")
    public func end(
        using contentState: ContentState? = nil, dismissalPolicy: ActivityUIDismissalPolicy = .default
    ) async {
        await end(contentState.map { ActivityContent(state: $0, staleDate: nil) }, dismissalPolicy: dismissalPolicy)
    }

    /// The states the activity goes through from now on; the sequence ends when it is dismissed.
    public var activityStateUpdates: ActivityStateUpdates {
        AsyncStream { continuation in
            let open: Bool = ActivityRecorder.shared.locked {
                guard storedState != .dismissed else { return false }
                stateWatchers.append(continuation)
                return true
            }
            if !open { continuation.finish() }
        }
    }

    /// The content updates from now on; the sequence ends when the activity is dismissed.
    public var contentUpdates: ContentUpdates {
        AsyncStream { continuation in
            let open: Bool = ActivityRecorder.shared.locked {
                guard storedState != .dismissed else { return false }
                contentWatchers.append(continuation)
                return true
            }
            if !open { continuation.finish() }
        }
    }

    /// Push tokens: none come on Linux; the sequence ends at once.
    public var pushTokenUpdates: PushTokenUpdates { AsyncStream { $0.finish() } }

    /// Activities of this type requested from now on.
    public static var activityUpdates: ActivityUpdates {
        AsyncStream { continuation in
            ActivityRecorder.shared.watchStarts(of: Attributes.self) { activity in
                if let activity = activity as? Activity<Attributes> { continuation.yield(activity) }
            }
        }
    }

    /// How many update sequences watch the activity (for tests that wait for a subscriber).
    package var watcherCount: Int { ActivityRecorder.shared.locked { stateWatchers.count + contentWatchers.count } }

    private func finishWatchers() {
        let (states, contents) = ActivityRecorder.shared.locked {
            defer {
                stateWatchers = []
                contentWatchers = []
            }
            return (stateWatchers, contentWatchers)
        }
        states.forEach { $0.finish() }
        contents.forEach { $0.finish() }
    }
}

/// Whether the app may start Live Activities: always on Linux, where the recorder takes them.
public final class ActivityAuthorizationInfo: Sendable {
    /// Whether the person allows the app's Live Activities: true.
    public var areActivitiesEnabled: Bool { true }
    /// Whether frequent push updates are allowed: false (there are no pushes).
    public var frequentPushesEnabled: Bool { false }
    /// Changes of `areActivitiesEnabled`: the current value, then the end.
    public typealias ActivityEnablementUpdates = AsyncStream<Bool>
    /// Changes of `frequentPushesEnabled`: the current value, then the end.
    public typealias FrequentPushEnablementUpdates = AsyncStream<Bool>

    /// The app's authorization.
    public init() {}

    /// Whether the app may start activities, as it changes.
    public var activityEnablementUpdates: ActivityEnablementUpdates {
        AsyncStream {
            $0.yield(true)
            $0.finish()
        }
    }

    /// Whether frequent pushes are allowed, as it changes.
    public var frequentPushEnablementUpdates: FrequentPushEnablementUpdates {
        AsyncStream {
            $0.yield(false)
            $0.finish()
        }
    }
}

// Like Apple's frameworks, importing ActivityKit alone gives Foundation (and the names Linux's lacks).
@_exported import Foundation
@_exported import VignetteFoundation

/// What a Live Activity shows: its static attributes (the conforming type's properties) and the
/// dynamic `ContentState` its updates carry, as in ActivityKit (Docs/SwiftUI/LiveActivities.md).
public protocol ActivityAttributes: Decodable, Encodable {
    /// The dynamic content of the Live Activity.
    associatedtype ContentState: Decodable, Encodable, Hashable
}

/// A content state with when it goes stale and how relevant it is (ActivityKit, iOS 16.2).
public struct ActivityContent<State> where State: Decodable, State: Encodable, State: Hashable {
    /// The dynamic content.
    public let state: State
    /// When the system considers the content out of date; nil: never. Views read it as
    /// `ActivityViewContext.isStale` once the render clock reaches it.
    public let staleDate: Date?
    /// Which of an app's activities the Dynamic Island shows first: the highest score.
    public let relevanceScore: Double

    /// `state`, stale at `staleDate`, with `relevanceScore`.
    public init(state: State, staleDate: Date?, relevanceScore: Double = 0.0) {
        self.state = state
        self.staleDate = staleDate
        self.relevanceScore = relevanceScore
    }
}

extension ActivityContent: Equatable {}
extension ActivityContent: Hashable {}
extension ActivityContent: Sendable where State: Sendable {}

/// Where a Live Activity is in its life cycle.
public enum ActivityState: Codable, Hashable, Sendable {
    /// Visible, and taking content updates.
    case active
    /// Visible, but ended: it takes no more updates.
    case ended
    /// Ended and removed by a person or the system.
    case dismissed
    /// Its content is out of date and needs an update.
    case stale
    /// Scheduled to start at a later date.
    case pending
}

/// When the system removes a Live Activity that ended.
public struct ActivityUIDismissalPolicy: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case system, immediate, after(Date)
    }

    let kind: Kind

    /// The system's default: the ended activity stays on the Lock Screen for up to four hours.
    public static let `default` = ActivityUIDismissalPolicy(kind: .system)
    /// Removed at once; its state becomes `.dismissed`.
    public static let immediate = ActivityUIDismissalPolicy(kind: .immediate)

    /// Removed at `date`, within four hours of ending.
    public static func after(_ date: Date) -> ActivityUIDismissalPolicy {
        ActivityUIDismissalPolicy(kind: .after(date))
    }
}

/// How a Live Activity receives content updates through ActivityKit push notifications.
public struct PushType: Hashable, Sendable {
    let channel: String?

    /// Updates through the activity's own push token.
    public static let token = PushType(channel: nil)

    /// Updates through the broadcast channel `channelId`.
    public static func channel(_ channelId: String) -> PushType { PushType(channel: channelId) }
}

/// Whether a Live Activity stays in the Dynamic Island and on the Lock Screen until it ends
/// (`standard`) or goes once the person has seen it (`transient`), iOS 18.
public enum ActivityStyle: Hashable, Sendable {
    /// Until it ends.
    case standard
    /// Only until the person has seen it.
    case transient
}

/// The alert that comes with a content update: a title and body (shown on Apple Watch) and a sound.
public struct AlertConfiguration: Hashable, Sendable {
    /// A sound for the alert.
    public struct AlertSound: Hashable, Sendable {
        let name: String?

        /// The system's default alert sound.
        public static var `default`: AlertSound { AlertSound(name: nil) }

        /// The sound file `name` of the app's bundle.
        public static func named(_ name: String) -> AlertSound { AlertSound(name: name) }
    }

    /// A short title for the update.
    public var title: LocalizedStringResource
    /// The alert's main text.
    public var body: LocalizedStringResource
    /// The sound played with it.
    public var sound: AlertSound

    /// An alert with `title`, `body` and `sound`.
    public init(title: LocalizedStringResource, body: LocalizedStringResource, sound: AlertSound) {
        self.title = title
        self.body = body
        self.sound = sound
    }
}

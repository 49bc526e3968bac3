import AppIntents
import Foundation
import VignetteFoundation

/// An alarm: when it alerts and its state.
public struct Alarm: Identifiable, Codable, Hashable, Sendable {
    /// When an alarm alerts.
    public enum Schedule: Codable, Hashable, Sendable {
        /// At a date.
        case fixed(Date)
        /// At a time of day, on some weekdays or once.
        case relative(Relative)

        /// A time of day and how it repeats.
        public struct Relative: Codable, Hashable, Sendable {
            /// An hour and minute.
            public struct Time: Codable, Hashable, Sendable {
                /// 0–23.
                public var hour: Int
                /// 0–59.
                public var minute: Int
                /// `hour`:`minute`.
                public init(hour: Int, minute: Int) {
                    self.hour = hour
                    self.minute = minute
                }
            }
            /// Once, or on weekdays.
            public enum Recurrence: Codable, Hashable, Sendable {
                /// Once.
                case never
                /// Every week on these days.
                case weekly([Locale.Weekday])
            }
            /// The time of day.
            public var time: Time
            /// How it repeats.
            public var repeats: Recurrence
            /// At `time`, repeating as `repeats`.
            public init(time: Time, repeats: Recurrence = .never) {
                self.time = time
                self.repeats = repeats
            }
        }
    }

    /// The countdown before the alert and after a snooze, in seconds.
    public struct CountdownDuration: Codable, Hashable, Sendable {
        /// Before the alert.
        public var preAlert: TimeInterval?
        /// After a snooze.
        public var postAlert: TimeInterval?
        /// Countdowns of `preAlert` and `postAlert` seconds.
        public init(preAlert: TimeInterval?, postAlert: TimeInterval?) {
            self.preAlert = preAlert
            self.postAlert = postAlert
        }
    }

    /// Where an alarm is.
    public enum State: Codable, Hashable, Sendable {
        /// Waiting, counting down, paused or alerting.
        case scheduled, countdown, paused, alerting
    }

    /// The alarm's identifier.
    public var id: UUID
    /// When it alerts.
    public var schedule: Schedule?
    /// Its countdowns.
    public var countdownDuration: CountdownDuration?
    /// Where it is.
    public var state: State
}

/// The alarms of the app: none on Linux. Nothing is scheduled: authorization is not determined until
/// asked, and asking answers as a declined prompt; scheduling and every change throw, naming AlarmKit
/// and the call; the list of alarms is empty (Docs/Compatibility.md, "Frameworks Linux lacks").
public final class AlarmManager: @unchecked Sendable {
    /// Whether the app may schedule alarms.
    public enum AuthorizationState: Codable, Hashable, Sendable {
        /// Not asked yet, declined, or allowed.
        case notDetermined, denied, authorized
    }

    /// What an alarm is: when, its countdowns, its Live Activity's attributes and intents.
    public struct AlarmConfiguration<Metadata: AlarmMetadata> {
        /// The countdowns, if any.
        public var countdownDuration: Alarm.CountdownDuration?
        /// When it alerts, if scheduled.
        public var schedule: Alarm.Schedule?
        /// Its Live Activity's attributes.
        public var attributes: AlarmAttributes<Metadata>
        /// What the stop button runs.
        public var stopIntent: (any LiveActivityIntent)?
        /// What the second button runs.
        public var secondaryIntent: (any LiveActivityIntent)?

        /// An alarm with these parts.
        public init(
            countdownDuration: Alarm.CountdownDuration? = nil, schedule: Alarm.Schedule? = nil,
            attributes: AlarmAttributes<Metadata>, stopIntent: (any LiveActivityIntent)? = nil,
            secondaryIntent: (any LiveActivityIntent)? = nil
        ) {
            self.countdownDuration = countdownDuration
            self.schedule = schedule
            self.attributes = attributes
            self.stopIntent = stopIntent
            self.secondaryIntent = secondaryIntent
        }

        /// An alarm that alerts on `schedule`.
        public static func alarm(
            schedule: Alarm.Schedule? = nil, attributes: AlarmAttributes<Metadata>,
            stopIntent: (any LiveActivityIntent)? = nil, secondaryIntent: (any LiveActivityIntent)? = nil
        ) -> Self {
            Self(schedule: schedule, attributes: attributes, stopIntent: stopIntent, secondaryIntent: secondaryIntent)
        }

        /// A timer that alerts after `duration` seconds.
        public static func timer(
            duration: TimeInterval, attributes: AlarmAttributes<Metadata>,
            stopIntent: (any LiveActivityIntent)? = nil, secondaryIntent: (any LiveActivityIntent)? = nil
        ) -> Self {
            Self(
                countdownDuration: .init(preAlert: duration, postAlert: nil), attributes: attributes,
                stopIntent: stopIntent, secondaryIntent: secondaryIntent)
        }
    }

    /// The app's alarm manager.
    public static let shared = AlarmManager()

    private let lock = NSLock()
    private var asked = false

    /// Not determined until `requestAuthorization()`, then denied.
    public var authorizationState: AuthorizationState { lock.withLock { asked ? .denied : .notDetermined } }

    /// Answers as a declined prompt (a widget cannot prompt), recorded naming AlarmKit.
    public func requestAuthorization() async throws -> AuthorizationState {
        UnavailableFramework.record("AlarmKit", "AlarmManager.requestAuthorization()")
        lock.withLock { asked = true }
        return .denied
    }

    /// The app's alarms: none (the read is recorded).
    public var alarms: [Alarm] {
        get throws {
            UnavailableFramework.record("AlarmKit", "AlarmManager.alarms")
            return []
        }
    }

    /// Throws naming AlarmKit: nothing is scheduled.
    @discardableResult
    public func schedule<Metadata: AlarmMetadata>(
        id: Alarm.ID, configuration: AlarmConfiguration<Metadata>
    ) async throws -> Alarm {
        throw UnavailableFramework.record("AlarmKit", "AlarmManager.schedule(id:configuration:)")
    }

    /// Throws naming AlarmKit.
    public func cancel(id: Alarm.ID) throws {
        throw UnavailableFramework.record("AlarmKit", "AlarmManager.cancel(id:)")
    }
    /// Throws naming AlarmKit.
    public func stop(id: Alarm.ID) throws { throw UnavailableFramework.record("AlarmKit", "AlarmManager.stop(id:)") }
    /// Throws naming AlarmKit.
    public func countdown(id: Alarm.ID) throws {
        throw UnavailableFramework.record("AlarmKit", "AlarmManager.countdown(id:)")
    }
    /// Throws naming AlarmKit.
    public func pause(id: Alarm.ID) throws { throw UnavailableFramework.record("AlarmKit", "AlarmManager.pause(id:)") }
    /// Throws naming AlarmKit.
    public func resume(id: Alarm.ID) throws {
        throw UnavailableFramework.record("AlarmKit", "AlarmManager.resume(id:)")
    }
}

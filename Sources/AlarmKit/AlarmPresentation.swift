import ActivityKit
import Foundation
import SwiftUI
import VignetteFoundation

/// What an app attaches to its alarms; its Live Activity reads it from `AlarmAttributes.metadata`.
public protocol AlarmMetadata: Codable, Hashable, Sendable {}

/// A button of the system's alarm UI: its title, colour and SF Symbol.
public struct AlarmButton: Hashable, Sendable {
    /// The button's title.
    public var text: LocalizedStringResource
    /// The title's colour.
    public var textColor: Color
    /// The SF Symbol beside the title.
    public var systemImageName: String
    /// A button titled `text` in `textColor` with the symbol `systemImageName`.
    public init(text: LocalizedStringResource, textColor: Color, systemImageName: String) {
        self.text = text
        self.textColor = textColor
        self.systemImageName = systemImageName
    }
}

/// The system UI of an alarm in each of its states: alerting, counting down and paused.
public struct AlarmPresentation: Hashable, Sendable {
    /// What the alerting alarm shows.
    public struct Alert: Hashable, Sendable {
        /// The alarm's title.
        public var title: LocalizedStringResource
        /// The button that stops the alarm.
        public var stopButton: AlarmButton?
        /// A second button (snooze, or open the app).
        public var secondaryButton: AlarmButton?
        /// What the second button does.
        public var secondaryButtonBehavior: SecondaryButtonBehavior?
        /// An alert titled `title` with its buttons.
        public init(
            title: LocalizedStringResource, stopButton: AlarmButton? = nil, secondaryButton: AlarmButton? = nil,
            secondaryButtonBehavior: SecondaryButtonBehavior? = nil
        ) {
            self.title = title
            self.stopButton = stopButton
            self.secondaryButton = secondaryButton
            self.secondaryButtonBehavior = secondaryButtonBehavior
        }
    }

    /// What the second button of an alert does.
    public enum SecondaryButtonBehavior: Hashable, Sendable {
        /// Starts the countdown again (snooze).
        case countdown
        /// Runs the alarm's secondary intent.
        case custom
    }

    /// What a counting-down alarm shows.
    public struct Countdown: Hashable, Sendable {
        /// The countdown's title.
        public var title: LocalizedStringResource
        /// The button that pauses it.
        public var pauseButton: AlarmButton?
        /// A countdown titled `title`.
        public init(title: LocalizedStringResource, pauseButton: AlarmButton? = nil) {
            self.title = title
            self.pauseButton = pauseButton
        }
    }

    /// What a paused alarm shows.
    public struct Paused: Hashable, Sendable {
        /// The paused state's title.
        public var title: LocalizedStringResource
        /// The button that resumes it.
        public var resumeButton: AlarmButton
        /// A paused state titled `title`.
        public init(title: LocalizedStringResource, resumeButton: AlarmButton) {
            self.title = title
            self.resumeButton = resumeButton
        }
    }

    /// The alerting UI.
    public var alert: Alert
    /// The countdown UI, if the alarm counts down.
    public var countdown: Countdown?
    /// The paused UI, if it can be paused.
    public var paused: Paused?
    /// The UI of each state.
    public init(alert: Alert, countdown: Countdown? = nil, paused: Paused? = nil) {
        self.alert = alert
        self.countdown = countdown
        self.paused = paused
    }
}

/// An alarm's Live Activity attributes: the presentation, the app's metadata and the tint.
public struct AlarmAttributes<Metadata: AlarmMetadata>: ActivityAttributes, Hashable, Sendable {
    /// The state shown: the alarm's mode (alert, countdown, paused).
    public typealias ContentState = AlarmPresentationState
    /// The system UI of each state.
    public var presentation: AlarmPresentation
    /// The app's metadata.
    public var metadata: Metadata?
    /// The colour of the alarm's UI.
    public var tintColor: Color
    /// Attributes of an alarm.
    public init(presentation: AlarmPresentation, metadata: Metadata? = nil, tintColor: Color) {
        self.presentation = presentation
        self.metadata = metadata
        self.tintColor = tintColor
    }

    private enum CodingKeys: String, CodingKey { case title, metadata, tintColor }

    /// The title, metadata and tint, as text: what tells two previews' attributes apart.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(presentation.alert.title.description, forKey: .title)
        try container.encodeIfPresent(metadata, forKey: .metadata)
        try container.encode(String(describing: tintColor), forKey: .tintColor)
    }

    /// Attributes read back from what `encode(to:)` writes: an alert of the title, the metadata, and the
    /// accent colour as the tint (a colour written as text is not read back). Apple does not document
    /// the encoding; Vignette decodes them only to draw a Live Activity with `--sample-states`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let title = try container.decode(String.self, forKey: .title)
        self.init(
            presentation: AlarmPresentation(alert: .init(title: LocalizedStringResource(stringLiteral: title))),
            metadata: try container.decodeIfPresent(Metadata.self, forKey: .metadata), tintColor: .accentColor)
    }
}

/// The state of an alarm's Live Activity: which alarm, and its mode.
public struct AlarmPresentationState: Codable, Hashable, Sendable {
    /// The alarm's mode and its times.
    public enum Mode: Codable, Hashable, Sendable {
        /// Alerting.
        case alert(Alert)
        /// Counting down to `fireDate`.
        case countdown(Countdown)
        /// Paused part way.
        case paused(Paused)
    }

    /// An alerting alarm's time.
    public struct Alert: Codable, Hashable, Sendable {
        /// When it alerted.
        public var time: Date
        /// An alert at `time`.
        public init(time: Date) { self.time = time }
    }

    /// A running countdown.
    public struct Countdown: Codable, Hashable, Sendable {
        /// The whole countdown, in seconds.
        public var totalCountdownDuration: TimeInterval
        /// What had run before the last resume, in seconds.
        public var previouslyElapsedDuration: TimeInterval
        /// When it (last) started.
        public var startDate: Date
        /// When it alerts.
        public var fireDate: Date
        /// A countdown of `totalCountdownDuration` seconds started at `startDate`.
        public init(
            totalCountdownDuration: TimeInterval, previouslyElapsedDuration: TimeInterval, startDate: Date,
            fireDate: Date
        ) {
            self.totalCountdownDuration = totalCountdownDuration
            self.previouslyElapsedDuration = previouslyElapsedDuration
            self.startDate = startDate
            self.fireDate = fireDate
        }
    }

    /// A paused countdown.
    public struct Paused: Codable, Hashable, Sendable {
        /// The whole countdown, in seconds.
        public var totalCountdownDuration: TimeInterval
        /// What had run when it paused, in seconds.
        public var previouslyElapsedDuration: TimeInterval
        /// A countdown paused after `previouslyElapsedDuration` of `totalCountdownDuration` seconds.
        public init(totalCountdownDuration: TimeInterval, previouslyElapsedDuration: TimeInterval) {
            self.totalCountdownDuration = totalCountdownDuration
            self.previouslyElapsedDuration = previouslyElapsedDuration
        }
    }

    /// The alarm shown.
    public var alarmID: Alarm.ID
    /// Its mode.
    public var mode: Mode
    /// The state of alarm `alarmID` in `mode`.
    public init(alarmID: Alarm.ID, mode: Mode) {
        self.alarmID = alarmID
        self.mode = mode
    }
}

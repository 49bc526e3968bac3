import Foundation
import Vignette

/// Which widget a Smart Stack shows through simulated days, and why it rotated.
public struct SmartStackReport: Codable, Sendable, Equatable {
    /// When the simulation starts, as local time (from the first report).
    public var start: String
    /// The identifier of the time zone the times are written in (from the first report).
    public var timeZone: String
    /// In the stack's order; the first is on top until relevance says otherwise.
    public var widgets: [Widget]
    /// Every change of the widget on top, in order.
    public var rotations: [Rotation]
    /// Each minute: the widget on top and every widget's relative score.
    public var minutes: [Minute]

    /// One widget of the stack and how long it spent on top.
    public struct Widget: Codable, Sendable, Equatable {
        /// The widget's kind, as in its simulation report.
        public var id: String
        /// The widget's highest score over the whole simulation, which its scores are
        /// divided by; nil when it gives no relevance (the stack never rotates to it).
        public var maxScore: Double?
        /// Minutes the widget was on top.
        public var minutesOnTop: Int
    }

    /// The stack turning from one widget to another.
    public struct Rotation: Codable, Sendable, Equatable {
        /// Minutes from the simulation's start.
        public var minute: Int
        /// Local time of the rotation.
        public var time: String
        /// The widget that was on top.
        public var from: String
        /// The widget now on top.
        public var to: String
        /// The relative scores that decided it, e.g. "course-schedule 1.00 > weather 0.40".
        public var why: String
    }

    /// One minute of the stack.
    public struct Minute: Codable, Sendable, Equatable {
        /// Minutes from the simulation's start.
        public var minute: Int
        /// Local time of the minute.
        public var time: String
        /// The widget on top.
        public var top: String
        /// Each widget's score relative to its own maximum (0…1), in `widgets` order.
        public var scores: [Double]
    }
}

import Foundation
import Vignette

/// Which widget a Smart Stack shows through simulated days, and why it rotated.
public struct SmartStackReport: Codable, Sendable, Equatable {
    public var start: String
    public var timeZone: String
    /// In the stack's order; the first is on top until relevance says otherwise.
    public var widgets: [Widget]
    public var rotations: [Rotation]
    public var minutes: [Minute]

    public struct Widget: Codable, Sendable, Equatable {
        public var id: String
        /// The widget's highest score over the whole simulation, which its scores are
        /// divided by; nil when it gives no relevance (the stack never rotates to it).
        public var maxScore: Double?
        public var minutesOnTop: Int
    }

    public struct Rotation: Codable, Sendable, Equatable {
        public var minute: Int
        public var time: String
        public var from: String
        public var to: String
        /// The relative scores that decided it, e.g. "course-schedule 1.00 > weather 0.40".
        public var why: String
    }

    public struct Minute: Codable, Sendable, Equatable {
        public var minute: Int
        public var time: String
        public var top: String
        /// Each widget's score relative to its own maximum (0…1), in `widgets` order.
        public var scores: [Double]
    }
}

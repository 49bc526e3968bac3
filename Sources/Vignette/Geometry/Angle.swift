import Foundation

/// An angle (SwiftUI's `Angle`). Zero points right (3 o'clock) and angles grow
/// clockwise on screen, as y grows downwards.
public struct Angle: Hashable, Sendable, Comparable {
    /// The angle in radians; the stored unit.
    public var radians: Double

    /// An angle of `radians`.
    public init(radians: Double) {
        self.radians = radians
    }

    /// An angle of `degrees`, stored as radians.
    public init(degrees: Double) {
        self.radians = degrees * .pi / 180
    }

    /// The angle in degrees; setting it sets `radians`, as SwiftUI's `Angle.degrees` does.
    public var degrees: Double {
        get { radians * 180 / .pi }
        set { radians = newValue * .pi / 180 }
    }

    /// An angle in radians, for `.radians(…)` at call sites.
    public static func radians(_ value: Double) -> Angle { Angle(radians: value) }
    /// An angle in degrees, for `.degrees(…)` at call sites.
    public static func degrees(_ value: Double) -> Angle { Angle(degrees: value) }
    /// Pointing right, at 3 o'clock.
    public static let zero = Angle(radians: 0)

    /// Orders angles by size, not by direction (no wrapping at a full turn).
    public static func < (a: Angle, b: Angle) -> Bool { a.radians < b.radians }
    /// The sum of two angles, unwrapped.
    public static func + (a: Angle, b: Angle) -> Angle { Angle(radians: a.radians + b.radians) }
}

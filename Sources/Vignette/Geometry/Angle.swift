import Foundation

/// An angle (SwiftUI's `Angle`). Zero points right (3 o'clock) and angles grow
/// clockwise on screen, as y grows downwards.
public struct Angle: Hashable, Sendable, Comparable {
    public var radians: Double

    public init(radians: Double) {
        self.radians = radians
    }

    public init(degrees: Double) {
        self.radians = degrees * .pi / 180
    }

    public var degrees: Double { radians * 180 / .pi }

    public static func radians(_ value: Double) -> Angle { Angle(radians: value) }
    public static func degrees(_ value: Double) -> Angle { Angle(degrees: value) }
    public static let zero = Angle(radians: 0)

    public static func < (a: Angle, b: Angle) -> Bool { a.radians < b.radians }
    public static func + (a: Angle, b: Angle) -> Angle { Angle(radians: a.radians + b.radians) }
}

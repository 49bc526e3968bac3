import Foundation
import Vignette

// SwiftUI's `Angle` arithmetic, in this module: a widget's files import SwiftUI, not the core, and
// an operator declared in an extension is found only in modules a file imports. Angles add and scale
// like their radians, unwrapped (no reduction to one turn).
extension Angle {
    /// The sum of two angles, unwrapped (the core's own, for files that import only SwiftUI;
    /// disfavoured so a file importing both finds one).
    @_disfavoredOverload public static func + (a: Angle, b: Angle) -> Angle { Angle(radians: a.radians + b.radians) }
    /// The difference of two angles, unwrapped.
    public static func - (a: Angle, b: Angle) -> Angle { Angle(radians: a.radians - b.radians) }
    /// The angle turned the other way.
    public static prefix func - (a: Angle) -> Angle { Angle(radians: -a.radians) }
    /// The angle scaled by `factor`.
    public static func * (a: Angle, factor: Double) -> Angle { Angle(radians: a.radians * factor) }
    /// The angle scaled by `factor`, written factor first.
    public static func * (factor: Double, a: Angle) -> Angle { Angle(radians: a.radians * factor) }
    /// The angle divided by `divisor`.
    public static func / (a: Angle, divisor: Double) -> Angle { Angle(radians: a.radians / divisor) }
    /// Adds `b` to the angle.
    public static func += (a: inout Angle, b: Angle) { a = a + b }
    /// Takes `b` from the angle.
    public static func -= (a: inout Angle, b: Angle) { a = a - b }
    /// Scales the angle by `factor`.
    public static func *= (a: inout Angle, factor: Double) { a = a * factor }
    /// Divides the angle by `divisor`.
    public static func /= (a: inout Angle, divisor: Double) { a = a / divisor }
}

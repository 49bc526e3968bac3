import Foundation
import Vignette

// SwiftUI's `Angle` arithmetic, in this module: a widget's files import SwiftUI, not the core, and
// an operator is found only in modules a file imports.
extension Angle {
    /// The difference of two angles, unwrapped.
    public static func - (a: Angle, b: Angle) -> Angle { Angle(radians: a.radians - b.radians) }
    /// The angle turned the other way.
    public static prefix func - (a: Angle) -> Angle { Angle(radians: -a.radians) }
    /// The angle scaled by `factor`.
    public static func * (a: Angle, factor: Double) -> Angle { Angle(radians: a.radians * factor) }
}

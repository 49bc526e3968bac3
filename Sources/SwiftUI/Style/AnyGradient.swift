import Foundation
import Vignette

/// A colour's standard gradient (`Color.blue.gradient`), used as a style.
///
/// Apple documents it only as "a standard gradient for the color". Vignette draws it top to
/// bottom, from the colour mixed a fifth of the way toward white to the colour itself, so the
/// colour a designer picked is the one at the bottom (Docs/SwiftUI/Controls.md, "Gradients"; our choice).
public struct AnyGradient: ShapeStyle, Hashable, Sendable {
    /// How far toward white the top stop is.
    static let lightening = 0.2

    let color: Color

    /// The core paint: the stops from the top edge to the bottom.
    public var _paint: _ShapePaint { _ShapePaint(paint(from: .top, to: .bottom)) }

    /// The stops, lighter first, from `start` to `end`.
    func paint(from start: UnitPoint, to end: UnitPoint) -> Paint {
        let base = color.paint
        return .linearGradient(
            Vignette.Gradient(colors: [.mixed(base, .white, Self.lightening), base]),
            startPoint: start, endPoint: end)
    }
}

extension ShapeStyle where Self == LinearGradient {
    /// A colour's standard gradient along another line: `.linearGradient(Color.red.gradient, startPoint: .leading, endPoint: .trailing)`.
    public static func linearGradient(
        _ gradient: AnyGradient, startPoint: UnitPoint, endPoint: UnitPoint
    ) -> LinearGradient {
        LinearGradient(paint: gradient.paint(from: startPoint, to: endPoint))
    }
}

extension Color {
    /// The colour's standard gradient, lighter at the top.
    public var gradient: AnyGradient { AnyGradient(color: self) }

    /// This colour moved toward `other` by `fraction`, from 0 (this colour) to 1 (`other`).
    /// Vignette mixes the sRGB components in every colour space.
    public func mix(with other: Color, by fraction: Double, in colorSpace: Gradient.ColorSpace = .perceptual) -> Color {
        Color(paint: .mixed(paint, other.paint, fraction))
    }
}

extension Gradient {
    /// The space a gradient or a mix interpolates in; Vignette interpolates sRGB components in both.
    public enum ColorSpace: Hashable, Sendable {
        /// The device's colour space.
        case device
        /// A perceptually even space.
        case perceptual
    }
}

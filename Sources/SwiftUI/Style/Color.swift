import Foundation
import Vignette

/// A colour: a view that fills the space it is offered, and a `ShapeStyle`.
///
/// System colours follow the colour scheme with the core's table of iOS values
/// (Docs/WidgetFacts.md); `Color(red:green:blue:)` is a fixed sRGB colour.
nonisolated public struct Color: View, PrimitiveView, ShapeStyle, Hashable, Sendable {
    /// Where the colour comes from: a paint, or a colour set looked up when it is used
    /// (Color+Asset.swift), so a `static let` colour follows the render's resources.
    let source: Source

    package init(paint: Paint) {
        source = .paint(paint)
    }

    init(source: Source) {
        self.source = source
    }

    /// A fixed sRGB colour, components from 0 to 1.
    public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
        source = .paint(.rgb(red, green, blue, opacity: opacity))
    }

    /// A fixed colour whose components are given in `colorSpace`, drawn as the sRGB colour it is
    /// (Color+RGBColorSpace.swift).
    public init(_ colorSpace: RGBColorSpace, red: Double, green: Double, blue: Double, opacity: Double = 1) {
        let (r, g, b) = colorSpace.sRGB(red, green, blue)
        self.init(red: r, green: g, blue: b, opacity: opacity)
    }

    /// A grey: 0 is black, 1 is white.
    public init(white: Double, opacity: Double = 1) {
        source = .paint(.rgb(white, white, white, opacity: opacity))
    }

    /// The same colour with its opacity multiplied by `opacity`.
    public func opacity(_ opacity: Double) -> Color {
        switch source {
        case .paint(let paint): Color(paint: paint.opacity(opacity))
        case .named(let name, let origin, let fade):
            Color(source: .named(name, origin: origin, opacity: fade * opacity))
        case .accent(let fade): Color(source: .accent(opacity: fade * opacity))
        }
    }

    /// The core paint of this colour.
    public var _paint: _ShapePaint { _ShapePaint(paint) }

    /// Primitive: lowered by Vignette, not through a body.
    public var body: Never { primitiveBody() }

    package func lower(in environment: EnvironmentValues) -> Node { .fill(paint) }

    /// The colour spaces of `Color(_:red:green:blue:opacity:)`.
    public enum RGBColorSpace: Hashable, Sendable {
        /// Standard RGB.
        case sRGB
        /// sRGB's primaries with a linear transfer function: components proportional to light.
        case sRGBLinear
        /// Display P3: wider primaries, sRGB's transfer function.
        case displayP3
    }

    /// The colour of primary content: black in light, white in dark (the label colour).
    public static let primary = Color(paint: .label)
    /// The colour of secondary content (the secondary label colour).
    public static let secondary = Color(paint: .secondaryLabel)
    /// The system red, following the colour scheme.
    public static let red = Color(paint: .red)
    /// The system orange, following the colour scheme.
    public static let orange = Color(paint: .orange)
    /// The system yellow, following the colour scheme.
    public static let yellow = Color(paint: .yellow)
    /// The system green, following the colour scheme.
    public static let green = Color(paint: .green)
    /// The system mint, following the colour scheme.
    public static let mint = Color(paint: .mint)
    /// The system teal, following the colour scheme.
    public static let teal = Color(paint: .teal)
    /// The system cyan, following the colour scheme.
    public static let cyan = Color(paint: .cyan)
    /// The system blue, following the colour scheme.
    public static let blue = Color(paint: .blue)
    /// The system indigo, following the colour scheme.
    public static let indigo = Color(paint: .indigo)
    /// The system purple, following the colour scheme.
    public static let purple = Color(paint: .purple)
    /// The system pink, following the colour scheme.
    public static let pink = Color(paint: .pink)
    /// The system brown, following the colour scheme.
    public static let brown = Color(paint: .brown)
    /// The system gray, following the colour scheme.
    public static let gray = Color(paint: .gray)
    /// The system white.
    public static let white = Color(paint: .white)
    /// The system black.
    public static let black = Color(paint: .black)
    /// The system clear.
    public static let clear = Color(paint: .clear)
}

extension ShapeStyle where Self == Color {
    /// The system red, as a style.
    public static var red: Color { Color.red }
    /// The system orange, as a style.
    public static var orange: Color { Color.orange }
    /// The system yellow, as a style.
    public static var yellow: Color { Color.yellow }
    /// The system green, as a style.
    public static var green: Color { Color.green }
    /// The system mint, as a style.
    public static var mint: Color { Color.mint }
    /// The system teal, as a style.
    public static var teal: Color { Color.teal }
    /// The system cyan, as a style.
    public static var cyan: Color { Color.cyan }
    /// The system blue, as a style.
    public static var blue: Color { Color.blue }
    /// The system indigo, as a style.
    public static var indigo: Color { Color.indigo }
    /// The system purple, as a style.
    public static var purple: Color { Color.purple }
    /// The system pink, as a style.
    public static var pink: Color { Color.pink }
    /// The system brown, as a style.
    public static var brown: Color { Color.brown }
    /// The system gray, as a style.
    public static var gray: Color { Color.gray }
    /// The system white, as a style.
    public static var white: Color { Color.white }
    /// The system black, as a style.
    public static var black: Color { Color.black }
    /// The system clear, as a style.
    public static var clear: Color { Color.clear }
}

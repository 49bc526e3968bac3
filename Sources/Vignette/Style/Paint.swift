import Foundation

/// What fills a shape or colours text: a fixed colour, a named system colour, or a
/// pair that follows the colour scheme. Resolved to `RGBA` by the environment.
public enum Paint: Hashable, Sendable {
    /// A fixed sRGB colour, the same in light and dark mode.
    case color(RGBA)
    /// A named iOS system colour, resolved for the colour scheme and OS version.
    case system(SystemColor)
    /// One paint in light mode and another in dark mode.
    indirect case adaptive(light: Paint, dark: Paint)
    /// The environment's foreground style (what `foregroundStyle` set), like SwiftUI's `.foreground`.
    case foreground
    /// Another paint with its alpha multiplied by a factor.
    indirect case faded(Paint, Double)
    /// A linear, radial or angular gradient spanning the frame of what it paints.
    case gradient(GradientPaint)
    /// The first paint moved toward the second by a fraction from 0 (the first) to 1 (the
    /// second), each component in sRGB (SwiftUI's `Color.mix(with:by:)`).
    indirect case mixed(Paint, Paint, Double)

    /// A fixed sRGB colour, components in 0…1.
    public static func rgb(_ red: Double, _ green: Double, _ blue: Double, opacity: Double = 1) -> Paint {
        .color(RGBA(red: red, green: green, blue: blue, alpha: opacity))
    }

    /// A fixed colour from `0xRRGGBB`.
    public static func hex(_ value: UInt32, opacity: Double = 1) -> Paint {
        .color(RGBA(hex: value, alpha: opacity))
    }

    /// The same paint, more transparent.
    public func opacity(_ factor: Double) -> Paint {
        if case .color(let c) = self { return .color(c.withAlpha(factor)) }
        return .faded(self, factor)
    }

    /// The concrete colour in a scheme, OS and contrast; `foreground` stands in for `.foreground`.
    public func resolve(
        scheme: ColorScheme, os: OSVersion, foreground: RGBA, contrast: ColorSchemeContrast = .standard
    ) -> RGBA {
        let resolve = { (p: Paint) in p.resolve(scheme: scheme, os: os, foreground: foreground, contrast: contrast) }
        switch self {
        case .color(let c): return c
        case .system(let s): return s.resolve(scheme, os: os, contrast: contrast)
        case .adaptive(let light, let dark): return resolve(scheme == .light ? light : dark)
        case .foreground: return foreground
        case .faded(let paint, let factor): return resolve(paint).withAlpha(factor)
        case .mixed(let paint, let other, let fraction): return resolve(paint).mixed(with: resolve(other), by: fraction)
        case .gradient(let g):
            // Where one colour must stand for the gradient (see WidgetEnvironment.resolve(_:in:)).
            return g.resolved(in: .zero, colors: resolve).color(at: 0.5)
        }
    }
}

extension Paint {
    /// Primary text: black in light mode, white in dark.
    public static let label = Paint.system(.label)
    /// Secondary text, a translucent grey.
    public static let secondaryLabel = Paint.system(.secondaryLabel)
    /// Tertiary text, fainter than secondary.
    public static let tertiaryLabel = Paint.system(.tertiaryLabel)
    /// Quaternary text, the faintest label level.
    public static let quaternaryLabel = Paint.system(.quaternaryLabel)
    /// Thin separator lines, translucent.
    public static let separator = Paint.system(.separator)
    /// The main background: white in light mode, black in dark.
    public static let systemBackground = Paint.system(.systemBackground)
    /// Backgrounds layered on the main background.
    public static let secondarySystemBackground = Paint.system(.secondarySystemBackground)
    /// Backgrounds layered on the secondary background.
    public static let tertiarySystemBackground = Paint.system(.tertiarySystemBackground)
    /// Translucent fill for thin and small shapes.
    public static let systemFill = Paint.system(.systemFill)
    /// Translucent fill for medium-size shapes.
    public static let secondarySystemFill = Paint.system(.secondarySystemFill)
    /// The system red tint, adjusted per colour scheme.
    public static let red = Paint.system(.red)
    /// The system orange tint, adjusted per colour scheme.
    public static let orange = Paint.system(.orange)
    /// The system yellow tint, adjusted per colour scheme.
    public static let yellow = Paint.system(.yellow)
    /// The system green tint, adjusted per colour scheme.
    public static let green = Paint.system(.green)
    /// The system mint tint, adjusted per colour scheme.
    public static let mint = Paint.system(.mint)
    /// The system teal tint, adjusted per colour scheme.
    public static let teal = Paint.system(.teal)
    /// The system cyan tint, adjusted per colour scheme.
    public static let cyan = Paint.system(.cyan)
    /// The system blue tint (iOS's default accent), adjusted per colour scheme.
    public static let blue = Paint.system(.blue)
    /// The system indigo tint, adjusted per colour scheme.
    public static let indigo = Paint.system(.indigo)
    /// The system purple tint, adjusted per colour scheme.
    public static let purple = Paint.system(.purple)
    /// The system pink tint, adjusted per colour scheme.
    public static let pink = Paint.system(.pink)
    /// The system brown tint, adjusted per colour scheme.
    public static let brown = Paint.system(.brown)
    /// The system mid grey, adjusted per colour scheme.
    public static let gray = Paint.system(.gray)
    /// Pure white in both colour schemes.
    public static let white = Paint.system(.white)
    /// Pure black in both colour schemes.
    public static let black = Paint.system(.black)
    /// Fully transparent: paints nothing.
    public static let clear = Paint.system(.clear)
    /// SwiftUI's `.primary`, `.secondary`, `.tertiary` foreground levels.
    public static let primary = Paint.label
    /// SwiftUI's `.secondary`: the secondary label colour.
    public static let secondary = Paint.secondaryLabel
    /// SwiftUI's `.tertiary`: the tertiary label colour.
    public static let tertiary = Paint.tertiaryLabel
}

/// Light or dark.
public enum ColorScheme: String, Hashable, Sendable, Codable, CaseIterable {
    /// The two colour schemes; every system colour has a value for each.
    case light, dark
}

import Foundation

/// What fills a shape or colours text: a fixed colour, a named system colour, or a
/// pair that follows the colour scheme. Resolved to `RGBA` by the environment.
public enum Paint: Hashable, Sendable {
    case color(RGBA)
    case system(SystemColor)
    indirect case adaptive(light: Paint, dark: Paint)
    /// The environment's foreground style (what `foregroundStyle` set), like SwiftUI's `.foreground`.
    case foreground
    /// Another paint with its alpha multiplied by a factor.
    indirect case faded(Paint, Double)
    /// A linear, radial or angular gradient spanning the frame of what it paints.
    case gradient(GradientPaint)

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

    /// The concrete colour in a scheme and OS; `foreground` stands in for `.foreground`.
    public func resolve(scheme: ColorScheme, os: OSVersion, foreground: RGBA) -> RGBA {
        switch self {
        case .color(let c): return c
        case .system(let s): return s.resolve(scheme, os: os)
        case .adaptive(let light, let dark):
            return (scheme == .light ? light : dark).resolve(scheme: scheme, os: os, foreground: foreground)
        case .foreground: return foreground
        case .faded(let paint, let factor):
            return paint.resolve(scheme: scheme, os: os, foreground: foreground).withAlpha(factor)
        case .gradient(let g):
            // Where one colour must stand for the gradient (see WidgetEnvironment.resolve(_:in:)).
            return g.resolved(in: .zero) { $0.resolve(scheme: scheme, os: os, foreground: foreground) }.color(at: 0.5)
        }
    }
}

extension Paint {
    public static let label = Paint.system(.label)
    public static let secondaryLabel = Paint.system(.secondaryLabel)
    public static let tertiaryLabel = Paint.system(.tertiaryLabel)
    public static let quaternaryLabel = Paint.system(.quaternaryLabel)
    public static let separator = Paint.system(.separator)
    public static let systemBackground = Paint.system(.systemBackground)
    public static let secondarySystemBackground = Paint.system(.secondarySystemBackground)
    public static let tertiarySystemBackground = Paint.system(.tertiarySystemBackground)
    public static let systemFill = Paint.system(.systemFill)
    public static let secondarySystemFill = Paint.system(.secondarySystemFill)
    public static let red = Paint.system(.red)
    public static let orange = Paint.system(.orange)
    public static let yellow = Paint.system(.yellow)
    public static let green = Paint.system(.green)
    public static let mint = Paint.system(.mint)
    public static let teal = Paint.system(.teal)
    public static let cyan = Paint.system(.cyan)
    public static let blue = Paint.system(.blue)
    public static let indigo = Paint.system(.indigo)
    public static let purple = Paint.system(.purple)
    public static let pink = Paint.system(.pink)
    public static let brown = Paint.system(.brown)
    public static let gray = Paint.system(.gray)
    public static let white = Paint.system(.white)
    public static let black = Paint.system(.black)
    public static let clear = Paint.system(.clear)
    /// SwiftUI's `.primary`, `.secondary`, `.tertiary` foreground levels.
    public static let primary = Paint.label
    public static let secondary = Paint.secondaryLabel
    public static let tertiary = Paint.tertiaryLabel
}

/// Light or dark.
public enum ColorScheme: String, Hashable, Sendable, Codable, CaseIterable {
    case light, dark
}

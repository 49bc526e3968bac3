import Foundation

/// A per-pixel colour effect on a view and everything in it (SwiftUI's `luminanceToAlpha`,
/// `colorInvert`, `grayscale`, `saturation`, `brightness`, `contrast`, `hueRotation` and
/// `colorMultiply`), or a blur (`blur(radius:)`). Each colour effect is a colour matrix
/// (`ColorMatrix`) painted by the renderer's colour filter (Docs/SwiftUI/ColorEffects.md).
public enum ColorEffect: Hashable, Sendable {
    /// Black with the alpha of the pixel's luminance (SVG `feColorMatrix` `luminanceToAlpha`).
    case luminanceToAlpha
    /// Each colour component `c` becomes `1 − c`.
    case invert
    /// Desaturated by `amount` (0 unchanged, 1 grey).
    case grayscale(Double)
    /// Saturation scaled by `amount` (0 grey, 1 unchanged, above 1 more vivid).
    case saturation(Double)
    /// `amount` added to each colour component (Core Image's brightness).
    case brightness(Double)
    /// Each component's distance from 0.5 scaled by `amount` (0 grey, negative inverts).
    case contrast(Double)
    /// Hue turned by an angle in degrees (SVG `hueRotate`).
    case hueRotation(degrees: Double)
    /// Each component, alpha too, multiplied by the colour's.
    case multiply(Paint)
    /// Every pixel spread by a Gaussian blur whose standard deviation is `radius` points.
    case blur(radius: Double)

    /// The effect as a matrix, a `multiply` colour resolved by `resolve`.
    public func matrix(resolving resolve: (Paint) -> RGBA) -> ColorMatrix {
        if case .multiply(let paint) = self {
            let c = resolve(paint)
            return .perComponent(scale: (c.red, c.green, c.blue), alpha: c.alpha)
        }
        return switch self {
        case .luminanceToAlpha: .luminanceToAlpha
        case .invert: .perComponent(scale: -1, offset: 1)
        case .grayscale(let amount): .saturation(1 - amount)
        case .saturation(let amount): .saturation(amount)
        case .brightness(let amount): .perComponent(scale: 1, offset: amount)
        case .contrast(let k): .perComponent(scale: k, offset: 0.5 - k / 2)
        case .hueRotation(let degrees): .hueRotation(degrees)
        case .multiply, .blur: .perComponent(scale: 1)  // handled above; a blur is not a matrix
        }
    }
}

/// A 4 × 5 colour matrix on straight (not premultiplied) sRGB components, as SVG's `feColorMatrix`:
/// each output component is `m0·R + m1·G + m2·B + m3·A + m4`, clamped to 0…1.
public struct ColorMatrix: Hashable, Sendable {
    /// The 20 coefficients, row by row: red, green, blue, alpha.
    public var rows: [Double]

    /// A matrix from its 20 coefficients, row by row.
    public init(rows: [Double]) {
        precondition(rows.count == 20, "a colour matrix has 4 rows of 5 coefficients")
        self.rows = rows
    }

    /// SVG's luminance-to-alpha: black, with alpha `0.2125 R + 0.7154 G + 0.0721 B`.
    public static let luminanceToAlpha = ColorMatrix(rows: [
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0.2125, 0.7154, 0.0721, 0, 0,
    ])

    /// Each colour component `c` becomes `scale · c + offset`; alpha is multiplied by `alpha`.
    public static func perComponent(scale: Double, offset: Double = 0, alpha: Double = 1) -> ColorMatrix {
        perComponent(scale: (scale, scale, scale), offset: offset, alpha: alpha)
    }

    /// Red, green and blue scaled by their own factors, `offset` added; alpha multiplied by `alpha`.
    public static func perComponent(
        scale: (Double, Double, Double), offset: Double = 0, alpha: Double = 1
    ) -> ColorMatrix {
        ColorMatrix(rows: [
            scale.0, 0, 0, 0, offset, 0, scale.1, 0, 0, offset, 0, 0, scale.2, 0, offset, 0, 0, 0, alpha, 0,
        ])
    }

    /// SVG's `saturate`: `s` = 0 is the luminance grey, 1 the identity.
    public static func saturation(_ s: Double) -> ColorMatrix {
        ColorMatrix(rows: [
            0.213 + 0.787 * s, 0.715 - 0.715 * s, 0.072 - 0.072 * s, 0, 0,
            0.213 - 0.213 * s, 0.715 + 0.285 * s, 0.072 - 0.072 * s, 0, 0,
            0.213 - 0.213 * s, 0.715 - 0.715 * s, 0.072 + 0.928 * s, 0, 0,
            0, 0, 0, 1, 0,
        ])
    }

    /// SVG's `hueRotate` by `degrees`.
    public static func hueRotation(_ degrees: Double) -> ColorMatrix {
        let c = cos(degrees * .pi / 180), s = sin(degrees * .pi / 180)
        return ColorMatrix(rows: [
            0.213 + 0.787 * c - 0.213 * s, 0.715 - 0.715 * c - 0.715 * s, 0.072 - 0.072 * c + 0.928 * s, 0, 0,
            0.213 - 0.213 * c + 0.143 * s, 0.715 + 0.285 * c + 0.140 * s, 0.072 - 0.072 * c - 0.283 * s, 0, 0,
            0.213 - 0.213 * c - 0.787 * s, 0.715 - 0.715 * c + 0.715 * s, 0.072 + 0.928 * c + 0.072 * s, 0, 0,
            0, 0, 0, 1, 0,
        ])
    }

    /// One straight colour through the matrix, each component clamped to 0…1. The alpha row's colour
    /// terms read premultiplied colour (SVG reads straight), so a pixel's coverage still scales the
    /// alpha `luminanceToAlpha` makes and anti-aliased edges stay smooth; on opaque pixels both agree.
    public func apply(_ c: RGBA) -> RGBA {
        let input = [c.red, c.green, c.blue, c.alpha, 1]
        func row(_ i: Int, coverage: Double = 1) -> Double {
            var sum = 0.0
            for j in 0..<5 { sum += rows[i * 5 + j] * input[j] * (j < 3 ? coverage : 1) }
            return min(max(sum, 0), 1)
        }
        return RGBA(red: row(0), green: row(1), blue: row(2), alpha: row(3, coverage: c.alpha))
    }
}

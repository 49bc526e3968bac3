import Foundation

/// A resolved sRGB colour with straight (not premultiplied) alpha, components in 0…1.
public struct RGBA: Hashable, Sendable, CustomStringConvertible {
    /// Red component, 0…1.
    public var red: Double
    /// Green component, 0…1.
    public var green: Double
    /// Blue component, 0…1.
    public var blue: Double
    /// Opacity, 0 (transparent) to 1 (opaque), not premultiplied.
    public var alpha: Double

    /// A colour from sRGB components in 0…1; opaque unless `alpha` says otherwise.
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// `0xRRGGBB`, with an optional alpha.
    public init(hex: UInt32, alpha: Double = 1) {
        self.init(
            red: Double((hex >> 16) & 0xFF) / 255,
            green: Double((hex >> 8) & 0xFF) / 255,
            blue: Double(hex & 0xFF) / 255,
            alpha: alpha
        )
    }

    /// Parses `#RGB`, `#RRGGBB` or `#RRGGBBAA`; nil if the text is not one of those.
    public init?(hexString: String) {
        var digits = Substring(hexString)
        guard digits.first == "#" else { return nil }
        digits = digits.dropFirst()
        guard digits.allSatisfy(\.isHexDigit), let value = UInt32(digits, radix: 16) else { return nil }
        switch digits.count {
        case 3:
            let r = (value >> 8) & 0xF, g = (value >> 4) & 0xF, b = value & 0xF
            self.init(hex: (r * 17) << 16 | (g * 17) << 8 | (b * 17))
        case 6: self.init(hex: value)
        case 8: self.init(hex: value >> 8, alpha: Double(value & 0xFF) / 255)
        default: return nil
        }
    }

    /// Transparent black.
    public static let clear = RGBA(red: 0, green: 0, blue: 0, alpha: 0)
    /// Opaque black.
    public static let black = RGBA(red: 0, green: 0, blue: 0)
    /// Opaque white.
    public static let white = RGBA(red: 1, green: 1, blue: 1)

    /// The same colour with its alpha multiplied by `factor` (for `opacity` and tracks).
    public func withAlpha(_ factor: Double) -> RGBA {
        RGBA(red: red, green: green, blue: blue, alpha: alpha * factor)
    }

    /// This colour moved toward `other` by `fraction` (0 keeps it, 1 gives `other`), alpha too.
    public func mixed(with other: RGBA, by fraction: Double) -> RGBA {
        let t = min(max(fraction, 0), 1)
        func mix(_ a: Double, _ b: Double) -> Double { a + (b - a) * t }
        return RGBA(
            red: mix(red, other.red), green: mix(green, other.green), blue: mix(blue, other.blue),
            alpha: mix(alpha, other.alpha))
    }

    /// `#RRGGBB` or `#RRGGBBAA` when not opaque.
    public var hexString: String {
        func byte(_ v: Double) -> String { String(format: "%02X", Int((min(max(v, 0), 1) * 255).rounded())) }
        return "#" + byte(red) + byte(green) + byte(blue) + (alpha < 1 ? byte(alpha) : "")
    }

    /// The colour as `#rrggbb`, or `#rrggbbaa` when translucent.
    public var description: String { hexString }
}

import Foundation

// SwiftUI's three RGB colour spaces (https://developer.apple.com/documentation/swiftui/color/rgbcolorspace):
// "the extended red, green, blue (sRGB) color space", "the extended sRGB color space with a linear transfer
// function" and "the Display P3 color space". Vignette paints in sRGB, so a colour given in another space is
// converted when it is made: linear components are encoded with sRGB's transfer function (IEC 61966-2-1:
// 12.92·c up to 0.0031308, else 1.055·c^(1/2.4) − 0.055, mirrored for negative components as the extended space
// is); Display P3 components are decoded with that same function, taken to sRGB's primaries by the linear
// P3-to-sRGB matrix (both D65), encoded again, and clamped to 0…1, since sRGB cannot hold P3's widest colours.

extension Color {
    /// A constant grey whose `white` is given in `colorSpace` ("creates a constant grayscale color",
    /// https://developer.apple.com/documentation/swiftui/color/init(_:white:opacity:)): each of red, green and
    /// blue is `white` in that space. `Color(.sRGBLinear, white: 0, opacity: 0.2)` is a shadow's black.
    public init(_ colorSpace: RGBColorSpace, white: Double, opacity: Double = 1) {
        self.init(colorSpace, red: white, green: white, blue: white, opacity: opacity)
    }
}

extension Color.RGBColorSpace {
    /// The sRGB components of a colour whose components in this space are `red`, `green`, `blue`.
    func sRGB(_ red: Double, _ green: Double, _ blue: Double) -> (Double, Double, Double) {
        switch self {
        case .sRGB:
            return (red, green, blue)
        case .sRGBLinear:
            return (Self.encode(red), Self.encode(green), Self.encode(blue))
        case .displayP3:
            let (r, g, b) = (Self.decode(red), Self.decode(green), Self.decode(blue))
            let linear = (
                1.2249401 * r - 0.2249404 * g,
                -0.0420569 * r + 1.0420571 * g,
                -0.0196376 * r - 0.0786361 * g + 1.0982735 * b
            )
            return (
                Self.clamped(Self.encode(linear.0)), Self.clamped(Self.encode(linear.1)),
                Self.clamped(Self.encode(linear.2))
            )
        }
    }

    /// sRGB's transfer function, linear light to encoded component (extended: odd about 0).
    static func encode(_ linear: Double) -> Double {
        let magnitude = abs(linear)
        let encoded = magnitude <= 0.0031308 ? 12.92 * magnitude : 1.055 * pow(magnitude, 1 / 2.4) - 0.055
        return linear < 0 ? -encoded : encoded
    }

    /// The inverse: encoded component to linear light.
    static func decode(_ encoded: Double) -> Double {
        let magnitude = abs(encoded)
        let linear = magnitude <= 0.04045 ? magnitude / 12.92 : pow((magnitude + 0.055) / 1.055, 2.4)
        return encoded < 0 ? -linear : linear
    }

    private static func clamped(_ value: Double) -> Double { min(max(value, 0), 1) }
}

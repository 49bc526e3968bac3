import CoreGraphics
import Foundation

extension UIColor {
    /// The hue, saturation, brightness and alpha of the colour in light mode (iOS 26 values), each 0…1: the
    /// standard RGB-to-HSB conversion of its sRGB components, the inverse of `init(hue:saturation:brightness:alpha:)`.
    /// A grey has hue 0 and saturation 0; black has brightness 0. False, with nothing written, for an
    /// asset-catalogue colour, as `getRed` (Apple: "true if the color could be converted, false otherwise",
    /// https://developer.apple.com/documentation/uikit/uicolor/gethue(_:saturation:brightness:alpha:)).
    public func getHue(
        _ hue: UnsafeMutablePointer<CGFloat>?, saturation: UnsafeMutablePointer<CGFloat>?,
        brightness: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool {
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0
        guard getRed(&r, green: &g, blue: &b, alpha: alpha) else { return false }
        let hsb = Self.hsb(red: Double(r), green: Double(g), blue: Double(b))
        hue?.pointee = CGFloat(hsb.hue)
        saturation?.pointee = CGFloat(hsb.saturation)
        brightness?.pointee = CGFloat(hsb.brightness)
        return true
    }

    /// RGB to HSB: brightness is the largest component, saturation the spread over it, hue the sextant.
    static func hsb(
        red r: Double, green g: Double, blue b: Double
    ) -> (hue: Double, saturation: Double, brightness: Double) {
        let top = max(r, g, b), spread = top - min(r, g, b)
        guard top > 0, spread > 0 else { return (0, 0, top) }
        var hue: Double
        if top == r {
            hue = (g - b) / spread
        } else if top == g {
            hue = 2 + (b - r) / spread
        } else {
            hue = 4 + (r - g) / spread
        }
        hue /= 6
        if hue < 0 { hue += 1 }
        return (hue, spread / top, top)
    }
}

import Foundation

/// Hue, saturation and brightness (HSB, each 0…1; a hue outside wraps around) as sRGB components:
/// the hue's sixth of the colour wheel picks which component is the brightness. UIKit's
/// `UIColor(hue:saturation:brightness:alpha:)` and SwiftUI's `Color(hue:saturation:brightness:opacity:)`
/// both convert so.
package func sRGB(hue: Double, saturation: Double, brightness: Double) -> (red: Double, green: Double, blue: Double) {
    let h = (hue - floor(hue)) * 6
    let sector = Int(h) % 6
    let f = h - floor(h)
    let v = brightness, p = v * (1 - saturation), q = v * (1 - saturation * f), t = v * (1 - saturation * (1 - f))
    switch sector {
    case 0: return (v, t, p)
    case 1: return (q, v, p)
    case 2: return (p, v, t)
    case 3: return (p, q, v)
    case 4: return (t, p, v)
    default: return (v, p, q)
    }
}

import Foundation
import Vignette

extension Color {
    /// A fixed colour from hue, saturation and brightness, each 0 to 1, converted to sRGB
    /// (Apple: "Creates a constant color from hue, saturation, and brightness values",
    /// `Color(hue:saturation:brightness:opacity:)`; Docs/SwiftUI.md, "Colours").
    public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
        let c = sRGB(hue: hue, saturation: saturation, brightness: brightness)
        self.init(red: c.red, green: c.green, blue: c.blue, opacity: opacity)
    }
}

import Foundation
import Vignette
import VignetteCairo
import VignettePNG

/// Lays out and paints DSL trees for the drawing tests, on a transparent canvas.
struct DrawingCanvas {
    static let fonts = try! FontLibrary.standard()
    let engine = try! PangoTextEngine(fonts: Self.fonts)
    let renderer = try! CairoRenderer(fonts: Self.fonts)

    func displayList(_ node: Node, size: CGSize, scale: CGFloat, scheme: ColorScheme = .light) -> DisplayList {
        let env = WidgetEnvironment(displayScale: scale, colorScheme: scheme)
        let layout = Layout.layout(node, in: size, environment: env, textEngine: engine).snapped(toScale: scale)
        return DisplayListBuilder.build(layout, canvas: size)
    }

    func bitmap(_ element: some Element, size: CGSize, scale: CGFloat = 2) throws -> Bitmap {
        try renderer.bitmap(displayList(element.node, size: size, scale: scale), scale: Double(scale))
    }
}

extension Bitmap.Pixel {
    /// Whether every channel is within `tolerance` of `other`'s.
    func isClose(to other: Bitmap.Pixel, tolerance: Int = 6) -> Bool {
        abs(Int(red) - Int(other.red)) <= tolerance && abs(Int(green) - Int(other.green)) <= tolerance
            && abs(Int(blue) - Int(other.blue)) <= tolerance && abs(Int(alpha) - Int(other.alpha)) <= tolerance
    }

    static func opaque(_ red: UInt8, _ green: UInt8, _ blue: UInt8) -> Bitmap.Pixel {
        Bitmap.Pixel(red: red, green: green, blue: blue, alpha: 255)
    }
}

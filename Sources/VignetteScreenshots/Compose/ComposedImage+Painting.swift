import Foundation
import Vignette
import VignetteCairo

extension ComposedImage {
    /// Paints the picture and everything pasted in it onto `canvas`, in its current placement;
    /// throws when one of its JPEGs does not decode.
    public func paint(on canvas: OpaqueCanvas) throws {
        try canvas.draw(items)
        for paste in pastes {
            try canvas.placing(at: paste.frame.origin, scale: paste.scale, clip: paste.clip) {
                try paste.image.paint(on: canvas)
            }
        }
    }

    /// The names of the symbols drawn here and in everything pasted.
    public var symbolNames: Set<String> {
        pastes.reduce(into: items.symbolNames) { $0.formUnion($1.image.symbolNames) }
    }

    /// An opaque RGB PNG at `scale` pixels per point (no alpha channel), symbols drawn from
    /// `symbols` where they have a template.
    public func png(
        scale: CGFloat, fonts: FontLibrary, symbols: [String: SymbolTemplate] = [:],
        background: RGBA = .black
    ) throws -> Data {
        let canvas = try OpaqueCanvas(
            size: size, scale: Double(scale), background: background, fonts: fonts, symbols: symbols)
        try paint(on: canvas)
        return try canvas.png()
    }
}

import Foundation
import Vignette

/// Encodes `Bitmap`s as PNG, optionally with `tEXt` chunks (snapshot references keep their
/// pixel digest in one).
public enum PNGWriter {
    /// A PNG of `bitmap`, with `text` as `tEXt` chunks (keyword, value) after the header.
    ///
    /// The straight RGBA bytes are encoded as they are (`PNGEncoder`): no round trip through
    /// a premultiplied Cairo surface, and several times faster than Cairo's writer.
    public static func png(_ bitmap: Bitmap, text: [(keyword: String, value: String)] = []) throws -> Data {
        try PNGChunks.insertingText(text, into: try PNGEncoder.png(bitmap: bitmap))
    }
}

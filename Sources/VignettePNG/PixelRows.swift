/// Pixels in memory as the PNG encoder reads them: `height` rows of `width` pixels, each row
/// `stride` bytes after the one above, in one of three layouts.
///
/// A plain description, so the codec needs no graphics library: VignetteCairo hands it a
/// Cairo image surface's buffer, `Bitmap` its own bytes. The memory must stay valid and
/// unchanged while the encoder runs.
package struct PixelRows {
    /// How one pixel is stored.
    package enum Layout: Sendable, Equatable {
        /// A premultiplied ARGB native-endian 32-bit word (Cairo's ARGB32).
        case premultipliedARGB
        /// A native-endian 32-bit word with red, green, blue in its low three bytes and the
        /// top byte unused (Cairo's RGB24): encoded as RGB without alpha.
        case rgb24
        /// Four bytes, red, green, blue and straight alpha (`Bitmap`).
        case rgba
    }

    /// Pixels a row.
    package let width: Int
    /// Rows.
    package let height: Int
    /// Bytes from the start of one row to the start of the next (at least `width · 4`).
    package let stride: Int
    /// How each pixel is stored.
    package let layout: Layout
    /// The first byte of the top row.
    package let base: UnsafeRawPointer

    /// Rows at `base`; `stride` must be at least four bytes a pixel.
    package init(width: Int, height: Int, stride: Int, layout: Layout, base: UnsafeRawPointer) {
        precondition(stride >= width * 4, "a stride of \(stride) bytes is shorter than \(width) pixels of 4 bytes")
        (self.width, self.height, self.stride, self.layout, self.base) = (width, height, stride, layout, base)
    }

    /// The first byte of row `y`.
    func row(_ y: Int) -> UnsafeRawPointer { base + y * stride }
}

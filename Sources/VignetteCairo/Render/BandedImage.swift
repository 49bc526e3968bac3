import CCairo
import Foundation
import Vignette
import VignettePNG

/// A large ARGB32 image painted a horizontal band at a time, each band on whichever thread
/// paints it, then encoded once: how the gallery's contact sheet (2,304 × 25,000 pixels) is
/// shared between workers instead of painted by one.
///
/// Bands are rows of one pixel buffer; a band's painter sees a Cairo surface over just its
/// rows, moved up by the band's top, so bands that do not overlap can be painted from
/// different threads. Cairo rasterises by device pixel, so fills, strokes, text and images
/// come out exactly as in one painting of the whole image; a shadow's blur is cut at the
/// surface's edge, so nothing with a shadow should cross a band's edge (the contact sheet
/// cuts in the white gaps between its rows). `BandedImageTests` checks both.
package final class BandedImage: @unchecked Sendable {
    package let width: Int, height: Int
    private let stride: Int
    private let pixels: UnsafeMutableRawPointer
    private let background: UInt8
    /// Which rows hold the background yet; bands touch only their own rows' flags.
    private let cleared: UnsafeMutableBufferPointer<Bool>

    /// An image of `width` × `height` pixels, transparent or (`opaqueWhite`) white.
    ///
    /// The pixels are cleared a band at a time, by the thread that paints the band (or before
    /// encoding, for rows no band painted): clearing a sheet of hundreds of megabytes up front
    /// was one thread's work while the others waited for the canvas.
    package init(width: Int, height: Int, opaqueWhite: Bool = false) throws {
        guard width > 0, height > 0, width <= 32_767, height <= 32_767 else {
            throw VignetteError.invalidValue(
                name: "banded image", value: "\(width)×\(height) px",
                expected: "a positive size, at most 32767 pixels a side")
        }
        self.width = width
        self.height = height
        stride = Int(cairo_format_stride_for_width(CAIRO_FORMAT_ARGB32, Int32(width)))
        pixels = .allocate(byteCount: stride * height, alignment: 16)
        // Premultiplied ARGB32: opaque white is every byte 0xFF.
        background = opaqueWhite ? 0xFF : 0
        cleared = .allocate(capacity: height)
        cleared.initialize(repeating: false)
    }

    deinit {
        pixels.deallocate()
        cleared.deallocate()
    }

    /// Paints `list` (in pixels: scale 1) into `rows` only, with `renderer`; what the list
    /// draws outside those rows is left to the bands that hold them.
    package func paint(_ list: DisplayList, rows: Range<Int>, with renderer: CairoRenderer) throws {
        precondition(rows.lowerBound >= 0 && rows.upperBound <= height, "rows outside the image")
        guard !rows.isEmpty else { return }
        clear(rows)
        try withSurface(rows) { surface in
            try renderer.paint(list, on: surface, scale: 1, movedUp: Double(rows.lowerBound))
        }
    }

    /// The whole image as a PNG (`PNGEncoder`), once every band is painted.
    package func png() throws -> Data {
        clear(0..<height)
        return try withSurface(0..<height) { try PNGEncoder.png(surface: $0) }
    }

    /// The image's rows as bands to encode on several threads (`PNGSegments`), once every band
    /// is painted: the pixels of `png()` in other bytes, the same however the work is shared.
    package func segments() throws -> PNGSegments {
        clear(0..<height)
        return try PNGSegments(
            PixelRows(
                width: width, height: height, stride: stride, layout: .premultipliedARGB,
                base: UnsafeRawPointer(pixels)))
    }

    /// Fills the rows of `rows` not cleared before with the background.
    private func clear(_ rows: Range<Int>) {
        for row in rows where !cleared[row] {
            (pixels + row * stride).initializeMemory(as: UInt8.self, repeating: background, count: stride)
            cleared[row] = true
        }
    }

    private func withSurface<Result>(_ rows: Range<Int>, _ body: (OpaquePointer) throws -> Result) throws -> Result {
        let start = (pixels + rows.lowerBound * stride).assumingMemoryBound(to: UInt8.self)
        guard
            let surface = cairo_image_surface_create_for_data(
                start, CAIRO_FORMAT_ARGB32, Int32(width),
                Int32(rows.count), Int32(stride))
        else {
            throw VignetteError.backend(operation: "cairo_image_surface_create_for_data", reason: "no surface")
        }
        defer { cairo_surface_destroy(surface) }
        let status = cairo_surface_status(surface)
        guard status == CAIRO_STATUS_SUCCESS else {
            throw VignetteError.backend(
                operation: "cairo_image_surface_create_for_data \(width)×\(rows.count)",
                reason: String(cString: cairo_status_to_string(status)))
        }
        return try body(surface)
    }
}

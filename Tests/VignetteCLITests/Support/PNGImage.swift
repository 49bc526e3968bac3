import CCairo
import Foundation

/// A PNG file read back for checking: its header size and its pixels.
struct PNGImage {
    let width: Int
    let height: Int
    /// Straight (not premultiplied) red, green, blue, alpha, rows top to bottom.
    private let pixels: [Pixel]

    struct Pixel: Equatable, Sendable, CustomStringConvertible {
        var red, green, blue, alpha: UInt8
        var description: String { "rgba(\(red), \(green), \(blue), \(alpha))" }
    }

    /// Width and height from the IHDR chunk: big-endian 32-bit integers at offsets 16 and 20,
    /// after the 8-byte signature and the chunk's length and type. Nil when not a PNG.
    static func headerSize(_ data: Data) -> (width: Int, height: Int)? {
        let bytes = [UInt8](data.prefix(24))
        guard bytes.count == 24, bytes[0..<8].elementsEqual([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]),
            bytes[12..<16].elementsEqual(Array("IHDR".utf8))
        else { return nil }
        func uint32(at offset: Int) -> Int {
            bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
        }
        return (uint32(at: 16), uint32(at: 20))
    }

    /// Decodes the PNG file at `path` with Cairo.
    init(path: String) throws {
        guard let surface = cairo_image_surface_create_from_png(path) else { throw Failure("no surface for \(path)") }
        defer { cairo_surface_destroy(surface) }
        let status = cairo_surface_status(surface)
        guard status == CAIRO_STATUS_SUCCESS else {
            throw Failure("\(path): \(String(cString: cairo_status_to_string(status)))")
        }
        guard cairo_image_surface_get_format(surface) == CAIRO_FORMAT_ARGB32 else {
            throw Failure("\(path) decodes without an alpha channel")
        }
        cairo_surface_flush(surface)
        width = Int(cairo_image_surface_get_width(surface))
        height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        guard let data = cairo_image_surface_get_data(surface) else { throw Failure("\(path) has no pixel data") }
        var pixels: [Pixel] = []
        pixels.reserveCapacity(width * height)
        for y in 0..<height {
            // ARGB32: one premultiplied native-endian UInt32 per pixel.
            let row = UnsafeRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
            for x in 0..<width {
                let argb = row[x]
                let alpha = argb >> 24
                func channel(_ shift: UInt32) -> UInt8 {
                    alpha == 0 ? 0 : UInt8(min(255, (((argb >> shift) & 0xFF) * 255 + alpha / 2) / alpha))
                }
                pixels.append(Pixel(red: channel(16), green: channel(8), blue: channel(0), alpha: UInt8(alpha)))
            }
        }
        self.pixels = pixels
    }

    /// The pixel in column `x`, row `y`, from the top left.
    func pixel(x: Int, y: Int) -> Pixel {
        precondition((0..<width).contains(x) && (0..<height).contains(y), "(\(x), \(y)) is outside \(width)×\(height)")
        return pixels[y * width + x]
    }

    struct Failure: Error, CustomStringConvertible {
        let description: String
        init(_ description: String) { self.description = description }
    }
}

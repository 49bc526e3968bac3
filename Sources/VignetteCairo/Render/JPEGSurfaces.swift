import CCairo
import CJPEG
import Foundation
import Vignette

/// JPEG pictures decoded before painting starts, so a file libjpeg-turbo cannot decode whole
/// fails the render naming it instead of drawing part of itself. Kept between renders of one
/// renderer (every family of a widget shares its background photo); dropped when a list no longer shows it.
final class JPEGSurfaces {
    private var surfaces: [Data: OpaquePointer] = [:]

    deinit {
        surfaces.values.forEach { cairo_surface_destroy($0) }
    }

    /// Decodes every JPEG in `list` not decoded already.
    ///
    /// - Throws: `VignetteError.unreadableResource` naming the first picture that does not decode,
    ///   with libjpeg-turbo's reason.
    func prepare(_ list: DisplayList) throws {
        var used: [Data: OpaquePointer] = [:]
        defer {
            surfaces.values.forEach { cairo_surface_destroy($0) }
            surfaces = used
        }
        var found: [(String, Data)] = []
        Self.collectJPEGs(in: list.items, into: &found)
        for (path, bytes) in found where used[bytes] == nil {
            used[bytes] = try surfaces.removeValue(forKey: bytes) ?? Self.decode(bytes, path: path)
        }
    }

    /// The decoded pixels of `bytes`, when `prepare` saw them.
    func surface(for bytes: Data) -> OpaquePointer? { surfaces[bytes] }

    /// Path and bytes of each JPEG picture, groups and masks included, in painting order.
    private static func collectJPEGs(in items: [DisplayItem], into found: inout [(String, Data)]) {
        for item in items {
            switch item {
            case .image(let image):
                if let picture = image.picture, picture.info.format == .jpeg {
                    found.append((image.path, picture.bytes))
                }
            case .group(let group):
                collectJPEGs(in: group.mask ?? [], into: &found)
                collectJPEGs(in: group.items, into: &found)
            default: continue
            }
        }
    }

    /// An ARGB32 surface of the stored pixels (not yet turned upright).
    static func decode(_ bytes: Data, path: String) throws -> OpaquePointer {
        func failure(_ reason: String) -> VignetteError {
            .unreadableResource(kind: "picture", path: path, base: nil, origin: nil, reason: reason)
        }
        var width: Int32 = 0, height: Int32 = 0
        if let message = run(bytes, into: nil, stride: 0, &width, &height) {
            throw failure("a JPEG libjpeg-turbo cannot read (\(message))")
        }
        guard width > 0, height > 0, width <= 32_767, height <= 32_767 else {
            throw failure("a JPEG of \(width)×\(height) pixels; Cairo draws at most 32767 a side")
        }
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height),
            cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let pixels = cairo_image_surface_get_data(surface)
        else { throw failure("no memory for its \(width)×\(height) pixels") }
        cairo_surface_flush(surface)
        if let message = run(bytes, into: pixels, stride: cairo_image_surface_get_stride(surface), &width, &height) {
            cairo_surface_destroy(surface)
            throw failure("a corrupt JPEG, not drawn (libjpeg-turbo: \(message))")
        }
        cairo_surface_mark_dirty(surface)
        return surface
    }

    /// One call of the C decoder; libjpeg's message when it fails.
    private static func run(
        _ bytes: Data, into pixels: UnsafeMutablePointer<UInt8>?, stride: Int32, _ width: inout Int32,
        _ height: inout Int32
    ) -> String? {
        var message = [CChar](repeating: 0, count: 256)
        let status = bytes.withUnsafeBytes { raw in
            vignette_jpeg_decode(
                raw.bindMemory(to: UInt8.self).baseAddress, raw.count, pixels, stride, &width, &height, &message,
                message.count)
        }
        return status == 0 ? nil : String(cString: message)
    }
}

extension PictureInfo.Orientation {
    /// The matrix taking stored pixels (`width`×`height`) to upright ones (EXIF 2.3, tag 0x0112:
    /// where the stored 0th row and column land).
    func matrix(width w: Double, height h: Double) -> cairo_matrix_t {
        var m = cairo_matrix_t()
        switch self {
        case .up: cairo_matrix_init(&m, 1, 0, 0, 1, 0, 0)
        case .upMirrored: cairo_matrix_init(&m, -1, 0, 0, 1, w, 0)
        case .down: cairo_matrix_init(&m, -1, 0, 0, -1, w, h)
        case .downMirrored: cairo_matrix_init(&m, 1, 0, 0, -1, 0, h)
        case .leftMirrored: cairo_matrix_init(&m, 0, 1, 1, 0, 0, 0)  // x = v, y = u
        case .right: cairo_matrix_init(&m, 0, 1, -1, 0, h, 0)  // x = h − v, y = u
        case .rightMirrored: cairo_matrix_init(&m, 0, -1, -1, 0, h, w)  // x = h − v, y = w − u
        case .left: cairo_matrix_init(&m, 0, -1, 1, 0, 0, w)  // x = v, y = w − u
        }
        return m
    }
}

import CCairo
import CPoppler
import Foundation
import Vignette

/// The first page of a PDF picture, opened with poppler (its GLib interface) from the bytes the
/// resolver read: its size for layout, and its drawing onto a Cairo context.
///
/// An asset catalogue's PDF is one page, drawn at its crop box's size in points (Docs/SwiftUI/Assets.md).
struct PDFPage {
    /// poppler's page; the document is kept alive with it.
    private let document: OpaquePointer
    private let page: OpaquePointer

    /// The first page of `bytes`.
    ///
    /// - Throws: `VignetteError.unreadableResource` naming `name` with poppler's reason when the bytes
    ///   are not a PDF it can open, or the PDF has no page.
    init(_ bytes: Data, name: String) throws {
        var error: UnsafeMutablePointer<GError>?
        let glibBytes = bytes.withUnsafeBytes { raw in g_bytes_new(raw.baseAddress, gsize(raw.count)) }
        defer { g_bytes_unref(glibBytes) }
        guard let opened = poppler_document_new_from_bytes(glibBytes, nil, &error) else {
            let reason = error.map { String(cString: $0.pointee.message) } ?? "poppler could not open it"
            if let error { g_error_free(error) }
            throw VignetteError.unreadableResource(
                kind: "picture", path: name, base: nil, origin: nil, reason: "a PDF that does not open: \(reason)")
        }
        guard poppler_document_get_n_pages(opened) > 0, let first = poppler_document_get_page(opened, 0) else {
            g_object_unref(UnsafeMutableRawPointer(opened))
            throw VignetteError.unreadableResource(
                kind: "picture", path: name, base: nil, origin: nil, reason: "a PDF with no page")
        }
        document = opened
        page = first
    }

    /// Releases the page and the document.
    func close() {
        g_object_unref(UnsafeMutableRawPointer(page))
        g_object_unref(UnsafeMutableRawPointer(document))
    }

    /// The page's size in points (PDF points are 1/72 inch, as points are): its crop box, turned by
    /// the page's `/Rotate`.
    var size: CGSize {
        var width = 0.0, height = 0.0
        poppler_page_get_size(page, &width, &height)
        return CGSize(width: width, height: height)
    }

    /// Draws the page at its size in points from the context's origin.
    func draw(on cr: OpaquePointer) {
        poppler_page_render(page, cr)
    }

    /// The facts layout needs, read by poppler: the size of the first page.
    ///
    /// - Throws: as `init(_:name:)`, or when the page has no area.
    static func info(_ bytes: Data, name: String) throws -> PictureInfo {
        let page = try PDFPage(bytes, name: name)
        defer { page.close() }
        let size = page.size
        guard size.width > 0, size.height > 0 else {
            throw VignetteError.unreadableResource(
                kind: "picture", path: name, base: nil, origin: nil, reason: "a PDF whose first page has no area")
        }
        return PictureInfo(format: .pdf, size: size)
    }
}

extension CairoPainter {
    /// A PDF's first page onto its frame (the context already maps its natural size onto the frame):
    /// from its vectors, or, when the asset catalogue does not preserve them, as the bitmap Xcode makes
    /// at build time — the page at its natural size and its slot's scale, or the scale it is drawn at
    /// for a single-scale PDF — stretched.
    func drawPDF(_ bytes: Data, info: PictureInfo, frame: CGSize, on cr: OpaquePointer) {
        guard let page = try? PDFPage(bytes, name: "") else { return }
        defer { page.close() }
        let pageSize = page.size
        guard pageSize.width > 0, pageSize.height > 0 else { return }
        cairo_scale(cr, info.size.width / pageSize.width, info.size.height / pageSize.height)
        guard !info.preservesVectorData else {
            page.draw(on: cr)
            return
        }
        // Pixels a point of the bitmap: the catalogue slot's scale, else the display's (and any scale
        // effect's), read off the current matrix with the frame's stretch taken back out.
        var dx = 1.0, dy = 0.0
        cairo_user_to_device_distance(cr, &dx, &dy)
        let stretch = frame.width / info.size.width
        let scale = max(info.bitmapScale.map(Double.init) ?? hypot(dx, dy) / max(stretch, 1e-9), 1e-3)
        let pixels = (w: Int32((pageSize.width * scale).rounded()), h: Int32((pageSize.height * scale).rounded()))
        guard pixels.w > 0, pixels.h > 0,
            let bitmap = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, pixels.w, pixels.h)
        else { return }
        defer { cairo_surface_destroy(bitmap) }
        let inner = cairo_create(bitmap)
        cairo_scale(inner, Double(pixels.w) / pageSize.width, Double(pixels.h) / pageSize.height)
        page.draw(on: inner!)
        cairo_destroy(inner)
        cairo_surface_flush(bitmap)
        cairo_scale(cr, pageSize.width / Double(pixels.w), pageSize.height / Double(pixels.h))
        cairo_set_source_surface(cr, bitmap, 0, 0)
        cairo_pattern_set_extend(cairo_get_source(cr), CAIRO_EXTEND_PAD)
        cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_GOOD)
        cairo_rectangle(cr, 0, 0, Double(pixels.w), Double(pixels.h))
        cairo_fill(cr)
    }
}

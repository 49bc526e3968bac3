import CCairo
import Foundation
import Vignette

/// Colours and gradients as Cairo sources. Linear and radial gradients are Cairo's own
/// (padded beyond their ends, as SwiftUI's are); angular ones are mesh patterns.
extension CairoPainter {
    /// Sets `paint` as the source; `bounds` (user space) is what an angular gradient must cover.
    func setSource(_ paint: ResolvedPaint, covering bounds: CGRect, on cr: OpaquePointer) {
        switch paint {
        case .color(let c):
            setSource(c, on: cr)
        case .gradient(let g):
            guard var pattern = Self.pattern(g, covering: bounds) else {
                setSource(g.color(at: 1), on: cr)
                return
            }
            if cairo_pattern_get_type(pattern) == CAIRO_PATTERN_TYPE_MESH,
                cairo_surface_get_type(cairo_get_target(cr)) != CAIRO_SURFACE_TYPE_IMAGE,
                let image = Self.rasterized(pattern, covering: bounds)
            {
                cairo_pattern_destroy(pattern)
                pattern = image
            }
            cairo_set_source(cr, pattern)
            cairo_pattern_destroy(pattern)
        }
    }

    /// A new pattern for `gradient`, or nil when its geometry is degenerate (it is then one colour).
    static func pattern(_ gradient: ResolvedGradient, covering bounds: CGRect) -> OpaquePointer? {
        let pattern: OpaquePointer?
        switch gradient.kind {
        case .linear(let start, let end):
            guard start != end else { return nil }
            pattern = cairo_pattern_create_linear(Double(start.x), Double(start.y), Double(end.x), Double(end.y))
        case .radial(let c, let r0, let r1):
            guard r1 != r0, r0 >= 0, r1 >= 0 else { return nil }
            pattern = cairo_pattern_create_radial(
                Double(c.x), Double(c.y), Double(r0), Double(c.x), Double(c.y), Double(r1))
        case .elliptical(let c, let scale, let r0, let r1):
            guard r1 != r0, r0 >= 0, r1 >= 0, scale.width > 0, scale.height > 0 else { return nil }
            // A radial gradient in the unit square, mapped onto the frame: pattern space is
            // ((x − cx) / width, (y − cy) / height).
            pattern = cairo_pattern_create_radial(0, 0, Double(r0), 0, 0, Double(r1))
            var matrix = cairo_matrix_t()
            cairo_matrix_init_scale(&matrix, 1 / Double(scale.width), 1 / Double(scale.height))
            cairo_matrix_translate(&matrix, -Double(c.x), -Double(c.y))
            cairo_pattern_set_matrix(pattern, &matrix)
        case .angular(let center, let a0, let a1):
            guard a1 > a0 else { return nil }
            return angularMesh(gradient, center: center, from: a0, to: a1, covering: bounds)
        }
        guard let pattern else { return nil }
        // Cairo clamps offsets to 0…1; stops beyond are replaced by the colours at the ends.
        var stops = gradient.stops.filter { (0...1).contains($0.location) }
        if let first = gradient.stops.first, first.location < 0 {
            stops.insert(.init(color: gradient.color(at: 0), location: 0), at: 0)
        }
        if let last = gradient.stops.last, last.location > 1 {
            stops.append(.init(color: gradient.color(at: 1), location: 1))
        }
        for stop in stops {
            let c = stop.color
            cairo_pattern_add_color_stop_rgba(pattern, stop.location, c.red, c.green, c.blue, c.alpha)
        }
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        return pattern
    }

    /// A mesh painted into an image at 3 pixels a point, as a pattern in the same user space.
    ///
    /// Cairo's SVG surface cannot write mesh patterns and would rasterise the whole page
    /// around one; an embedded image of just the gradient keeps everything else vector.
    static func rasterized(_ mesh: OpaquePointer, covering bounds: CGRect) -> OpaquePointer? {
        let k = 3.0
        let x = Double(bounds.minX).rounded(.down), y = Double(bounds.minY).rounded(.down)
        let width = Int32(min(((Double(bounds.maxX) - x) * k).rounded(.up), 32_767))
        let height = Int32(min(((Double(bounds.maxY) - y) * k).rounded(.up), 32_767))
        guard width > 0, height > 0, let image = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height) else {
            return nil
        }
        defer { cairo_surface_destroy(image) }
        guard let cr = cairo_create(image) else { return nil }
        cairo_scale(cr, k, k)
        cairo_translate(cr, -x, -y)
        cairo_set_source(cr, mesh)
        cairo_paint(cr)
        cairo_destroy(cr)
        guard let pattern = cairo_pattern_create_for_surface(image) else { return nil }
        var m = cairo_matrix_t()
        cairo_matrix_init_scale(&m, k, k)
        cairo_matrix_translate(&m, -x, -y)
        cairo_pattern_set_matrix(pattern, &m)
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        return pattern
    }
}

import CCairo
import Foundation
import Vignette

/// Angular gradients. Cairo 1.16 has no conic gradient, so the sweep is a mesh pattern
/// of thin wedges around the centre, each a Coons patch whose colour runs from one
/// edge's colour to the other's. Every stop angle is a wedge edge and no wedge is wider
/// than 2°, so the piecewise-linear colour is followed closely; the mesh is rasterised by
/// Cairo's own code, so the result is the same on every run.
extension CairoPainter {
    static func angularMesh(
        _ gradient: ResolvedGradient, center c: CGPoint, from a0: Double, to a1: Double,
        covering bounds: CGRect
    ) -> OpaquePointer? {
        // Reach past the farthest corner of what is painted.
        let corners = [
            CGPoint(x: bounds.minX, y: bounds.minY), CGPoint(x: bounds.maxX, y: bounds.minY),
            CGPoint(x: bounds.minX, y: bounds.maxY), CGPoint(x: bounds.maxX, y: bounds.maxY),
        ]
        // Typed steps: as one chained expression this took the type checker ~100 ms.
        let reaches: [Double] = corners.map { (p: CGPoint) -> Double in hypot(Double(p.x - c.x), Double(p.y - c.y)) }
        let radius: Double = reaches.max().map { $0 + 2 } ?? 0
        guard radius > 2, let mesh = cairo_pattern_create_mesh() else { return nil }
        let sweep = min(a1 - a0, 2 * .pi)
        let gap = 2 * .pi - sweep
        // The colour at an angle: the sweep's stops, then the last colour for the first
        // half of the gap and the first colour for the second half.
        func color(_ angle: Double) -> RGBA {
            let d = angle - a0
            if d <= sweep { return gradient.color(at: d / (a1 - a0)) }
            return d - sweep <= gap / 2 ? gradient.color(at: 1) : gradient.color(at: 0)
        }
        var edges = gradient.stops.map { a0 + min(max($0.location, 0), 1) * (a1 - a0) }.filter { $0 - a0 <= sweep }
        edges += [a0, a0 + sweep, a0 + 2 * .pi]
        if gap > 0 { edges += [a0 + sweep + gap / 2 - 1e-9, a0 + sweep + gap / 2] }
        edges = Array(Set(edges)).sorted()
        let maxWedge = 2 * Double.pi / 180
        for (start, end) in zip(edges, edges.dropFirst()) where end > start {
            let pieces = Int((end - start) / maxWedge) + 1
            let step = (end - start) / Double(pieces)
            for i in 0..<pieces {
                let t0 = start + Double(i) * step, t1 = i == pieces - 1 ? end : t0 + step
                // Colours are taken just inside the wedge so a hard stop stays on its edge.
                addWedge(mesh, c, radius, t0, t1, color(t0 + (t1 - t0) * 1e-6), color(t1 - (t1 - t0) * 1e-6))
            }
        }
        return mesh
    }

    private static func addWedge(
        _ mesh: OpaquePointer, _ c: CGPoint, _ r: Double, _ t0: Double, _ t1: Double,
        _ c0: RGBA, _ c1: RGBA
    ) {
        let cx = Double(c.x), cy = Double(c.y)
        // A circular arc as one cubic: handles 4/3·tan(θ/4) of the radius long.
        let k = 4.0 / 3.0 * tan((t1 - t0) / 4) * r
        let p0 = (cx + r * cos(t0), cy + r * sin(t0)), p1 = (cx + r * cos(t1), cy + r * sin(t1))
        cairo_mesh_pattern_begin_patch(mesh)
        cairo_mesh_pattern_move_to(mesh, cx, cy)
        cairo_mesh_pattern_line_to(mesh, p0.0, p0.1)
        cairo_mesh_pattern_curve_to(
            mesh, p0.0 - k * sin(t0), p0.1 + k * cos(t0),
            p1.0 + k * sin(t1), p1.1 - k * cos(t1), p1.0, p1.1)
        cairo_mesh_pattern_line_to(mesh, cx, cy)
        for (corner, color) in [(0, c0), (1, c0), (2, c1), (3, c1)] {
            cairo_mesh_pattern_set_corner_color_rgba(
                mesh, UInt32(corner), color.red, color.green, color.blue, color.alpha)
        }
        cairo_mesh_pattern_end_patch(mesh)
    }
}

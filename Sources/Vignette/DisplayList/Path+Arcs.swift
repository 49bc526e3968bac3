import Foundation

// The outlines every layer above the core draws with: SwiftUI's `Path`, Core Graphics' `CGPath`,
// UIKit's `UIBezierPath` and Charts' sectors all build arcs and cornered rectangles here.
extension Path {
    /// An arc of the circle about `center`, from angle `start` to `end` (radians from the positive x axis),
    /// as a move and cubic pieces of at most a quarter turn, handles 4/3·tan(θ/4) of the radius long.
    /// `clockwise` on a screen whose y grows downwards is growing angles (Core Graphics' and UIKit's sense).
    public static func arc(
        center: CGPoint, radius: CGFloat, from start: Double, to end: Double, clockwise: Bool
    )
        -> Path
    {
        var from = start, to = end
        if clockwise { while to < from { to += 2 * .pi } } else { while to > from { to -= 2 * .pi } }
        let point = { (a: Double) in
            CGPoint(x: center.x + radius * CGFloat(cos(a)), y: center.y + radius * CGFloat(sin(a)))
        }
        let count = max(1, Int((abs(to - from) / (.pi / 2)).rounded(.up)))
        let step = (to - from) / Double(count)
        let handle = radius * CGFloat(4.0 / 3.0 * tan(step / 4))
        var elements: [Element] = [.move(point(from))]
        for index in 0..<count {
            let a0 = from + Double(index) * step, a1 = a0 + step
            let p0 = point(a0), p1 = point(a1)
            let c1 = CGPoint(x: p0.x - handle * CGFloat(sin(a0)), y: p0.y + handle * CGFloat(cos(a0)))
            let c2 = CGPoint(x: p1.x + handle * CGFloat(sin(a1)), y: p1.y - handle * CGFloat(cos(a1)))
            elements.append(.curve(c1, c2, to: p1))
        }
        return Path(elements)
    }

    /// A closed rectangle whose corners — top-left, top-right, bottom-right, bottom-left — are quarter
    /// ellipses of `radii` (each at most half the side; zero is a sharp corner), clockwise from the top edge.
    public init(rect r: CGRect, cornerRadii radii: [CGSize]) {
        let k: CGFloat = 0.552_284_749_8  // a quarter circle's control distance, 4/3 (√2 − 1)
        let rs = (0..<4).map { i in
            let radius = i < radii.count ? radii[i] : .zero
            return CGSize(
                width: min(max(radius.width, 0), r.width / 2), height: min(max(radius.height, 0), r.height / 2))
        }
        let (tl, tr, br, bl) = (rs[0], rs[1], rs[2], rs[3])
        var elements: [Element] = [
            .move(CGPoint(x: r.minX + tl.width, y: r.minY)), .line(CGPoint(x: r.maxX - tr.width, y: r.minY)),
        ]
        if tr != .zero {
            let (kx, ky) = (k * tr.width, k * tr.height)
            elements.append(
                .curve(
                    CGPoint(x: r.maxX - tr.width + kx, y: r.minY), CGPoint(x: r.maxX, y: r.minY + tr.height - ky),
                    to: CGPoint(x: r.maxX, y: r.minY + tr.height)))
        }
        elements.append(.line(CGPoint(x: r.maxX, y: r.maxY - br.height)))
        if br != .zero {
            let (kx, ky) = (k * br.width, k * br.height)
            elements.append(
                .curve(
                    CGPoint(x: r.maxX, y: r.maxY - br.height + ky), CGPoint(x: r.maxX - br.width + kx, y: r.maxY),
                    to: CGPoint(x: r.maxX - br.width, y: r.maxY)))
        }
        elements.append(.line(CGPoint(x: r.minX + bl.width, y: r.maxY)))
        if bl != .zero {
            let (kx, ky) = (k * bl.width, k * bl.height)
            elements.append(
                .curve(
                    CGPoint(x: r.minX + bl.width - kx, y: r.maxY), CGPoint(x: r.minX, y: r.maxY - bl.height + ky),
                    to: CGPoint(x: r.minX, y: r.maxY - bl.height)))
        }
        elements.append(.line(CGPoint(x: r.minX, y: r.minY + tl.height)))
        if tl != .zero {
            let (kx, ky) = (k * tl.width, k * tl.height)
            elements.append(
                .curve(
                    CGPoint(x: r.minX, y: r.minY + tl.height - ky), CGPoint(x: r.minX + tl.width - kx, y: r.minY),
                    to: CGPoint(x: r.minX + tl.width, y: r.minY)))
        }
        self.init(elements + [.close])
    }
}

import Foundation

extension Path {
    /// A rectangle with rounded corners, circular or continuous.
    ///
    /// A circular corner is a quarter circle, clamped to half the shorter side. A
    /// continuous corner starts bending 1.52866 radii from the corner and eases in
    /// through three cubic segments, the curve UIKit draws for `.continuous` corners
    /// (coefficients measured from UIBezierPath output and published by PaintCode,
    /// "Recreating iOS 7 rounded corners"). When the rectangle is too small for that,
    /// the radius shrinks so the curve still fits.
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: CornerStyle) {
        let shortSide = min(rect.width, rect.height)
        guard cornerRadius > 0, shortSide > 0 else {
            self.init(rect: rect)
            return
        }
        switch style {
        case .circular:
            self.init(circularCorners: rect, radius: min(cornerRadius, shortSide / 2))
        case .continuous:
            let reach: CGFloat = 1.528_664_83
            let radius = min(cornerRadius, shortSide / 2 / reach)
            self.init(continuousCorners: rect, radius: radius, reach: reach)
        }
    }

    private init(circularCorners r: CGRect, radius: CGFloat) {
        self.init(rect: r, cornerRadii: Array(repeating: CGSize(width: radius, height: radius), count: 4))
    }

    private init(continuousCorners r: CGRect, radius: CGFloat, reach: CGFloat) {
        // One corner, described from the top-right one in a frame where u runs back
        // along the top edge and v down the right edge: (u, v) = (0, 0) is the corner.
        let corner: [(CGFloat, CGFloat)] = [
            (reach, 0),
            (1.088_493_23, 0), (0.868_406_89, 0), (0.631_493_99, 0.074_911_00),
            (0.372_824_01, 0.169_063_80), (0.169_063_80, 0.372_824_01), (0.074_911_00, 0.631_493_99),
            (0, 0.868_406_89), (0, 1.088_493_23), (0, reach),
        ]
        // Each corner maps (u, v) to a point with its own pair of directions.
        let corners: [(origin: CGPoint, u: CGPoint, v: CGPoint)] = [
            (CGPoint(x: r.maxX, y: r.minY), CGPoint(x: -1, y: 0), CGPoint(x: 0, y: 1)),
            (CGPoint(x: r.maxX, y: r.maxY), CGPoint(x: 0, y: -1), CGPoint(x: -1, y: 0)),
            (CGPoint(x: r.minX, y: r.maxY), CGPoint(x: 1, y: 0), CGPoint(x: 0, y: -1)),
            (CGPoint(x: r.minX, y: r.minY), CGPoint(x: 0, y: 1), CGPoint(x: 1, y: 0)),
        ]
        var elements: [Element] = []
        for (index, c) in corners.enumerated() {
            func point(_ uv: (CGFloat, CGFloat)) -> CGPoint {
                CGPoint(
                    x: c.origin.x + (c.u.x * uv.0 + c.v.x * uv.1) * radius,
                    y: c.origin.y + (c.u.y * uv.0 + c.v.y * uv.1) * radius)
            }
            elements.append(index == 0 ? .move(point(corner[0])) : .line(point(corner[0])))
            for i in stride(from: 1, to: corner.count, by: 3) {
                elements.append(.curve(point(corner[i]), point(corner[i + 1]), to: point(corner[i + 2])))
            }
        }
        elements.append(.close)
        self.init(elements)
    }
}

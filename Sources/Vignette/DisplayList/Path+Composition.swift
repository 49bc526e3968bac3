import Foundation

extension Path {
    /// The path of an inset, trimmed or rotated shape over a frame.
    init(composed shape: ShapeKind, in rect: CGRect) {
        switch shape {
        case .inset(let base, let amount):
            let dx = min(amount, rect.width / 2), dy = min(amount, rect.height / 2)
            let inner = CGRect(
                x: rect.minX + dx, y: rect.minY + dy, width: rect.width - 2 * dx, height: rect.height - 2 * dy)
            self.init(base.shrunk(by: amount), in: inner)
        case .trimmed(let base, let from, let to):
            self = Path(base, in: rect).trimmed(from: from, to: to)
        case .rotated(let base, let angle):
            self = Path(base, in: rect).rotated(by: angle, around: CGPoint(x: rect.midX, y: rect.midY))
        default:
            self.init(shape, in: rect)
        }
    }

    /// The path turned clockwise (on a y-down canvas) by `angle` about `center`.
    public func rotated(by angle: Angle, around center: CGPoint) -> Path {
        let c = cos(angle.radians), s = sin(angle.radians)
        return mappingPoints { p in
            let x = Double(p.x - center.x), y = Double(p.y - center.y)
            return CGPoint(x: Double(center.x) + x * c - y * s, y: Double(center.y) + x * s + y * c)
        }
    }
}

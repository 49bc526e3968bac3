import Foundation

extension DisplayItem {
    /// The same item moved by (dx, dy) points, for composing display lists (contact
    /// sheets, screenshots) without painting twice.
    public func translated(dx: CGFloat, dy: CGFloat) -> DisplayItem {
        switch self {
        case .fill(let path, let paint):
            return .fill(path.translated(dx: dx, dy: dy), paint.translated(dx: dx, dy: dy))
        case .stroke(let path, let style, let paint):
            return .stroke(path.translated(dx: dx, dy: dy), style, paint.translated(dx: dx, dy: dy))
        case .text(var run):
            run.origin = CGPoint(x: run.origin.x + dx, y: run.origin.y + dy)
            return .text(run)
        case .symbol(var run):
            run.frame = run.frame.offsetBy(dx: dx, dy: dy)
            return .symbol(run)
        case .image(var image):
            image.frame = image.frame.offsetBy(dx: dx, dy: dy)
            return .image(image)
        case .group(var group):
            group.clip = group.clip?.translated(dx: dx, dy: dy)
            group.fill = group.fill?.translated(dx: dx, dy: dy)
            group.transform = group.transform?.translated(dx: dx, dy: dy)
            group.mask = group.mask?.map { $0.translated(dx: dx, dy: dy) }
            group.items = group.items.map { $0.translated(dx: dx, dy: dy) }
            return .group(group)
        }
    }
}

extension Path {
    /// The same outline moved by (dx, dy) points.
    public func translated(dx: CGFloat, dy: CGFloat) -> Path {
        mappingPoints { CGPoint(x: $0.x + dx, y: $0.y + dy) }
    }
}

import Foundation

extension DisplayItem {
    /// This item mirrored about the vertical line at `x`: a filled or stroked path has its
    /// points mirrored (its paint is not); anything else is drawn through a mirroring transform.
    func mirrored(aboutX x: CGFloat) -> DisplayItem {
        switch self {
        case .fill(let path, let paint):
            return .fill(path.mirrored(aboutX: x), paint)
        case .stroke(let path, let style, let paint):
            return .stroke(path.mirrored(aboutX: x), style, paint)
        default:
            return .group(DisplayGroup(transform: .scale(x: -1, y: 1, about: CGPoint(x: x, y: 0)), items: [self]))
        }
    }
}

extension Path {
    /// The outline mirrored about the vertical line at `x`.
    func mirrored(aboutX x: CGFloat) -> Path {
        mappingPoints { CGPoint(x: 2 * x - $0.x, y: $0.y) }
    }
}

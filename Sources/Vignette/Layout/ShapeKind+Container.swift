import Foundation

extension ShapeKind {
    /// The shape with `containerRelative` replaced by what it is at `frame`, in a container of
    /// shape `container` filling `host`: a rounded rectangle whose radius is the container's
    /// minus the frame's distance from the container's nearest edge (concentric corners), the
    /// inscribed circle in a circular container, a rectangle where the container has no shape
    /// (Docs/SwiftUI/Containers.md, "ContainerRelativeShape").
    func resolvingContainer(_ container: ShapeKind?, frame: CGRect, host: CGRect) -> ShapeKind {
        switch self {
        case .containerRelative:
            switch container {
            case .roundedRect(let radius, let style):
                let inset = max(
                    0,
                    min(
                        frame.minX - host.minX, frame.minY - host.minY,
                        host.maxX - frame.maxX, host.maxY - frame.maxY))
                return .roundedRect(cornerRadius: max(0, radius - inset), style: style)
            case .disc: return .disc
            default: return .rect
            }
        case .inset(let base, let amount):
            return .inset(base.resolvingContainer(container, frame: frame, host: host), by: amount)
        case .trimmed(let base, let from, let to):
            return .trimmed(base.resolvingContainer(container, frame: frame, host: host), from: from, to: to)
        case .rotated(let base, let angle):
            return .rotated(base.resolvingContainer(container, frame: frame, host: host), angle)
        case .rect, .roundedRect, .disc, .oval, .pill, .custom:
            return self
        }
    }
}

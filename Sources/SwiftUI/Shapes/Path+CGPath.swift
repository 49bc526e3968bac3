import CoreGraphics
import Foundation
import Vignette

// SwiftUI's `Path` to and from Core Graphics' `CGPath`, and its elements one by one
// (https://developer.apple.com/documentation/swiftui/path/init(_:)-3bzm4,
// https://developer.apple.com/documentation/swiftui/path/cgpath,
// https://developer.apple.com/documentation/swiftui/path/foreach(_:)). Quadratic curves are kept as
// the cubic curves this `Path` stores them as.

extension Path {
    /// One piece of a path (SwiftUI's `Path.Element`).
    public enum Element: Hashable, Sendable {
        /// Starts a subpath.
        case move(to: CGPoint)
        /// A straight line.
        case line(to: CGPoint)
        /// A quadratic curve (never read from a `Path` here: stored as a cubic).
        case quadCurve(to: CGPoint, control: CGPoint)
        /// A cubic curve.
        case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
        /// Closes the subpath.
        case closeSubpath
    }

    /// The path a `CGPath` holds.
    public init(_ path: CGPath) {
        self.init()
        for piece in path.pieces {
            switch piece {
            case .move(let p): move(to: p)
            case .line(let p): addLine(to: p)
            case .quadCurve(let to, let control): addQuadCurve(to: to, control: control)
            case .curve(let to, let c1, let c2): addCurve(to: to, control1: c1, control2: c2)
            case .close: closeSubpath()
            }
        }
    }

    /// The path as a `CGPath`.
    public var cgPath: CGPath {
        var pieces: [CGPath.Piece] = []
        forEach { element in
            switch element {
            case .move(let p): pieces.append(.move(p))
            case .line(let p): pieces.append(.line(p))
            case .quadCurve(let to, let control): pieces.append(.quadCurve(to: to, control: control))
            case .curve(let to, let c1, let c2): pieces.append(.curve(to: to, control1: c1, control2: c2))
            case .closeSubpath: pieces.append(.close)
            }
        }
        return CGPath(pieces: pieces)
    }

    /// Calls `body` with each element in order.
    public func forEach(_ body: (Element) -> Void) {
        for element in core.elements {
            switch element {
            case .move(let p): body(.move(to: p))
            case .line(let p): body(.line(to: p))
            case .curve(let c1, let c2, let to): body(.curve(to: to, control1: c1, control2: c2))
            case .close: body(.closeSubpath)
            }
        }
    }
}

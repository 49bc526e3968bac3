import Foundation

/// Shapes built from other shapes (`inset`, `trim`, `rotation`) in one canonical order:
/// the base shape is inset, then trimmed, then rotated. Trimming and rotating commute
/// exactly; an inset always applies to the base shape, as SwiftUI only insets its
/// basic shapes.
extension ShapeKind {
    /// A shape taken apart into its base and what was done to it.
    struct Parts {
        var base: ShapeKind
        var inset: CGFloat = 0
        var trim: (from: Double, to: Double)? = nil
        var rotation = Angle.zero

        /// The shape in canonical nesting.
        var shape: ShapeKind {
            var kind = base
            if inset != 0 { kind = .inset(kind, by: inset) }
            if let trim { kind = .trimmed(kind, from: trim.from, to: trim.to) }
            if rotation != .zero { kind = .rotated(kind, rotation) }
            return kind
        }
    }

    var parts: Parts {
        switch self {
        case .inset(let inner, let amount):
            var p = inner.parts
            p.inset += amount
            return p
        case .trimmed(let inner, let from, let to):
            var p = inner.parts
            // A trim of a trim keeps the same fractions of the part already kept.
            if let (a, b) = p.trim {
                p.trim = (a + from * (b - a), a + to * (b - a))
            } else {
                p.trim = (from, to)
            }
            return p
        case .rotated(let inner, let angle):
            var p = inner.parts
            p.rotation = p.rotation + angle
            return p
        default:
            return Parts(base: self)
        }
    }

    /// The basic shape under any inset, trim or rotation: what decides the layout.
    public var base: ShapeKind { parts.base }

    /// The same shape in canonical nesting (inset, then trim, then rotation).
    public var normalized: ShapeKind { parts.shape }

    /// The shape with its frame inset by `amount` points on every side.
    public func inset(by amount: CGFloat) -> ShapeKind { ShapeKind.inset(self, by: amount).normalized }

    /// The part of the outline from `from` to `to` (fractions of its length, 0…1).
    public func trimmed(from: Double, to: Double) -> ShapeKind {
        ShapeKind.trimmed(self, from: from, to: to).normalized
    }

    /// The shape turned clockwise by `angle` about its frame's centre.
    public func rotated(by angle: Angle) -> ShapeKind { ShapeKind.rotated(self, angle).normalized }

    /// For an inset: a rounded rectangle's corners shrink with its frame, as an inset
    /// `RoundedRectangle`'s do.
    func shrunk(by amount: CGFloat) -> ShapeKind {
        if case .roundedRect(let radius, let style) = self {
            return .roundedRect(cornerRadius: max(0, radius - amount), style: style)
        }
        return self
    }
}

extension ShapeKind {
    /// The base shape's kind, as placed nodes and JSON trees name it.
    var nodeKind: NodeKind {
        switch base {
        case .rect: .rect
        case .roundedRect: .roundedRect
        case .disc: .disc
        case .oval: .oval
        case .pill: .pill
        case .containerRelative: .containerRelative
        case .custom: .customShape
        case .inset, .trimmed, .rotated: preconditionFailure("a base shape is never composed")
        }
    }
}

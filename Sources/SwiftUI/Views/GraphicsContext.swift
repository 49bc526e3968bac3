import CoreGraphics
import Foundation
import Vignette

/// SwiftUI's `GraphicsContext`: what a `Canvas` renderer draws with. Copies draw into the same canvas and
/// keep their own transform, opacity, blend mode and clip, as SwiftUI's do (Docs/SwiftUI/Canvas.md).
public struct GraphicsContext {
    let canvas: CanvasRecording
    /// The transform from the context's coordinates to the canvas's.
    public var transform: CGAffineTransform = .identity
    /// The alpha everything drawn next is multiplied by.
    public var opacity: Double = 1
    /// How what is drawn next combines with what is already drawn.
    public var blendMode: BlendMode = .normal
    /// The environment of the canvas.
    public var environment: EnvironmentValues
    /// The clips added with `clip(to:)`, in canvas coordinates.
    var clips: [Path] = []

    init(_ canvas: CanvasRecording) {
        self.canvas = canvas
        environment = canvas.environment
    }

    /// SwiftUI's `GraphicsContext.BlendMode`: the same modes as the view modifier's.
    public typealias BlendMode = SwiftUI.BlendMode

    /// Moves the origin by `x`, `y`.
    public mutating func translateBy(x: CGFloat, y: CGFloat) { transform = transform.translatedBy(x: x, y: y) }

    /// Scales the coordinates by `x`, `y`.
    public mutating func scaleBy(x: CGFloat, y: CGFloat) { transform = transform.scaledBy(x: x, y: y) }

    /// Rotates the coordinates by `angle` about the origin (positive angles turn clockwise on screen).
    public mutating func rotate(by angle: Angle) { transform = transform.rotated(by: CGFloat(angle.radians)) }

    /// Applies `matrix` before the current transform.
    public mutating func concatenate(_ matrix: CGAffineTransform) { transform = matrix.concatenating(transform) }

    /// Clips what is drawn next to `path` (in the context's coordinates).
    public mutating func clip(to path: Path, style: FillStyle = FillStyle(), options: ClipOptions = ClipOptions()) {
        clips.append(path.applying(transform))
    }

    /// Runs `content` with a copy of this context, as a layer of its own.
    public func drawLayer(content: (inout GraphicsContext) throws -> Void) rethrows {
        var copy = self
        try content(&copy)
    }

    /// Options for `clip(to:)`.
    public struct ClipOptions: OptionSet, Sendable {
        /// The raw bits.
        public let rawValue: UInt32
        /// Options from their raw bits.
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// Clips to the outside of the path instead (not drawn: Vignette clips to the inside).
        public static let inverse = ClipOptions(rawValue: 1)
    }
}

/// Drawing paths.
extension GraphicsContext {
    /// Fills `path` with `shading`.
    public func fill(_ path: Path, with shading: Shading, style: FillStyle = FillStyle()) {
        canvas.draw(path.applying(transform).fill(shading.make(transform, canvas.size)), self)
    }

    /// Strokes `path` with `shading` in `style` (the line width scaled with the transform).
    public func stroke(_ path: Path, with shading: Shading, style: StrokeStyle) {
        var scaled = style
        scaled.lineWidth = style.lineWidth * transform.lengthScale
        canvas.draw(path.applying(transform).stroke(shading.make(transform, canvas.size), style: scaled), self)
    }

    /// Strokes `path` with `shading`, `lineWidth` points wide.
    public func stroke(_ path: Path, with shading: Shading, lineWidth: CGFloat = 1) {
        stroke(path, with: shading, style: StrokeStyle(lineWidth: lineWidth))
    }
}

extension CGAffineTransform {
    /// How much the transform scales lengths (the mean of its axes' scales).
    var lengthScale: CGFloat { (hypot(a, b) + hypot(c, d)) / 2 }
    /// The rotation the transform applies to its x axis.
    var rotationAngle: Angle { .radians(Double(atan2(b, a))) }
}

extension Path {
    /// This path with every point mapped by `transform`, as SwiftUI's `Path.applying(_:)`.
    public func applying(_ transform: CGAffineTransform) -> Path {
        guard transform != .identity else { return self }
        var mapped = self
        mapped.core.elements = core.elements.map { element in
            switch element {
            case .move(let p): .move(p.applying(transform))
            case .line(let p): .line(p.applying(transform))
            case .curve(let c1, let c2, let p):
                .curve(c1.applying(transform), c2.applying(transform), to: p.applying(transform))
            case .close: .close
            }
        }
        return mapped
    }

    /// This path moved by `x`, `y` (SwiftUI's `offsetBy(dx:dy:)`).
    public func offsetBy(dx: CGFloat, dy: CGFloat) -> Path { applying(CGAffineTransform(translationX: dx, y: dy)) }
}

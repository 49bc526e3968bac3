import CoreGraphics
import Foundation
import Vignette

extension GraphicsContext {
    /// How a path or text is painted: a colour, the foreground style, any shape style, or a gradient given
    /// in the context's coordinates (SwiftUI's `GraphicsContext.Shading`).
    public struct Shading {
        let make: (CGAffineTransform, CGSize) -> AnyShapeStyle

        /// A solid colour.
        public static func color(_ color: Color) -> Shading { style(color) }

        /// The foreground style of the canvas's environment.
        public static var foreground: Shading { style(ForegroundStyle()) }

        /// Any shape style, resolved in the canvas's frame.
        public static func style<S: ShapeStyle>(_ style: S) -> Shading {
            let erased = AnyShapeStyle(style)
            return Shading { _, _ in erased }
        }

        /// A linear gradient from `startPoint` to `endPoint`, in the context's coordinates.
        public static func linearGradient(
            _ gradient: Gradient, startPoint: CGPoint, endPoint: CGPoint, options: GradientOptions = GradientOptions()
        ) -> Shading {
            Shading { transform, size in
                AnyShapeStyle(
                    LinearGradient(
                        gradient: gradient, startPoint: unit(startPoint, transform, size),
                        endPoint: unit(endPoint, transform, size)))
            }
        }

        /// A radial gradient about `center`, radii in the context's coordinates.
        public static func radialGradient(
            _ gradient: Gradient, center: CGPoint, startRadius: CGFloat, endRadius: CGFloat,
            options: GradientOptions = GradientOptions()
        ) -> Shading {
            Shading { transform, size in
                AnyShapeStyle(
                    RadialGradient(
                        gradient: gradient, center: unit(center, transform, size),
                        startRadius: startRadius * transform.lengthScale, endRadius: endRadius * transform.lengthScale))
            }
        }

        /// `point` mapped to the canvas and given as a fraction of its size, as the core's gradients take it.
        static func unit(_ point: CGPoint, _ transform: CGAffineTransform, _ size: CGSize) -> UnitPoint {
            let p = point.applying(transform)
            return UnitPoint(x: size.width > 0 ? p.x / size.width : 0, y: size.height > 0 ? p.y / size.height : 0)
        }
    }

    /// Options for gradient shadings (repetition is not drawn: gradients pad).
    public struct GradientOptions: OptionSet, Sendable {
        /// The raw bits.
        public let rawValue: UInt32
        /// Options from their raw bits.
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// Repeat the gradient past its ends.
        public static let `repeat` = GradientOptions(rawValue: 1)
        /// Repeat it mirrored.
        public static let mirror = GradientOptions(rawValue: 2)
        /// Interpolate in linear colour.
        public static let linearColor = GradientOptions(rawValue: 4)
    }

    /// Text prepared for drawing (SwiftUI's `GraphicsContext.ResolvedText`).
    public struct ResolvedText {
        let text: Text
        let canvas: CanvasRecording
        /// The shading the text is drawn with.
        public var shading: Shading = .foreground

        /// The size the text is set at when offered `size`: measured with the render's text metrics
        /// and the canvas's environment, as the layout sets it (Docs/SwiftUI/Canvas.md).
        public func measure(in size: CGSize) -> CGSize { canvas.measure(text, in: size) }
    }

    /// An image prepared for drawing (SwiftUI's `GraphicsContext.ResolvedImage`).
    public struct ResolvedImage {
        let image: Image
    }

    /// `text` prepared for drawing.
    public func resolve(_ text: Text) -> ResolvedText { ResolvedText(text: text, canvas: canvas) }

    /// `image` prepared for drawing.
    public func resolve(_ image: Image) -> ResolvedImage { ResolvedImage(image: image) }

    /// Draws `text` at its ideal size with its `anchor` at `point`.
    public func draw(_ text: Text, at point: CGPoint, anchor: UnitPoint = .center) {
        place(text, at: point, anchor: anchor)
    }

    /// Draws resolved text with its `anchor` at `point`.
    public func draw(_ text: ResolvedText, at point: CGPoint, anchor: UnitPoint = .center) {
        place(text.text.foregroundStyle(text.shading.make(transform, canvas.size)), at: point, anchor: anchor)
    }

    /// Draws `text` in `rect`.
    public func draw(_ text: Text, in rect: CGRect) { place(text, in: rect) }

    /// Draws resolved text in `rect`.
    public func draw(_ text: ResolvedText, in rect: CGRect) {
        place(text.text.foregroundStyle(text.shading.make(transform, canvas.size)), in: rect)
    }

    /// Draws `image` at its size with its `anchor` at `point`.
    public func draw(_ image: Image, at point: CGPoint, anchor: UnitPoint = .center) {
        place(image, at: point, anchor: anchor)
    }

    /// Draws `image` stretched to `rect`.
    public func draw(_ image: Image, in rect: CGRect, style: FillStyle = FillStyle()) {
        place(image.resizable(), in: rect)
    }

    /// Draws a resolved image with its `anchor` at `point`.
    public func draw(_ image: ResolvedImage, at point: CGPoint, anchor: UnitPoint = .center) {
        draw(image.image, at: point, anchor: anchor)
    }

    /// Draws a resolved image stretched to `rect`.
    public func draw(_ image: ResolvedImage, in rect: CGRect, style: FillStyle = FillStyle()) {
        draw(image.image, in: rect, style: style)
    }

    /// `view` at its ideal size, its `anchor` at `point` mapped by the transform and turned with it: a frame
    /// of no size there, aligned by the anchor, holds the view.
    private func place(_ view: some View, at point: CGPoint, anchor: UnitPoint) {
        let p = point.applying(transform)
        let pinned = view.fixedSize().frame(width: 0, height: 0, alignment: Alignment(anchor))
        canvas.draw(turned(pinned).offset(x: p.x, y: p.y), self)
    }

    /// `view` in `rect`, its origin mapped by the transform and turned with it.
    private func place(_ view: some View, in rect: CGRect) {
        let p = rect.origin.applying(transform)
        let framed = view.frame(width: rect.width, height: rect.height)
        canvas.draw(turned(framed, anchor: .topLeading).offset(x: p.x, y: p.y), self)
    }

    /// `view` rotated and scaled as the transform turns and scales lengths.
    private func turned(_ view: some View, anchor: UnitPoint = .center) -> AnyView {
        var turned = AnyView(view)
        let scale = transform.lengthScale
        if abs(scale - 1) > 1e-9 { turned = AnyView(turned.scaleEffect(scale, anchor: anchor)) }
        let angle = transform.rotationAngle
        if abs(angle.radians) > 1e-9 { turned = AnyView(turned.rotationEffect(angle, anchor: anchor)) }
        return turned
    }
}

extension Alignment {
    /// The nearest of the nine alignments to `point` (a unit point in a frame).
    init(_ point: UnitPoint) {
        let h: HorizontalAlignment = point.x < 1 / 3 ? .leading : point.x > 2 / 3 ? .trailing : .center
        let v: VerticalAlignment = point.y < 1 / 3 ? .top : point.y > 2 / 3 ? .bottom : .center
        self.init(horizontal: h, vertical: v)
    }
}

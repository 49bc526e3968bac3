import Foundation
import Vignette

/// A point in a view's unit square: `.top`, `.bottomTrailing`, `UnitPoint(x: 0.2, y: 0)`.
public typealias UnitPoint = Vignette.UnitPoint
/// An angle: `.degrees(90)`, `.radians(.pi)`.
public typealias Angle = Vignette.Angle

/// Colours at locations along a gradient, as SwiftUI's `Gradient`.
public struct Gradient: Hashable, Sendable {
    /// A colour at a location from 0 to 1.
    public struct Stop: Hashable, Sendable {
        /// The colour.
        public var color: Color
        /// Where along the gradient, 0 to 1.
        public var location: CGFloat

        /// `color` at `location`.
        public init(color: Color, location: CGFloat) {
            self.color = color
            self.location = location
        }
    }

    /// The stops, in order.
    public var stops: [Stop]

    /// A gradient through `stops`.
    public init(stops: [Stop]) {
        self.stops = stops
    }

    /// Colours spaced evenly from 0 to 1, as the core spaces them.
    public init(colors: [Color]) {
        stops = Vignette.Gradient(colors: colors.map(\.paint)).stops
            .map { Stop(color: Color(paint: $0.color), location: CGFloat($0.location)) }
    }

    var core: Vignette.Gradient {
        Vignette.Gradient(
            stops: stops.map { Vignette.Gradient.Stop(color: $0.color.paint, location: Double($0.location)) })
    }
}

/// A gradient used as a style (iOS 16) draws top to bottom, as Apple documents `AnyGradient`
/// ("a linear gradient with start-point [0.5, 0] and end-point [0.5, 1]"); as a tint it runs along
/// the control (`tint(_:)`).
extension Gradient: ShapeStyle {
    /// The core paint: the stops from the top edge to the bottom.
    public var _paint: _ShapePaint { _ShapePaint(.linearGradient(core, startPoint: .top, endPoint: .bottom)) }
}

/// A gradient along a line, as a view (filling the space offered) and as a style.
nonisolated public struct LinearGradient: ShapeStyle, View, PrimitiveView, Sendable {
    let paint: Paint

    init(paint: Paint) {
        self.paint = paint
    }

    /// `gradient` from `startPoint` to `endPoint`.
    public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
        paint = .linearGradient(gradient.core, startPoint: startPoint, endPoint: endPoint)
    }

    /// `colors` spaced evenly from `startPoint` to `endPoint`.
    public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
    }

    /// `stops` from `startPoint` to `endPoint`.
    public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(stops: stops), startPoint: startPoint, endPoint: endPoint)
    }

    /// The core paint.
    public var _paint: _ShapePaint { _ShapePaint(paint) }
    /// Primitive: lowered by Vignette, not through a body.
    public var body: Never { primitiveBody() }
    package func lower(in environment: EnvironmentValues) -> Node { .fill(paint) }
}

/// A gradient in circles around a centre, as a view and as a style.
nonisolated public struct RadialGradient: ShapeStyle, View, PrimitiveView, Sendable {
    let paint: Paint

    /// `gradient` from `startRadius` to `endRadius` around `center`.
    public init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        paint = .radialGradient(gradient.core, center: center, startRadius: startRadius, endRadius: endRadius)
    }

    /// `colors` spaced evenly from `startRadius` to `endRadius` around `center`.
    public init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(colors: colors), center: center, startRadius: startRadius, endRadius: endRadius)
    }

    /// The core paint.
    public var _paint: _ShapePaint { _ShapePaint(paint) }
    /// Primitive: lowered by Vignette, not through a body.
    public var body: Never { primitiveBody() }
    package func lower(in environment: EnvironmentValues) -> Node { .fill(paint) }
}

/// A gradient swept around a centre, as a view and as a style.
nonisolated public struct AngularGradient: ShapeStyle, View, PrimitiveView, Sendable {
    let paint: Paint

    /// `gradient` from `startAngle` to `endAngle` around `center`.
    public init(gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .degrees(360)) {
        paint = .angularGradient(gradient.core, center: center, startAngle: startAngle, endAngle: endAngle)
    }

    /// `colors` spaced evenly around `center`.
    public init(colors: [Color], center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .degrees(360)) {
        self.init(gradient: Gradient(colors: colors), center: center, startAngle: startAngle, endAngle: endAngle)
    }

    /// The core paint.
    public var _paint: _ShapePaint { _ShapePaint(paint) }
    /// Primitive: lowered by Vignette, not through a body.
    public var body: Never { primitiveBody() }
    package func lower(in environment: EnvironmentValues) -> Node { .fill(paint) }
}

extension ShapeStyle where Self == LinearGradient {
    /// `gradient` from `startPoint` to `endPoint`.
    public static func linearGradient(
        _ gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint
    ) -> LinearGradient {
        LinearGradient(gradient: gradient, startPoint: startPoint, endPoint: endPoint)
    }

    /// `colors` from `startPoint` to `endPoint`.
    public static func linearGradient(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(colors: colors, startPoint: startPoint, endPoint: endPoint)
    }
}

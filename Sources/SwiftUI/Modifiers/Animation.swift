import Foundation
import Vignette

// Animation names compile and a snapshot draws each view at its final value: a widget's frame is a
// still image, and WidgetKit animates only between timeline entries (Docs/SwiftUI/Animation.md).

/// A value that can be interpolated, as SwiftUI's `VectorArithmetic`.
public protocol VectorArithmetic: AdditiveArithmetic {
    /// Multiplies each component by `rhs`.
    mutating func scale(by rhs: Double)
    /// The dot product of the value with itself.
    var magnitudeSquared: Double { get }
}

extension VectorArithmetic {
    /// The value with each component multiplied by `rhs`.
    public func scaled(by rhs: Double) -> Self {
        var copy = self
        copy.scale(by: rhs)
        return copy
    }
}

extension Double: VectorArithmetic {
    /// Multiplies by `rhs`.
    public mutating func scale(by rhs: Double) { self *= rhs }
    /// The square.
    public var magnitudeSquared: Double { self * self }
}

extension Float: VectorArithmetic {
    /// Multiplies by `rhs`.
    public mutating func scale(by rhs: Double) { self *= Float(rhs) }
    /// The square.
    public var magnitudeSquared: Double { Double(self * self) }
}

extension CGFloat: VectorArithmetic {
    /// Multiplies by `rhs`.
    public mutating func scale(by rhs: Double) { self *= CGFloat(rhs) }
    /// The square.
    public var magnitudeSquared: Double { Double(self * self) }
}

/// No animatable data, as SwiftUI's `EmptyAnimatableData`.
public struct EmptyAnimatableData: VectorArithmetic, Hashable, Sendable {
    /// Nothing.
    public init() {}
    /// Nothing.
    public static var zero: EmptyAnimatableData { EmptyAnimatableData() }
    /// Nothing.
    public static func + (lhs: Self, rhs: Self) -> Self { lhs }
    /// Nothing.
    public static func - (lhs: Self, rhs: Self) -> Self { lhs }
    /// Nothing to scale.
    public mutating func scale(by rhs: Double) {}
    /// Zero.
    public var magnitudeSquared: Double { 0 }
}

/// Two animatable values together, as SwiftUI's `AnimatablePair`.
public struct AnimatablePair<First: VectorArithmetic, Second: VectorArithmetic>: VectorArithmetic {
    /// The first value.
    public var first: First
    /// The second value.
    public var second: Second

    /// A pair of `first` and `second`.
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    /// Both zero.
    public static var zero: Self { Self(.zero, .zero) }
    /// Component-wise sum.
    public static func + (lhs: Self, rhs: Self) -> Self { Self(lhs.first + rhs.first, lhs.second + rhs.second) }
    /// Component-wise difference.
    public static func - (lhs: Self, rhs: Self) -> Self { Self(lhs.first - rhs.first, lhs.second - rhs.second) }
    /// Scales both.
    public mutating func scale(by rhs: Double) {
        first.scale(by: rhs)
        second.scale(by: rhs)
    }
    /// The sum of both magnitudes.
    public var magnitudeSquared: Double { first.magnitudeSquared + second.magnitudeSquared }
}

/// A type whose values can animate, as SwiftUI's `Animatable`; a snapshot reads the final value.
public protocol Animatable {
    /// The data an animation interpolates.
    associatedtype AnimatableData: VectorArithmetic
    /// The data an animation interpolates.
    var animatableData: AnimatableData { get set }
}

extension Animatable where AnimatableData == EmptyAnimatableData {
    /// Nothing to animate.
    public var animatableData: EmptyAnimatableData {
        get { EmptyAnimatableData() }
        set {}
    }
}

/// How a change animates, as SwiftUI's `Animation`; accepted and not played in a snapshot.
public struct Animation: Hashable, Sendable {
    let name: String
    /// The system's default animation.
    public static let `default` = Animation(name: "default")
    /// Constant speed.
    public static let linear = Animation(name: "linear")
    /// Starts slowly.
    public static let easeIn = Animation(name: "easeIn")
    /// Ends slowly.
    public static let easeOut = Animation(name: "easeOut")
    /// Starts and ends slowly.
    public static let easeInOut = Animation(name: "easeInOut")
    /// A spring.
    public static let spring = Animation(name: "spring")
    /// A smooth spring.
    public static let smooth = Animation(name: "smooth")
    /// A quick spring.
    public static let snappy = Animation(name: "snappy")
    /// A bouncy spring.
    public static let bouncy = Animation(name: "bouncy")
    /// A quick spring for interactive changes.
    public static let interactiveSpring = Animation(name: "interactiveSpring")
    /// Constant speed over `duration` seconds.
    public static func linear(duration: TimeInterval) -> Animation { .linear }
    /// Starts slowly, over `duration` seconds.
    public static func easeIn(duration: TimeInterval) -> Animation { .easeIn }
    /// Ends slowly, over `duration` seconds.
    public static func easeOut(duration: TimeInterval) -> Animation { .easeOut }
    /// Starts and ends slowly, over `duration` seconds.
    public static func easeInOut(duration: TimeInterval) -> Animation { .easeInOut }
    /// A spring of the given response and damping.
    public static func spring(
        response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: TimeInterval = 0
    ) -> Animation { .spring }
    /// A spring of the given duration and bounce (disfavoured, so `.spring()` is the response form).
    @_disfavoredOverload public static func spring(
        duration: TimeInterval = 0.5, bounce: Double = 0, blendDuration: Double = 0
    ) -> Animation { .spring }
    /// A smooth spring of `duration`.
    public static func smooth(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Animation { .smooth }
    /// A quick spring of `duration`.
    public static func snappy(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Animation { .snappy }
    /// A bouncy spring of `duration`.
    public static func bouncy(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Animation { .bouncy }
    /// Starts after `delay` seconds.
    public func delay(_ delay: TimeInterval) -> Animation { self }
    /// Plays `speed` times as fast.
    public func speed(_ speed: Double) -> Animation { self }
    /// Repeats `repeatCount` times.
    public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation { self }
    /// Repeats for ever.
    public func repeatForever(autoreverses: Bool = true) -> Animation { self }
}

/// How a view enters and leaves, as SwiftUI's `AnyTransition`; a snapshot shows views in place.
public struct AnyTransition: Sendable {
    /// Fades.
    public static let opacity = AnyTransition()
    /// Grows from nothing.
    public static let scale = AnyTransition()
    /// Slides in from the leading edge.
    public static let slide = AnyTransition()
    /// No transition.
    public static let identity = AnyTransition()
    /// Blurs the view out and the new one in (iOS 17,
    /// https://developer.apple.com/documentation/swiftui/anytransition/blurreplace); a snapshot shows the view in place.
    public static let blurReplace = AnyTransition()
    /// Grows from `scale` about `anchor`.
    public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition { AnyTransition() }
    /// Moves in from `edge`.
    public static func move(edge: Edge) -> AnyTransition { AnyTransition() }
    /// Pushes in from `edge`.
    public static func push(from edge: Edge) -> AnyTransition { AnyTransition() }
    /// Moves in by `offset`.
    public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition { AnyTransition() }
    /// One transition in, another out.
    public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition { AnyTransition() }
    /// Both transitions.
    public func combined(with other: AnyTransition) -> AnyTransition { self }
    /// With `animation`.
    public func animation(_ animation: Animation?) -> AnyTransition { self }
}

/// Runs `body`: a snapshot draws the values it sets, without animating to them.
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    try body()
}

nonisolated extension View {
    /// Accepted: a snapshot draws the final value of `value`'s change.
    public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View { self }
    /// Accepted: a snapshot draws the final state.
    public func animation(_ animation: Animation?) -> some View { self }
    /// Accepted: a snapshot shows the view in place.
    public func transition(_ t: AnyTransition) -> some View { self }
}

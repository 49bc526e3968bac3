import Foundation

/// SwiftUI's `Gesture`: an interaction a view can respond to. A widget's view takes no gestures (a tap
/// opens the app), so gestures compile and never fire (Docs/SwiftUI/Canvas.md).
public protocol Gesture {
    /// What the gesture reports while it changes and when it ends.
    associatedtype Value
}

/// Which gestures of a view and its subviews are recognised (SwiftUI's `GestureMask`).
public struct GestureMask: OptionSet, Sendable {
    /// The raw bits.
    public let rawValue: UInt32
    /// A mask from its raw bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// The view's own gesture.
    public static let gesture = GestureMask(rawValue: 1)
    /// Its subviews' gestures.
    public static let subviews = GestureMask(rawValue: 2)
    /// Both.
    public static let all: GestureMask = [.gesture, .subviews]
    /// Neither.
    public static let none: GestureMask = []
}

/// SwiftUI's `DragGesture`: a finger moving across the view; never fires in a widget.
public struct DragGesture: Gesture {
    /// Where the drag is: its start, current location and translation.
    public struct Value: Equatable, Sendable {
        /// When the drag value was made.
        public var time: Date
        /// Where the finger is.
        public var location: CGPoint
        /// Where the drag started.
        public var startLocation: CGPoint
        /// How far the finger has moved from the start.
        public var translation: CGSize {
            CGSize(width: location.x - startLocation.x, height: location.y - startLocation.y)
        }
        /// Where the drag would end if it stopped accelerating (here, where it is).
        public var predictedEndLocation: CGPoint { location }
        /// The translation to the predicted end.
        public var predictedEndTranslation: CGSize { translation }
        /// The finger's speed, in points per second (none: it never moves in a widget).
        public var velocity: CGSize { .zero }
    }

    /// How far the finger must move before the drag starts.
    public var minimumDistance: CGFloat
    /// The coordinate space locations are given in.
    public var coordinateSpace: CoordinateSpace

    /// A drag starting after `minimumDistance` points.
    public init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local) {
        self.minimumDistance = minimumDistance
        self.coordinateSpace = coordinateSpace
    }
}

/// SwiftUI's `TapGesture`: never fires in a widget.
public struct TapGesture: Gesture {
    /// Nothing is reported.
    public typealias Value = Void
    /// The number of taps.
    public var count: Int
    /// A gesture of `count` taps.
    public init(count: Int = 1) { self.count = count }
}

/// SwiftUI's `LongPressGesture`: never fires in a widget.
public struct LongPressGesture: Gesture {
    /// Whether the press is down.
    public typealias Value = Bool
    /// How long the press must last.
    public var minimumDuration: Double
    /// A press of `minimumDuration` seconds.
    public init(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10) { self.minimumDuration = minimumDuration }
}

extension Gesture {
    /// An action while the gesture changes; never run.
    public func onChanged(_ action: @escaping (Value) -> Void) -> Self { self }
    /// An action when the gesture ends; never run.
    public func onEnded(_ action: @escaping (Value) -> Void) -> Self { self }
}

nonisolated extension View {
    /// Attaches `gesture`: nothing is drawn differently, and it never fires in a widget.
    public func gesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> some View { self }
    /// Attaches `gesture` to be recognised with the subviews' own; never fires.
    public func simultaneousGesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> some View { self }
    /// Attaches `gesture` before the subviews' own; never fires.
    public func highPriorityGesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> some View { self }
}

/// A value a gesture updates while it is under way and resets when it ends (SwiftUI's `GestureState`).
/// A widget's snapshot has no gesture under way, so it always holds its initial value.
@propertyWrapper public struct GestureState<Value> {
    private let initial: Value

    /// A state starting, and always reset to, `wrappedValue`.
    public init(wrappedValue: Value) { initial = wrappedValue }
    /// A state starting at `initialValue`.
    public init(initialValue: Value) { initial = initialValue }
    /// A state reset to `wrappedValue` after any transaction.
    public init(wrappedValue: Value, resetTransaction: Transaction) { initial = wrappedValue }
    /// A state reset to `wrappedValue` by `reset`.
    public init(wrappedValue: Value, reset: @escaping (Value, inout Transaction) -> Void) { initial = wrappedValue }

    /// The value: the initial one, as no gesture is under way.
    public var wrappedValue: Value { initial }
    /// The state itself, for `updating(_:body:)`.
    public var projectedValue: GestureState<Value> { self }
}

extension Gesture {
    /// Updates `state` while the gesture changes; never run in a widget.
    public func updating<State>(
        _ state: GestureState<State>, body: @escaping (Value, inout State, inout Transaction) -> Void
    ) -> Self { self }
}

nonisolated extension View {
    /// Whether the view takes touches: accepted, as a widget's snapshot takes none either way.
    public func allowsHitTesting(_ enabled: Bool) -> some View { self }
}

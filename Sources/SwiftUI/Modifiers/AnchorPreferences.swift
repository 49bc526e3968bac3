import Foundation
import Vignette

/// A geometric value of a view (its bounds, a point of it) that another view resolves in its own
/// coordinates with `GeometryProxy`'s subscript, as SwiftUI's `Anchor`. The view is named in the core
/// tree, and the reader resolves the name to the frame layout placed it at (Docs/SwiftUI/Preferences.md).
public struct Anchor<Value> {
    let name: String
    let source: Source

    /// Where in a view an anchor points: a rectangle or a point of the view's bounds.
    public struct Source {
        let kind: Kind
        let value: (CGRect) -> Value

        enum Kind: Hashable {
            case rect(CGRect?)
            case point(CGPoint)
            case unitPoint(UnitPoint)
        }
    }

    /// The value in a space where the anchored view's frame is `frame`.
    func resolved(in frame: CGRect) -> Value { source.value(frame) }
}

/// Sendable as Apple's is: a source's closure only reads the values it was made from.
extension Anchor: @unchecked Sendable {}

/// Sendable as Apple's is: its closure only reads the values it was made from.
extension Anchor.Source: @unchecked Sendable {}

extension Anchor: Equatable {
    /// Two anchors are equal when they name the same view's same place.
    public static func == (a: Anchor, b: Anchor) -> Bool { a.name == b.name && a.source.kind == b.source.kind }
}

extension Anchor: Hashable {
    /// Hashes the view's name and place, as `==` compares them.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(source.kind)
    }
}

extension Anchor.Source where Value == CGRect {
    /// The view's bounds.
    public static var bounds: Anchor<CGRect>.Source { rect(nil) }

    /// `rect` in the view's own coordinates.
    public static func rect(_ rect: CGRect) -> Anchor<CGRect>.Source { Self.rect(Optional(rect)) }

    private static func rect(_ rect: CGRect?) -> Anchor<CGRect>.Source {
        Anchor<CGRect>.Source(kind: .rect(rect)) { frame in
            guard let rect else { return frame }
            return rect.offsetBy(dx: frame.minX, dy: frame.minY)
        }
    }
}

extension Anchor.Source where Value == CGPoint {
    /// `point` in the view's own coordinates.
    public static func point(_ point: CGPoint) -> Anchor<CGPoint>.Source {
        Anchor<CGPoint>.Source(kind: .point(point)) { CGPoint(x: $0.minX + point.x, y: $0.minY + point.y) }
    }

    /// The point at `unitPoint` of the view's bounds.
    public static func unitPoint(_ unitPoint: UnitPoint) -> Anchor<CGPoint>.Source {
        Anchor<CGPoint>.Source(kind: .unitPoint(unitPoint)) { frame in
            CGPoint(x: frame.minX + unitPoint.x * frame.width, y: frame.minY + unitPoint.y * frame.height)
        }
    }

    /// The top-leading corner.
    public static var topLeading: Anchor<CGPoint>.Source { unitPoint(.topLeading) }
    /// The middle of the top edge.
    public static var top: Anchor<CGPoint>.Source { unitPoint(.top) }
    /// The top-trailing corner.
    public static var topTrailing: Anchor<CGPoint>.Source { unitPoint(.topTrailing) }
    /// The middle of the leading edge.
    public static var leading: Anchor<CGPoint>.Source { unitPoint(.leading) }
    /// The centre.
    public static var center: Anchor<CGPoint>.Source { unitPoint(.center) }
    /// The middle of the trailing edge.
    public static var trailing: Anchor<CGPoint>.Source { unitPoint(.trailing) }
    /// The bottom-leading corner.
    public static var bottomLeading: Anchor<CGPoint>.Source { unitPoint(.bottomLeading) }
    /// The middle of the bottom edge.
    public static var bottom: Anchor<CGPoint>.Source { unitPoint(.bottom) }
    /// The bottom-trailing corner.
    public static var bottomTrailing: Anchor<CGPoint>.Source { unitPoint(.bottomTrailing) }
}

/// Names anchored views uniquely within one render's lowering, in the order they are lowered, so a
/// render names them the same way every time.
final class AnchorNamer: @unchecked Sendable {
    private var count = 0
    private let lock = NSLock()

    /// A name no other anchored view of this render has.
    func next() -> String {
        lock.withLock {
            count += 1
            return "\u{1F}anchor.\(count)"
        }
    }
}

/// A view that sets a preference to a value made from an anchor to itself.
nonisolated struct AnchorPreferenceSetting<Content: View, Key: PreferenceKey, A>: View, PrimitiveView {
    let content: Content
    let source: Anchor<A>.Source
    let transform: (Anchor<A>, inout Key.Value?) -> Void

    var body: Never { primitiveBody() }

    func lower(in environment: EnvironmentValues) -> Node {
        // Each view of a group is anchored on its own, as a modifier on a group applies to each view.
        func anchored(_ node: Node) -> Node {
            let name = environment.anchorNamer.next()
            var value: Key.Value?
            transform(Anchor(name: name, source: source), &value)
            if let value { PreferenceCollector.current?.record(ObjectIdentifier(Key.self), value) }
            return .modified(node, .named(name))
        }
        return switch SwiftUI.lower(content, in: environment) {
        case .empty: .empty
        case .group(let members): .group(members.map(anchored))
        case let node: anchored(node)
        }
    }
}

nonisolated extension View {
    /// Sets `key` to `transform` of an anchor to `value` of this view, resolved where it is read.
    public func anchorPreference<A, K: PreferenceKey>(
        key: K.Type = K.self, value: Anchor<A>.Source, transform: @escaping (Anchor<A>) -> K.Value
    ) -> some View {
        AnchorPreferenceSetting<Self, K, A>(content: self, source: value) { anchor, value in value = transform(anchor) }
    }

    /// Changes `key`'s value so far in this subtree with an anchor to `value` of this view.
    public func transformAnchorPreference<A, K: PreferenceKey>(
        key: K.Type = K.self, value: Anchor<A>.Source, transform: @escaping (inout K.Value, Anchor<A>) -> Void
    ) -> some View {
        AnchorPreferenceSetting<Self, K, A>(content: self, source: value) { anchor, value in
            var changed = K.defaultValue
            transform(&changed, anchor)
            value = changed
        }
    }
}

extension GeometryProxy {
    /// The anchor's value in this reader's coordinates: from the frame layout gave the anchored view.
    /// An anchor to a view not placed before this reader (inside it, or not drawn) resolves at `.zero`.
    public subscript<T>(anchor: Anchor<T>) -> T {
        anchor.resolved(in: frames.frame(named: anchor.name) ?? .zero)
    }
}

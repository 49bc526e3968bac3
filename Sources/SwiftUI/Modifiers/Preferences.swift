import Foundation
import Vignette

/// A value that views below set and views above read, reduced over the views that set it, as
/// SwiftUI's `PreferenceKey` (Docs/SwiftUI/Preferences.md).
public protocol PreferenceKey {
    /// The type of the value.
    associatedtype Value
    /// The value when no view sets one.
    static var defaultValue: Value { get }
    /// Combines the value so far with the next view's.
    static func reduce(value: inout Value, nextValue: () -> Value)
}

extension PreferenceKey where Value: ExpressibleByNilLiteral {
    /// Nil when no view sets a value.
    public static var defaultValue: Value { nil }
}

/// The preference values set while a subtree is lowered, in the order the views are written.
final class PreferenceCollector: @unchecked Sendable {
    private var values: [(key: ObjectIdentifier, value: Any)] = []

    @TaskLocal static var current: PreferenceCollector?

    func record(_ key: ObjectIdentifier, _ value: Any) { values.append((key, value)) }

    /// `K`'s value: the default when no view sets one, the first value set, then each later one
    /// reduced into it in order (one value is used as it is, without `reduce`, as in SwiftUI).
    func reduced<K: PreferenceKey>(_ key: K.Type) -> K.Value {
        var value: K.Value?
        for entry in values where entry.key == ObjectIdentifier(key) {
            guard let next = entry.value as? K.Value else { continue }
            if value == nil { value = next } else { K.reduce(value: &value!) { next } }
        }
        return value ?? K.defaultValue
    }

    /// Passes this subtree's values on to the collector of the views around it.
    func forward(to outer: PreferenceCollector?) { for entry in values { outer?.record(entry.key, entry.value) } }
}

/// Lowers `content` collecting the preferences it sets, then passes them on outward.
func lowerCollecting<V: View>(_ content: V, in environment: EnvironmentValues) -> (Node, PreferenceCollector) {
    let collector = PreferenceCollector()
    let node = PreferenceCollector.$current.withValue(collector) { lower(content, in: environment) }
    collector.forward(to: PreferenceCollector.current)
    return (node, collector)
}

/// A view that sets a preference value for the views above it; it draws as its content.
nonisolated struct PreferenceSetting<Content: View, Key: PreferenceKey>: View, PrimitiveView {
    let content: Content
    let value: Key.Value

    var body: Never { primitiveBody() }

    func lower(in environment: EnvironmentValues) -> Node {
        PreferenceCollector.current?.record(ObjectIdentifier(Key.self), value)
        return SwiftUI.lower(content, in: environment)
    }
}

/// Content with a view built from a preference its content sets, behind or in front of it.
nonisolated struct PreferenceReading<Content: View, Key: PreferenceKey, Decoration: View>: View, PrimitiveView {
    let content: Content
    let decoration: (Key.Value) -> Decoration
    let alignment: Alignment
    let isOverlay: Bool

    var body: Never { primitiveBody() }

    func lower(in environment: EnvironmentValues) -> Node {
        let (node, collector) = lowerCollecting(content, in: environment)
        let built = SwiftUI.lower(decoration(collector.reduced(Key.self)), in: environment)
        return .modified(
            node, isOverlay ? .overlay(built, alignment: alignment.core) : .background(built, alignment: alignment.core)
        )
    }
}

nonisolated extension View {
    /// Sets `key`'s value for the views above this one.
    public func preference<K: PreferenceKey>(key: K.Type = K.self, value: K.Value) -> some View {
        PreferenceSetting<Self, K>(content: self, value: value)
    }

    /// Accepted: a widget has no state for `action` to change, so it is never called.
    public func onPreferenceChange<K: PreferenceKey>(
        _ key: K.Type = K.self,
        perform action: @escaping (K.Value) -> Void
    ) -> some View
    where K.Value: Equatable {
        self
    }

    /// Draws the view `transform` makes from `key`'s value, as this view's contents set it, in front.
    public func overlayPreferenceValue<K: PreferenceKey, V: View>(
        _ key: K.Type, alignment: Alignment = .center,
        @ViewBuilder _ transform: @escaping (K.Value) -> V
    ) -> some View {
        PreferenceReading<Self, K, V>(content: self, decoration: transform, alignment: alignment, isOverlay: true)
    }

    /// Draws the view `transform` makes from `key`'s value, as this view's contents set it, behind.
    public func backgroundPreferenceValue<K: PreferenceKey, V: View>(
        _ key: K.Type, alignment: Alignment = .center,
        @ViewBuilder _ transform: @escaping (K.Value) -> V
    ) -> some View {
        PreferenceReading<Self, K, V>(content: self, decoration: transform, alignment: alignment, isOverlay: false)
    }

    /// Sets `key` to `transform` of the current value (the value so far in this subtree).
    public func transformPreference<K: PreferenceKey>(
        _ key: K.Type = K.self,
        _ callback: @escaping (inout K.Value) -> Void
    ) -> some View {
        var value = K.defaultValue
        callback(&value)
        return PreferenceSetting<Self, K>(content: self, value: value)
    }
}

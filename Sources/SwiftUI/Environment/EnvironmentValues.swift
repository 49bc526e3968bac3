import Foundation
import Vignette

/// The values a view reads with `@Environment`: the render's own (colour scheme, widget
/// family, clock…) from the core environment, and your `EnvironmentKey`s.
public struct EnvironmentValues: @unchecked Sendable {
    /// The render's environment in the core's terms (family, scheme, clock, locale…).
    package var core: WidgetEnvironment
    /// Values of custom keys, by key type; unchecked because SwiftUI does not ask key values to be Sendable.
    private var custom: [ObjectIdentifier: Any] = [:]
    /// Names for anchored views, shared by every view of one render (AnchorPreferences.swift).
    let anchorNamer = AnchorNamer()

    /// The values of a render with no widget around it: light, the default clock.
    public init() {
        core = WidgetEnvironment()
    }

    /// The values a widget's content sees in a render with `core`.
    package init(core: WidgetEnvironment) {
        self.core = core
    }

    /// The value of a custom key: what an `environment(_:_:)` above set, or the key's default.
    public subscript<Key: EnvironmentKey>(key: Key.Type) -> Key.Value {
        get { custom[ObjectIdentifier(key)] as? Key.Value ?? Key.defaultValue }
        set { custom[ObjectIdentifier(key)] = newValue }
    }

    /// The values of the view being lowered; `@Environment` reads them while a body is evaluated.
    @TaskLocal package static var current = EnvironmentValues()
}

/// A key for a value of your own in `EnvironmentValues`.
public protocol EnvironmentKey {
    /// The type of the value.
    associatedtype Value
    /// The value where no `environment(_:_:)` above set one.
    static var defaultValue: Value { get }
}

/// Makes `@Entry var name: Type = default` in an `extension EnvironmentValues` an environment value:
/// a key of its own whose default is the initial value (`nil` for an optional written without one),
/// read and written through `self[key]` as a hand-written `EnvironmentKey` is (iOS 18;
/// https://developer.apple.com/documentation/swiftui/entry(); Docs/SwiftUI.md §3, "@Entry").
@attached(accessor) @attached(peer, names: prefixed(__Key_))
public macro Entry() = #externalMacro(module: "VignetteMacros", type: "EntryMacro")

/// Whether controls may be used, `true` unless set.
private struct IsEnabledKey: EnvironmentKey {
    static var defaultValue: Bool { true }
}

extension EnvironmentValues {
    /// Whether the view's controls may be used: `true` by default, as Apple documents
    /// (https://developer.apple.com/documentation/swiftui/environmentvalues/isenabled); a widget's
    /// buttons are drawn the same either way.
    public var isEnabled: Bool {
        get { self[IsEnabledKey.self] }
        set { self[IsEnabledKey.self] = newValue }
    }
}

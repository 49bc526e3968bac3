import Foundation

/// An intent the system offers as one of its own kinds of action (iOS 18); the kinds below refine it.
public protocol SystemIntent: AppIntent {}

/// An intent that sets a value, such as a control's toggle turning something on or off (iOS 18).
///
/// `value` is usually a `@Parameter`; a render never runs the intent (Docs/SwiftUI/ControlWidgets.md).
public protocol SetValueIntent<ValueType>: SystemIntent {
    /// The type of the value set.
    associatedtype ValueType: Sendable
    /// The value to set.
    var value: ValueType { get set }
}

/// The intent behind a configurable control: its `@Parameter`s are the control's settings (iOS 18).
public protocol ControlConfigurationIntent: AppIntent {}

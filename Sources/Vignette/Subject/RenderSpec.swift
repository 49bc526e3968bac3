import Foundation

/// One rendering of a subject: what is shown (a widget's family, an activity's presentation), how it
/// looks, and the `RenderConditions` every subject shares. `WidgetRenderSpec` and `ActivityRenderSpec`
/// are the two subjects; `spec.device`, `spec.os`, `spec.scale`, `spec.date`, `spec.timeZone`,
/// `spec.locale` and `spec.accessibility` read and write their `conditions`.
@dynamicMemberLookup
public protocol RenderSpec: Hashable, Sendable {
    /// The device, OS, scale, clock, locale and display settings.
    var conditions: RenderConditions { get set }
    /// The look: light or dark for an activity, any `Appearance` the family has for a widget.
    var appearance: Appearance { get }
    /// The environment the subject's content sees.
    var environment: WidgetEnvironment { get }
}

extension RenderSpec {
    /// One of the shared conditions (`spec.device`, `spec.scale = 2`…), read and written in `conditions`.
    public subscript<Value>(dynamicMember keyPath: WritableKeyPath<RenderConditions, Value>) -> Value {
        get { conditions[keyPath: keyPath] }
        set { conditions[keyPath: keyPath] = newValue }
    }
}

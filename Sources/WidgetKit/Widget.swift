import Foundation
import Vignette
import SwiftUI

/// A configuration's kind, names, families and how it draws a family in a render: what SwiftUI's
/// `_WidgetDescription` carries for WidgetKit (`Widget`, `WidgetConfiguration` and `WidgetBundle` are
/// SwiftUI's, as on iOS; WidgetKit re-exports them, `Exports.swift`).
package struct WidgetDescription {
    package var kind: String
    package var displayName: String?
    package var summary: String?
    /// Nil: WidgetKit's default, every family of the platform.
    package var families: [WidgetFamily]?
    package var contentMarginsDisabled = false
    package var containerBackgroundRemovable = true
    /// The widget type's name (`--widget` on the command line); set when a widget's body is read.
    package var typeName: String?
    /// The provider and content, for the timeline simulator; nil where there is none to call.
    package var provider: ErasedProvider?
    /// The configuration intent of an `AppIntentConfiguration`; nil for a static one.
    package var intent: IntentSchema?
    /// Draws a given entry (of the provider's entry type) with the content closure: previews.
    package var drawEntry: ((Any, RenderRequest) throws -> Node)?
    /// The content for a render: the provider's entry for it, drawn by the content closure.
    package var content: (RenderRequest) throws -> Node
    /// The views of an `ActivityConfiguration`; nil for a widget. A Live Activity is no widget:
    /// the catalogue lists it with the activities (WidgetBundle+Main.swift).
    package var activity: ActivityDescription?

    package init(kind: String, content: @escaping (RenderRequest) throws -> Node) {
        self.kind = kind
        self.content = content
    }
}

/// A configuration with one of its declarations changed (`configurationDisplayName`…).
nonisolated struct ModifiedConfiguration: WidgetConfiguration {
    let _description: _WidgetDescription
}

extension WidgetConfiguration {
    private func changing(_ change: (inout _WidgetDescription) -> Void) -> ModifiedConfiguration {
        var description = _description
        change(&description)
        return ModifiedConfiguration(_description: description)
    }

    /// The name shown in the widget gallery.
    public func configurationDisplayName(_ displayName: Text) -> some WidgetConfiguration {
        changing { $0.displayName = displayName.plainString }
    }

    /// The name shown in the widget gallery.
    public func configurationDisplayName(_ displayNameKey: LocalizedStringKey) -> some WidgetConfiguration {
        configurationDisplayName(Text(displayNameKey))
    }

    /// The name shown in the widget gallery.
    @_disfavoredOverload
    public func configurationDisplayName<S: StringProtocol>(_ displayName: S) -> some WidgetConfiguration {
        changing { $0.displayName = String(displayName) }
    }

    /// The name shown in the widget gallery (disfavoured, so a literal is a `LocalizedStringKey`).
    @_disfavoredOverload
    public func configurationDisplayName(_ resource: LocalizedStringResource) -> some WidgetConfiguration {
        configurationDisplayName(Text(resource))
    }

    /// The description shown in the widget gallery (disfavoured, so a literal is a `LocalizedStringKey`).
    @_disfavoredOverload
    public func description(_ resource: LocalizedStringResource) -> some WidgetConfiguration {
        description(Text(resource))
    }

    /// The description shown in the widget gallery.
    public func description(_ description: Text) -> some WidgetConfiguration {
        changing { $0.summary = description.plainString }
    }

    /// The description shown in the widget gallery.
    public func description(_ descriptionKey: LocalizedStringKey) -> some WidgetConfiguration {
        description(Text(descriptionKey))
    }

    /// The description shown in the widget gallery.
    @_disfavoredOverload
    public func description<S: StringProtocol>(_ description: S) -> some WidgetConfiguration {
        changing { $0.summary = String(description) }
    }

    /// The families the widget offers; without it, every family.
    public func supportedFamilies(_ families: [WidgetFamily]) -> some WidgetConfiguration {
        changing { $0.families = families }
    }

    /// Lets the content reach the widget's edges instead of the system's content margins.
    public func contentMarginsDisabled() -> some WidgetConfiguration {
        changing { $0.contentMarginsDisabled = true }
    }

    /// Whether the system may remove the widget's container background where it prefers none
    /// (StandBy, tinted, the Lock Screen); `false` draws it in every look.
    public func containerBackgroundRemovable(_ isRemovable: Bool = true) -> some WidgetConfiguration {
        changing { $0.containerBackgroundRemovable = isRemovable }
    }
}

import Foundation
import SwiftUI
import Vignette

/// SwiftUI's `_WidgetDescription` read and written as WidgetKit's `WidgetDescription`, the payload it
/// carries: configurations build one with `_WidgetDescription(kind:content:)` and set its fields by name.
extension _WidgetDescription {
    /// A description of kind `kind` drawing `content`.
    package init(kind: String, content: @escaping (RenderRequest) throws -> Node) {
        self.init(payload: WidgetDescription(kind: kind, content: content))
    }

    /// The description carried; a bundle's block (no payload) is one whose render fails naming it.
    package var model: WidgetDescription {
        get {
            payload as? WidgetDescription
                ?? WidgetDescription(kind: "WidgetBundle") { _ in throw WidgetKitError.bundleIsNotAWidget }
        }
        set { payload = newValue }
    }

    /// The widget's kind.
    package var kind: String {
        get { model.kind }
        set { model.kind = newValue }
    }
    /// The name in the widget gallery.
    package var displayName: String? {
        get { model.displayName }
        set { model.displayName = newValue }
    }
    /// The description in the widget gallery.
    package var summary: String? {
        get { model.summary }
        set { model.summary = newValue }
    }
    /// The families declared; nil is WidgetKit's default, every family of the platform.
    package var families: [WidgetFamily]? {
        get { model.families }
        set { model.families = newValue }
    }
    /// Whether `contentMarginsDisabled()` was applied.
    package var contentMarginsDisabled: Bool {
        get { model.contentMarginsDisabled }
        set { model.contentMarginsDisabled = newValue }
    }
    /// Whether the container background may be removed.
    package var containerBackgroundRemovable: Bool {
        get { model.containerBackgroundRemovable }
        set { model.containerBackgroundRemovable = newValue }
    }
    /// The widget type's name.
    package var typeName: String? {
        get { model.typeName }
        set { model.typeName = newValue }
    }
    /// The provider and content, for the timeline simulator.
    package var provider: ErasedProvider? {
        get { model.provider }
        set { model.provider = newValue }
    }
    /// The configuration intent of an `AppIntentConfiguration`.
    package var intent: IntentSchema? {
        get { model.intent }
        set { model.intent = newValue }
    }
    /// Draws a given entry with the content closure: previews.
    package var drawEntry: ((Any, RenderRequest) throws -> Node)? {
        get { model.drawEntry }
        set { model.drawEntry = newValue }
    }
    /// The content for a render.
    package var content: (RenderRequest) throws -> Node {
        get { model.content }
        set { model.content = newValue }
    }
    /// The views of an `ActivityConfiguration`; nil for a widget.
    package var activity: ActivityDescription? {
        get { model.activity }
        set { model.activity = newValue }
    }
}

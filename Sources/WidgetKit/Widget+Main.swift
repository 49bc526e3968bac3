import Foundation
import SwiftUI

/// A bundle of one widget: what `@main` on a single `Widget` runs (WidgetKit allows `@main` on a
/// `Widget` as on a `WidgetBundle`).
nonisolated public struct _SingleWidgetBundle<W: Widget>: WidgetBundle {
    /// Made by `main()`.
    public init() {}
    /// The one widget, made on the main actor as `Widget.init()` is.
    @MainActor public var body: some Widget { W() }
}

extension Widget {
    /// The entry point `@main` calls on a single widget: Vignette's command line on it.
    public static func main() {
        _SingleWidgetBundle<Self>.main()
    }
}

/// The context of a `PreviewProvider` preview of a widget (accepted; the family comes from the render).
public struct WidgetPreviewContext: Sendable {
    /// The family previewed.
    public let family: WidgetFamily
    /// A context for `family`.
    public init(family: WidgetFamily) { self.family = family }
}

nonisolated extension View {
    /// Places the preview in a widget context in Xcode's canvas; no effect on a render.
    public func previewContext(_ context: WidgetPreviewContext) -> Self { self }
}

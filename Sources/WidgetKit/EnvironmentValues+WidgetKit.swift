import Foundation
import SwiftUI
import Vignette

/// The widget values of a render, read-only like the other render values (Docs/SwiftUI.md §3).
extension EnvironmentValues {
    /// The family the widget is rendered in (`systemSmall` outside a widget render).
    public var widgetFamily: WidgetFamily { core.family.map(WidgetFamily.init(core:)) ?? .systemSmall }

    /// How the system colours the widget in this render.
    public var widgetRenderingMode: WidgetRenderingMode { WidgetRenderingMode(core: core.renderingMode) }

    /// Whether the system draws the widget's container background (not in tinted mode,
    /// StandBy or on the lock screen).
    public var showsWidgetContainerBackground: Bool { core.showsWidgetBackground }

    /// Whether the system shows a label beside the widget (`widgetLabel(_:)`): only watchOS's
    /// corner complications and accessory widgets there do, so never in an iPhone render.
    public var showsWidgetLabel: Bool { false }

    /// The margins the system puts around the content: 16 pt on the home screen, 0 on the
    /// lock screen, 4 in StandBy (Docs/WidgetFacts.md §4b).
    public var widgetContentMargins: EdgeInsets {
        let margins = core.contentMargins
        return EdgeInsets(
            top: margins.top, leading: margins.leading, bottom: margins.bottom, trailing: margins.trailing)
    }
}

extension ContainerBackgroundPlacement {
    /// The widget's background: drawn edge to edge behind the content.
    public static let widget = ContainerBackgroundPlacement(name: "widget")
}

nonisolated extension View {
    /// Puts the view in the accent group: in accented (tinted) rendering it is painted in
    /// the accent tint, everything else in the primary tint.
    public func widgetAccentable(_ accentable: Bool = true) -> some View {
        coreModified(.widgetAccentable(accentable))
    }

    /// The text a watch face shows with the complication: curved along the bezel in
    /// `accessoryCorner`, not drawn in other families (Docs/WidgetFacts.md §4g).
    public func widgetLabel(_ label: String) -> some View {
        coreModified(.overlay(WidgetLabel.node(label), alignment: .center))
    }

    /// The label written as a view (`widgetLabel { Text(…) }`): its text drawn as `widgetLabel(_:)`
    /// draws a string — curved along the bezel in `accessoryCorner`, not drawn in other families.
    public func widgetLabel<Label: View>(@ViewBuilder label: () -> Label) -> some View {
        let label = label()
        return coreModified { environment in
            .overlay(
                SwiftUI.lower(label, in: environment).font(WidgetLabel.font).lineLimit(1).fixedSize()
                    .named(WidgetLabel.name), alignment: .center)
        }
    }

    /// The URL the app opens when the widget is tapped. A still image has no taps: the view is
    /// drawn unchanged (Docs/SwiftUI/Controls.md).
    public func widgetURL(_ url: URL?) -> some View { self }
}

import Foundation

/// How a plain view preview is sized, as Xcode's `PreviewLayout` says: `sizeThatFits`, offered the device's
/// screen and drawn at the size the view takes (Docs/CI.md).
public enum PreviewLayout: String, Hashable, Sendable, CaseIterable {
    /// Offered the device's screen size, drawn at the size the view takes (rounded up to whole pixels).
    case sizeThatFits
}

/// One rendering of a plain view preview (`#Preview { SomeView() }`), the third subject beside widgets and
/// Live Activities: its layout and its look (light or dark, as Xcode's canvas offers), on the shared
/// `RenderConditions`. A preview is a `WidgetDefinition` with `fitsContent`, prepared by the same
/// `WidgetDefinition.prepare` as a widget, in the environment of the nominal family (`widgetSpec`).
public struct PreviewRenderSpec: RenderSpec {
    /// How the preview is sized.
    public var layout: PreviewLayout
    /// Light or dark.
    public var appearance: Appearance
    /// The device, OS, scale, clock, locale and display settings.
    public var conditions: RenderConditions

    /// A rendering of a preview sized by `layout`, in `appearance`, under `conditions`.
    public init(_ layout: PreviewLayout, appearance: Appearance = .light, conditions: RenderConditions) {
        self.layout = layout
        self.appearance = appearance
        self.conditions = conditions
    }

    /// The preview rendering a widget rendering of a preview definition stands for.
    public init(_ spec: WidgetRenderSpec) {
        self.init(.sizeThatFits, appearance: spec.appearance, conditions: spec.conditions)
    }

    /// The layout: what a preview draws on the device.
    public var canvas: PreviewLayout { layout }

    /// The family a preview's view sees (`\.widgetFamily`): medium, nominal, since its canvas is its own size.
    public static let nominalFamily = WidgetFamily.systemMedium

    /// The same rendering as the widget path makes it: the nominal family, in this look and these conditions.
    public var widgetSpec: WidgetRenderSpec {
        WidgetRenderSpec(Self.nominalFamily, appearance: appearance, conditions: conditions)
    }

    /// The environment the preview's view sees: the nominal family's, in this look.
    public var environment: WidgetEnvironment { widgetSpec.environment }

    /// A preview is drawn in light or dark, as Xcode's canvas variants are.
    public static func unavailability(
        of appearance: Appearance, for layout: PreviewLayout, on device: Device, os: OSVersion
    ) -> AppearanceUnavailability? {
        appearance == .light || appearance == .dark ? nil : .preview
    }

    /// `<preview>_sizeThatFits_<device>_<os>_<light|dark>[_<locale>]@<scale>x`, then `_<settings>` and
    /// `_<suffix>` as a widget's, e.g. `Preview-Badge-12_sizeThatFits_iphone-16-pro-max_ios26_dark@3x`.
    public func fileStem(preview: String, suffix: String? = nil) -> String {
        conditions.fileStem(subject: preview, canvas: layout.rawValue, look: appearance.rawValue, parts: [suffix])
    }
}

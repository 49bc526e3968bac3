import Foundation

/// One rendering of a widget: the family, appearance and tint, on the shared `RenderConditions`
/// (device, OS, scale, clock, locale, display settings).
public struct WidgetRenderSpec: RenderSpec {
    /// The family rendered, which fixes the widget's size on the device.
    public var family: WidgetFamily
    /// Light, dark, tinted, StandBy or lock screen.
    public var appearance: Appearance
    /// The colour the person picked for tinted widgets (`--tint`); used by `tinted` and `tintedGlass`.
    public var tint: WidgetTint = .standard
    /// The device, OS, scale, clock, locale and display settings.
    public var conditions: RenderConditions

    /// A rendering at `date`; a nil `scale` takes the device's.
    public init(
        family: WidgetFamily, device: Device, os: OSVersion = .default, appearance: Appearance = .light,
        scale: CGFloat? = nil, date: Date, timeZone: TimeZone = RenderConditions.utc,
        locale: Locale = RenderConditions.enUS
    ) {
        self.init(
            family, device: device, os: os, appearance: appearance, scale: scale, date: date, timeZone: timeZone,
            locale: locale)
    }

    /// A rendering of `family` in `appearance` under `conditions`.
    public init(_ family: WidgetFamily, appearance: Appearance = .light, conditions: RenderConditions) {
        self.family = family
        self.appearance = appearance
        self.conditions = conditions
    }

    /// The family: what a widget draws on the device.
    public var canvas: WidgetFamily { family }

    /// Why a widget of `family` is never seen in `appearance` on `device` running `os`
    /// (`Appearance.unavailability(for:on:os:)`).
    public static func unavailability(
        of appearance: Appearance, for family: WidgetFamily, on device: Device, os: OSVersion
    ) -> AppearanceUnavailability? {
        appearance.unavailability(for: family, on: device.platform, os: os)
    }

    /// The widget's size in points on this device and OS.
    public func widgetSize() throws -> CGSize { try conditions.device.widgetSize(family, os: conditions.os) }

    /// What the system draws behind the widget's content in this appearance (tinted and glass
    /// looks), in the widget's outline; empty where it draws nothing, and on a watch face.
    public func systemBackdrop() throws -> [DisplayItem] {
        let size = try widgetSize()
        guard conditions.device.platform != .watch else { return [] }
        let outline = WidgetContainer(family: family, size: size, cornerRadius: conditions.device.widgetCornerRadius)
            .shape
        return appearance.backdrop(outline: outline, canvas: CGRect(origin: .zero, size: size), tint: tint)
    }

    /// The environment the widget's content sees.
    public var environment: WidgetEnvironment {
        var environment = conditions.environment(family: family, colorScheme: appearance.colorScheme)
        environment.apply(appearance)
        // A watch face is a context that prefers no background (WK-BG, Docs/WidgetFacts.md §4c).
        if conditions.device.platform == .watch { environment.showsWidgetBackground = false }
        // Glass paints both groups white; a watch face primary white and the accent in the face's colour (§4f).
        environment.tint =
            appearance.isGlass
            ? .glass
            : conditions.device.platform == .watch ? TintPalette(primary: .white, accent: tint.color) : tint.palette
        conditions.accessibility.apply(to: &environment)
        // Widgets follow the person's text size from Large up, never below (Docs/WidgetFacts.md §4b).
        environment.dynamicTypeSize = max(environment.dynamicTypeSize, .large)
        return environment
    }

    /// Pixels per point of the output image: the display scale, times StandBy's enlargement.
    public func pixelScale() throws -> CGFloat {
        guard appearance.isStandBy else { return conditions.scale }
        return conditions.scale * StandBy.scale(for: conditions.device, widgetHeight: try widgetSize().height)
    }

    /// The file name of this rendering, without extension:
    /// `<widget>_<family>_<device>_<os>_<appearance>[_<locale>]@<scale>x`, then `_<settings>` for settings
    /// other than iOS's defaults (`AccessibilitySettings.fileSuffix`), `_tint-<name>` for a tint other than
    /// blue in the tinted looks, and `_<suffix>` when given,
    /// e.g. `course-schedule_systemSmall_iphone-16-pro-max_ios26_dark@3x`; the locale only when not en-US
    /// (`weather_systemMedium_iphone-16-pro-max_ios26_light_ar@3x`).
    /// `canvas` names the canvas in place of the family (`sizeThatFits` for a plain view preview).
    public func fileStem(widget: String, suffix: String? = nil, canvas: String? = nil) -> String {
        conditions.fileStem(
            subject: widget, canvas: canvas ?? family.rawValue, look: appearance.rawValue, parts: [tintSuffix, suffix])
    }

    /// `tint-red` or `tint-FF9230` for a tint other than the standard one, where the appearance uses it.
    var tintSuffix: String? {
        guard tint != .standard, appearance == .tinted || appearance == .tintedGlass else { return nil }
        return "tint-" + tint.name.replacingOccurrences(of: "#", with: "")
    }
}

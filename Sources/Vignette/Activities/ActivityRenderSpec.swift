import Foundation

/// One rendering of a Live Activity: the presentation and the device's look (light or dark), on the shared
/// `RenderConditions` (device, OS, scale, clock, locale, display settings).
public struct ActivityRenderSpec: RenderSpec {
    /// Lock Screen banner or a Dynamic Island presentation.
    public var presentation: ActivityPresentation
    /// The device's look, `.light` or `.dark`. The island is black in both, so its content is always dark.
    public var appearance: Appearance
    /// The device, OS, scale, clock, locale and display settings.
    public var conditions: RenderConditions

    /// A rendering at `date` in the device's `colorScheme`; a nil `scale` takes the device's.
    public init(
        presentation: ActivityPresentation, device: Device, os: OSVersion = .default,
        colorScheme: ColorScheme = .light, scale: CGFloat? = nil, date: Date,
        timeZone: TimeZone = RenderConditions.utc, locale: Locale = RenderConditions.enUS
    ) {
        self.init(
            presentation, device: device, os: os, appearance: Appearance(colorScheme), scale: scale, date: date,
            timeZone: timeZone, locale: locale)
    }

    /// A rendering of `presentation` in `appearance` under `conditions`.
    public init(_ presentation: ActivityPresentation, appearance: Appearance = .light, conditions: RenderConditions) {
        self.presentation = presentation
        self.appearance = appearance
        self.conditions = conditions
    }

    /// The presentation: what an activity draws on the device.
    public var canvas: ActivityPresentation { presentation }

    /// The device's colour scheme: the look as `ColorScheme`.
    public var colorScheme: ColorScheme {
        get { appearance.colorScheme }
        set { appearance = Appearance(newValue) }
    }

    /// A Live Activity follows the device's light or dark mode, in every presentation.
    public static func unavailability(
        of appearance: Appearance, for presentation: ActivityPresentation, on device: Device, os: OSVersion
    ) -> AppearanceUnavailability? {
        appearance == .light || appearance == .dark ? nil : .liveActivity
    }

    /// The environment the activity's views see: no widget family, no content margins, and the
    /// dark scheme inside the black island.
    public var environment: WidgetEnvironment {
        var environment = conditions.environment(
            family: nil, colorScheme: presentation.isInIsland ? .dark : appearance.colorScheme)
        environment.contentMargins = .zero
        environment.activityPresentation = presentation
        conditions.accessibility.apply(to: &environment)
        return environment
    }

    /// `<activity>_<presentation>_<device>_<os>_<light|dark>[_<locale>]@<scale>x_<state>`, with `_<settings>`
    /// before the state for settings other than iOS's defaults, e.g.
    /// `live-match_compact_iphone-16-pro_ios26_dark@3x_second-half`; the locale only when not en-US.
    public func fileStem(activity: String, state: String) -> String {
        conditions.fileStem(subject: activity, canvas: presentation.rawValue, look: appearance.rawValue, parts: [state])
    }
}

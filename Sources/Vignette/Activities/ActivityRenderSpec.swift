import Foundation

/// One rendering of a Live Activity: the presentation and colour scheme, on the shared
/// `RenderConditions` (device, OS, scale, clock, locale, display settings).
public struct ActivityRenderSpec: RenderSpec {
    /// Lock Screen banner or a Dynamic Island presentation.
    public var presentation: ActivityPresentation
    /// The device's appearance. The island is black in both, so its content is always dark.
    public var colorScheme: ColorScheme
    /// The device, OS, scale, clock, locale and display settings.
    public var conditions: RenderConditions

    /// A rendering at `date`; a nil `scale` takes the device's.
    public init(
        presentation: ActivityPresentation, device: Device, os: OSVersion = .default,
        colorScheme: ColorScheme = .light, scale: CGFloat? = nil, date: Date,
        timeZone: TimeZone = TimeZone(identifier: "UTC")!, locale: Locale = Locale(identifier: "en_US")
    ) {
        self.init(
            presentation: presentation, colorScheme: colorScheme,
            conditions: RenderConditions(
                device: device, os: os, scale: scale, date: date, timeZone: timeZone, locale: locale))
    }

    /// A rendering of `presentation` in `colorScheme` under `conditions`.
    public init(presentation: ActivityPresentation, colorScheme: ColorScheme = .light, conditions: RenderConditions) {
        self.presentation = presentation
        self.colorScheme = colorScheme
        self.conditions = conditions
    }

    /// The device's look as an `Appearance`: `.light` or `.dark`.
    public var appearance: Appearance { colorScheme == .light ? .light : .dark }

    /// The environment the activity's views see: no widget family, no content margins, and the
    /// dark scheme inside the black island.
    public var environment: WidgetEnvironment {
        var environment = conditions.environment(
            family: nil, colorScheme: presentation.isInIsland ? .dark : colorScheme)
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

import Foundation

/// One rendering of a Live Activity: the presentation, device, OS, colour scheme, scale and clock.
public struct ActivityRenderSpec: Hashable, Sendable {
    /// Lock Screen banner or a Dynamic Island presentation.
    public var presentation: ActivityPresentation
    /// The device whose sizes and scale apply.
    public var device: Device
    /// Which iOS's system colours apply.
    public var os: OSVersion
    /// The device's appearance. The island is black in both, so its content is always dark.
    public var colorScheme: ColorScheme
    /// Pixels per point; the device's own unless asked otherwise.
    public var scale: CGFloat
    /// The render clock.
    public var date: Date
    /// The time zone dates are written in.
    public var timeZone: TimeZone
    /// The locale dates and numbers are written in.
    public var locale: Locale
    /// Text size, Bold Text and Increase Contrast; iOS's defaults unless asked otherwise.
    public var accessibility: AccessibilitySettings = .standard

    /// A rendering at `date`; a nil `scale` takes the device's.
    public init(
        presentation: ActivityPresentation, device: Device, os: OSVersion = .default,
        colorScheme: ColorScheme = .light, scale: CGFloat? = nil, date: Date,
        timeZone: TimeZone = TimeZone(identifier: "UTC")!, locale: Locale = Locale(identifier: "en_US")
    ) {
        self.presentation = presentation
        self.device = device
        self.os = os
        self.colorScheme = colorScheme
        self.scale = scale ?? device.scale
        self.date = date
        self.timeZone = timeZone
        self.locale = locale
    }

    /// The environment the activity's views see: no widget family, no content margins, and the
    /// dark scheme inside the black island.
    public var environment: WidgetEnvironment {
        var environment = WidgetEnvironment(
            family: nil, displayScale: scale,
            colorScheme: presentation.isInIsland ? .dark : colorScheme,
            os: os, date: date, locale: locale, timeZone: timeZone)
        environment.contentMargins = .zero
        environment.activityPresentation = presentation
        accessibility.apply(to: &environment)
        return environment
    }

    /// `<activity>_<presentation>_<device>_<os>_<light|dark>[_<locale>]@<scale>x_<state>`, with `_<settings>`
    /// before the state for settings other than iOS's defaults, e.g.
    /// `live-match_compact_iphone-16-pro_ios26_dark@3x_second-half`; the locale only when not en-US.
    public func fileStem(activity: String, state: String) -> String {
        let scaleText = scale == scale.rounded() ? String(Int(scale)) : String(Double(scale))
        let scheme = colorScheme == .light ? "light" : "dark"
        return
            ([activity, presentation.rawValue, device.id, os.rawValue, scheme]
            + [LocaleNames.fileNamePart(of: locale)].compactMap { $0 })
            .joined(separator: "_") + "@\(scaleText)x" + (accessibility.fileSuffix.map { "_\($0)" } ?? "") + "_\(state)"
    }
}

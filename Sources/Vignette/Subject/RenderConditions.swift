import Foundation

/// What every rendering shares whatever its subject (a widget in a family, a Live Activity in a
/// presentation): the device, OS, scale, clock, locale and display settings.
public struct RenderConditions: Hashable, Sendable {
    /// The device whose sizes and scale apply.
    public var device: Device
    /// Which iOS's sizes and system colours apply.
    public var os: OSVersion
    /// Pixels per point; the device's own scale unless asked otherwise.
    public var scale: CGFloat
    /// The render clock.
    public var date: Date
    /// The time zone dates are written in.
    public var timeZone: TimeZone
    /// The locale dates and numbers are written in.
    public var locale: Locale
    /// Text size, Bold Text and Increase Contrast; iOS's defaults unless asked otherwise.
    public var accessibility: AccessibilitySettings = .standard

    /// The default time zone of a rendering.
    public static let utc = TimeZone(identifier: "UTC")!
    /// The default locale of a rendering.
    public static let enUS = Locale(identifier: "en_US")

    /// Conditions at `date`; a nil `scale` takes the device's.
    public init(
        device: Device, os: OSVersion = .default, scale: CGFloat? = nil, date: Date, timeZone: TimeZone = utc,
        locale: Locale = enUS
    ) {
        self.device = device
        self.os = os
        self.scale = scale ?? device.scale
        self.date = date
        self.timeZone = timeZone
        self.locale = locale
    }

    /// The environment these conditions give content of `family` (nil outside a widget) seen in `colorScheme`,
    /// before the subject's own settings and the accessibility settings are applied.
    public func environment(family: WidgetFamily?, colorScheme: ColorScheme) -> WidgetEnvironment {
        WidgetEnvironment(
            family: family, displayScale: scale, colorScheme: colorScheme,
            os: os, date: date, locale: locale, timeZone: timeZone)
    }

    /// `<subject>_<canvas>_<device>_<os>_<look>[_<locale>]@<scale>x`, then `_<part>` for each of `accessibility`'s
    /// file suffix and `parts` that is not nil; the locale only when not en-US. Every rendering's file name.
    public func fileStem(subject: String, canvas: String, look: String, parts: [String?] = []) -> String {
        let scaleText = scale == scale.rounded() ? String(Int(scale)) : String(Double(scale))
        let base = ([subject, canvas, device.id, os.rawValue, look] + [LocaleNames.fileNamePart(of: locale)])
            .compactMap { $0 }.joined(separator: "_")
        return base + "@\(scaleText)x"
            + ([accessibility.fileSuffix] + parts).compactMap { $0 }.map { "_\($0)" }.joined()
    }
}

import Foundation

/// Everything around a widget that changes how it looks: the family and device it is
/// shown on, the display scale, colour scheme and OS, the render clock, and the values
/// that modifiers hand down to their content (font, foreground, line limit…).
public struct WidgetEnvironment: Sendable, Hashable {
    public var family: WidgetFamily?
    /// Pixels per point (2 or 3 on current iPhones). Layout rounds to this grid.
    public var displayScale: CGFloat
    public var colorScheme: ColorScheme
    public var os: OSVersion
    /// The render clock: the moment the widget is shown.
    public var date: Date
    public var locale: Locale
    public var timeZone: TimeZone
    /// The margins the container applies around the content (16 pt for home-screen families).
    public var contentMargins: Insets

    // Inherited by text and shapes below a modifier.
    public var font: Typeface
    public var foreground: Paint
    public var lineLimit: Int?
    public var multilineTextAlignment: TextAlignment
    public var truncationMode: TruncationMode

    public init(
        family: WidgetFamily? = nil,
        displayScale: CGFloat = 3,
        colorScheme: ColorScheme = .light,
        os: OSVersion = .default,
        date: Date = Date(timeIntervalSince1970: 1_795_420_800), // 2026-11-23 08:00 UTC
        locale: Locale = Locale(identifier: "en_US"),
        timeZone: TimeZone = TimeZone(identifier: "UTC")!
    ) {
        self.family = family
        self.displayScale = displayScale
        self.colorScheme = colorScheme
        self.os = os
        self.date = date
        self.locale = locale
        self.timeZone = timeZone
        self.contentMargins = family?.defaultContentMargins ?? .zero
        self.font = .body
        self.foreground = .primary
        self.lineLimit = nil
        self.multilineTextAlignment = .leading
        self.truncationMode = .tail
    }

    /// A paint resolved in this environment.
    public func resolve(_ paint: Paint) -> RGBA {
        let fg = foreground == .foreground ? RGBA.black : foreground.resolve(scheme: colorScheme, os: os, foreground: .black)
        return paint.resolve(scheme: colorScheme, os: os, foreground: fg)
    }

    /// A calendar in the environment's time zone and locale, for date-aware widgets.
    public var calendar: Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        calendar.locale = locale
        return calendar
    }
}

/// How the lines of a multi-line text align with each other.
public enum TextAlignment: String, Hashable, Sendable, Codable, CaseIterable {
    case leading, center, trailing
}

/// Where a text that does not fit loses characters.
public enum TruncationMode: String, Hashable, Sendable, Codable, CaseIterable {
    case head, middle, tail
}

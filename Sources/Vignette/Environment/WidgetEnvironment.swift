import Foundation

/// Everything around a widget that changes how it looks: the family and device it is
/// shown on, the display scale, colour scheme and OS, the render clock, and the values
/// that modifiers hand down to their content (font, foreground, line limit…).
public struct WidgetEnvironment: Sendable, Hashable {
    /// The family being rendered; nil when content is laid out outside a widget.
    public var family: WidgetFamily?
    /// Pixels per point (2 or 3 on current iPhones). Layout rounds to this grid.
    public var displayScale: CGFloat
    /// Light or dark; system colours resolve against it.
    public var colorScheme: ColorScheme
    /// Which iOS's system colours and sizes apply.
    public var os: OSVersion
    /// The render clock: the moment the widget is shown.
    public var date: Date
    /// The locale dates and numbers are written in; for a pseudolocale, American English
    /// (`Pseudolocale.formattingLocale`).
    public var locale: Locale
    /// The pseudolocale the widget is shown in, which changes every text (`Pseudolocale`).
    public var pseudolocale: Pseudolocale?
    /// The time zone dates are written in.
    public var timeZone: TimeZone
    /// The margins the container applies around the content (16 pt for home-screen families).
    public var contentMargins: Insets
    /// How the system colours the widget (WidgetKit's `widgetRenderingMode`).
    public var renderingMode: WidgetRenderingMode
    /// Whether the container background is drawn (WidgetKit's `showsWidgetContainerBackground`).
    public var showsWidgetBackground: Bool
    /// The colours of accented rendering.
    public var tint: TintPalette
    /// Inside `widgetAccentable()`: painted in the accent tint in accented mode.
    public var isAccentGroup: Bool

    // Inherited by text and shapes below a modifier.
    /// The font of text without a font of its own.
    public var font: Typeface
    /// The paint of text, symbols and shapes without a paint of their own.
    public var foreground: Paint
    /// The maximum number of lines per text; nil is no limit.
    public var lineLimit: Int?
    /// How lines of multi-line text align against each other.
    public var multilineTextAlignment: TextAlignment
    /// Where text that does not fit is cut.
    public var truncationMode: TruncationMode
    /// The user's text size; text styles scale with it (`Text/DynamicTypeSize.swift`).
    public var dynamicTypeSize: DynamicTypeSize = .large
    /// Bold Text: `.bold` sets every font one weight heavier (`WidgetEnvironment+Text.swift`).
    public var legibilityWeight: LegibilityWeight = .regular
    /// Increase Contrast: `.increased` gives system tints and grays their increased-contrast values.
    public var colorSchemeContrast: ColorSchemeContrast = .standard
    /// Left-to-right or right-to-left layout of rows and text; the locale's direction unless
    /// a modifier sets it (Docs/Languages.md §2).
    public var layoutDirection: LayoutDirection = .leftToRight
    /// Why content draws as a placeholder (`redacted(reason:)`; `isRedacted` says whether it does).
    public var redactionReasons: RedactionReasons = []
    /// Whether the content is marked private (`privacySensitive()`), redacted for `.privacy`.
    public var isPrivacySensitive = false
    /// The Live Activity presentation being drawn, nil for a widget.
    public var activityPresentation: ActivityPresentation?
    /// The shape of the widget the content is laid out in, filling the layout's host, which a
    /// `containerRelative` shape follows; nil is a rectangle (set by `WidgetContainer`'s render).
    public var containerShape: ShapeKind?
    /// Weight, italic, digits, tracking, shrinking and symbol scale set by modifiers
    /// (`WidgetEnvironment+Text.swift` applies them to `font`).
    public var textAttributes = TextAttributes()

    /// An environment for `family`; the defaults are light, 3×, the default OS, a fixed clock, en_US and UTC.
    /// The layout direction follows `locale` (right to left for Arabic, Hebrew, Persian, Urdu…),
    /// and a pseudolocale (`en-XA`, `ar-XB`) sets `pseudolocale` and formats in American English.
    public init(
        family: WidgetFamily? = nil,
        displayScale: CGFloat = 3,
        colorScheme: ColorScheme = .light,
        os: OSVersion = .default,
        date: Date = Date(timeIntervalSince1970: 1_795_420_800),  // 2026-11-23 08:00 UTC
        locale: Locale = Locale(identifier: "en_US"),
        timeZone: TimeZone = TimeZone(identifier: "UTC")!
    ) {
        self.family = family
        self.displayScale = displayScale
        self.colorScheme = colorScheme
        self.os = os
        self.date = date
        self.pseudolocale = Pseudolocale(locale)
        self.locale = pseudolocale == nil ? locale : Pseudolocale.formattingLocale
        self.layoutDirection = LayoutDirection(locale)
        self.timeZone = timeZone
        self.contentMargins = family?.defaultContentMargins ?? .zero
        self.renderingMode = .fullColor
        self.showsWidgetBackground = true
        self.tint = .standard
        self.isAccentGroup = false
        self.font = .body
        self.foreground = .primary
        self.lineLimit = nil
        self.multilineTextAlignment = .leading
        self.truncationMode = .tail
    }

    /// A paint resolved in this environment. In accented mode every colour becomes its
    /// group's tint, keeping its opacity, as WidgetKit paints each group in one colour.
    public func resolve(_ paint: Paint) -> RGBA {
        resolve(paint, foreground: foreground, isAccentGroup: isAccentGroup, colorScheme: colorScheme)
    }

    /// `paint` resolved here as if the foreground, accent group and scheme were those given.
    func resolve(_ paint: Paint, foreground: Paint, isAccentGroup: Bool, colorScheme: ColorScheme) -> RGBA {
        let fg =
            foreground == .foreground
            ? RGBA.black
            : foreground.resolve(scheme: colorScheme, os: os, foreground: .black, contrast: colorSchemeContrast)
        let color = paint.resolve(scheme: colorScheme, os: os, foreground: fg, contrast: colorSchemeContrast)
        guard renderingMode == .accented else { return color }
        return (isAccentGroup ? tint.accent : tint.primary).withAlpha(color.alpha)
    }

    /// The environment of a widget shown with `appearance`.
    public mutating func apply(_ appearance: Appearance) {
        colorScheme = appearance.colorScheme
        renderingMode = appearance.renderingMode
        showsWidgetBackground = appearance.showsWidgetBackground
        if appearance.isStandBy, family != nil {
            contentMargins = Insets(all: StandBy.contentMargin)
        }
        if appearance.isLocked { redactionReasons.insert(.privacy) }
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
    /// Lines against the leading edge, centred, or against the trailing edge.
    case leading, center, trailing
}

/// Where a text that does not fit loses characters.
public enum TruncationMode: String, Hashable, Sendable, Codable, CaseIterable {
    /// Cut at the start, the middle or the end, with an ellipsis where the characters were.
    case head, middle, tail
}

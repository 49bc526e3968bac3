/// Where and how the system shows a widget (Docs/WidgetFacts.md §4d, §4e).
///
/// | appearance | scheme | rendering mode | widget background | families |
/// |---|---|---|---|---|
/// | light, dark | light, dark | full colour | shown | home-screen families |
/// | tinted | dark | accented (two tints) | removed | home-screen families |
/// | standBy | dark | full colour, scaled up on black | removed | systemSmall |
/// | standByNight | dark | vibrant, red monochrome, on black | removed | systemSmall |
/// | lockScreen | dark | vibrant, white by luminance | none | accessory families |
/// | lockScreenLocked | as lockScreen, `privacySensitive()` content redacted | | | accessory families |
/// | standByLocked | as standBy, `privacySensitive()` content redacted | | | systemSmall |
///
/// The two locked appearances are what a locked iPhone shows when its owner keeps widget data
/// off the locked screen (Docs/Privacy.md).
public enum Appearance: String, Hashable, Sendable, Codable, CaseIterable {
    /// Full colour in either scheme, accented (tinted), StandBy by day and night, and the lock screen.
    case light, dark, tinted, standBy, standByNight, lockScreen
    /// The lock screen and StandBy (by day) on a locked iPhone: private content redacted.
    case lockScreenLocked, standByLocked

    /// Light only for `light`; every other appearance is dark.
    public var colorScheme: ColorScheme { self == .light ? .light : .dark }

    /// How WidgetKit colours the widget in this appearance.
    public var renderingMode: WidgetRenderingMode {
        switch self {
        case .light, .dark, .standBy, .standByLocked: .fullColor
        case .tinted: .accented
        case .standByNight, .lockScreen, .lockScreenLocked: .vibrant
        }
    }

    /// Whether the system draws the widget's container background (WidgetKit's
    /// `showsWidgetContainerBackground`): not in StandBy, tinted mode or on the lock screen.
    public var showsWidgetBackground: Bool { self == .light || self == .dark }

    /// Whether a widget of `family` can be seen this way: StandBy shows small widgets
    /// only, the lock screen shows the accessory families, and accessory families are
    /// seen nowhere else on iPhone.
    public func applies(to family: WidgetFamily) -> Bool {
        switch self {
        case .light, .dark, .tinted: !family.isAccessory
        case .standBy, .standByNight, .standByLocked: family == .systemSmall
        case .lockScreen, .lockScreenLocked: family.isAccessory
        }
    }

    /// The appearances a widget of `family` can have.
    public static func all(for family: WidgetFamily) -> [Appearance] {
        allCases.filter { $0.applies(to: family) }
    }
}

/// How WidgetKit colours a widget (`WidgetRenderingMode`).
public enum WidgetRenderingMode: String, Hashable, Sendable, Codable, CaseIterable {
    /// Colours as given.
    case fullColor
    /// Two groups, each painted in one tint: the accent group (`widgetAccentable()`) and the rest.
    case accented
    /// Monochrome: brightness decides how prominent content is.
    case vibrant
}

/// The two colours of accented (tinted) rendering. On iPhone the system tints both
/// groups from the user's chosen hue; this palette stands in for one such choice.
public struct TintPalette: Hashable, Sendable {
    /// The colour of content outside the accent group.
    public var primary: RGBA
    /// The colour of the accent group (`widgetAccentable()`).
    public var accent: RGBA

    /// A palette of the two tints.
    public init(primary: RGBA, accent: RGBA) {
        self.primary = primary
        self.accent = accent
    }

    /// A pale-blue tint: primary content near white, accents in the hue.
    public static let standard = TintPalette(primary: RGBA(hex: 0xE8F1FF), accent: RGBA(hex: 0x7CC4FF))
}

/// Where and how the system shows a widget (Docs/WidgetFacts.md §4d, §4e).
///
/// | appearance | scheme | rendering mode | widget background | families |
/// |---|---|---|---|---|
/// | light, dark | light, dark | full colour | shown | home-screen families |
/// | tinted | dark | accented (two tints of `--tint`), on a dark tinted backdrop | removed | home-screen families |
/// | clearGlass | dark | accented (white), on clear Liquid Glass (iOS 26) | removed | home-screen families |
/// | tintedGlass | dark | accented (white), on glass tinted with `--tint` (iOS 26) | removed | home-screen families |
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
    /// The iOS 26 Home Screen looks "Clear" and "Tinted": Liquid Glass in place of the
    /// widget's background, content white (Docs/WidgetFacts.md §4f).
    case clearGlass, tintedGlass

    /// Light only for `light`; every other appearance is dark.
    public var colorScheme: ColorScheme { self == .light ? .light : .dark }

    /// The plain look of `colorScheme`: `.light` or `.dark`.
    public init(_ colorScheme: ColorScheme) { self = colorScheme == .light ? .light : .dark }

    /// How WidgetKit colours the widget in this appearance.
    public var renderingMode: WidgetRenderingMode {
        switch self {
        case .light, .dark, .standBy, .standByLocked: .fullColor
        case .tinted, .clearGlass, .tintedGlass: .accented
        case .standByNight, .lockScreen, .lockScreenLocked: .vibrant
        }
    }

    /// Whether the system draws the widget's container background (WidgetKit's
    /// `showsWidgetContainerBackground`): not in StandBy, tinted or glass looks, or on the lock screen.
    public var showsWidgetBackground: Bool { self == .light || self == .dark }

    /// Whether a widget of `family` can be seen this way: StandBy shows small widgets
    /// only, the lock screen shows the accessory families but the watch's corner, and accessory
    /// families are seen nowhere else on iPhone (a watch, a Mac, and the OS: `applies(to:on:os:)`).
    public func applies(to family: WidgetFamily) -> Bool {
        switch self {
        case .light, .dark, .tinted, .clearGlass, .tintedGlass: !family.isAccessory
        case .standBy, .standByNight, .standByLocked: family == .systemSmall
        case .lockScreen, .lockScreenLocked: family.isAccessory && family != .accessoryCorner
        }
    }

    /// Whether the system replaces the widget's background with Liquid Glass (iOS 26).
    public var isGlass: Bool { self == .clearGlass || self == .tintedGlass }

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

/// The two colours of accented (tinted) rendering: iOS 18 tints both groups from the person's
/// chosen hue (`WidgetTint.palette`); iOS 26's glass looks paint both white.
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

    /// The tints of the standard pick (blue) in iOS 18's tinted look.
    public static let standard = WidgetTint.standard.palette

    /// iOS 26's glass looks: both groups white (Apple, "Optimizing your widget for accented
    /// rendering mode and Liquid Glass").
    public static let glass = TintPalette(primary: .white, accent: .white)
}

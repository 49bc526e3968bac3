/// Which appearances exist on which kind of device and OS (Docs/WidgetFacts.md §4c–§4f).
extension Appearance {
    /// Whether this is one of the StandBy appearances.
    public var isStandBy: Bool { self == .standBy || self == .standByNight || self == .standByLocked }

    /// Whether this is an appearance of a locked iPhone, which redacts `privacySensitive()` content.
    public var isLocked: Bool { self == .lockScreenLocked || self == .standByLocked }

    /// Why a widget of `family` is never seen this way on a `platform` device running `os`, or
    /// nil when it can be. iPhone and iPad: as `applies(to:)`, StandBy only on iPhone (§4c).
    /// Apple Watch: its accessory families in full colour (`dark`, on the black face) or accented
    /// (`tinted`); watchOS has no vibrant mode (§4d). Mac: the desktop's light and dark. The glass
    /// looks exist from iOS 26 (and macOS 26) only (§4f).
    public func unavailability(
        for family: WidgetFamily, on platform: Device.Platform,
        os: OSVersion
    ) -> AppearanceUnavailability? {
        switch platform {
        case .iPhone, .iPad:
            if !applies(to: family) { return .family }
            if isStandBy && platform == .iPad { return .standByOnIPad }
        case .watch:
            if !(family.isAccessory && (self == .dark || self == .tinted)) { return .platform(.watch) }
        case .mac:
            if !(!family.isAccessory && [.light, .dark, .clearGlass, .tintedGlass].contains(self)) {
                return .platform(.mac)
            }
        }
        if isGlass && os == .ios18 { return .glassBeforeIOS26 }
        return nil
    }

    /// Throws `VignetteError.appearanceUnavailable`, with the reason and the appearances it can have,
    /// when a widget of `family` is never seen this way on `device` running `os`: the one check the
    /// command line and a render both make.
    public func requireAvailable(for family: WidgetFamily, on device: Device, os: OSVersion) throws {
        try WidgetRenderSpec.requireAvailable(self, for: family, on: device, os: os)
    }

    /// Whether a widget of `family` can be seen this way on a `platform` device running `os`.
    public func applies(to family: WidgetFamily, on platform: Device.Platform, os: OSVersion) -> Bool {
        unavailability(for: family, on: platform, os: os) == nil
    }

    /// The appearances a widget of `family` can have on a `platform` device running `os`.
    public static func all(for family: WidgetFamily, on platform: Device.Platform, os: OSVersion) -> [Appearance] {
        allCases.filter { $0.applies(to: family, on: platform, os: os) }
    }
}

/// Why an appearance cannot be seen: the reason an error gives, after naming the appearance.
public enum AppearanceUnavailability: Hashable, Sendable {
    /// The family is never shown that way anywhere (StandBy for a large widget).
    case family
    /// StandBy exists on iPhone only.
    case standByOnIPad
    /// A watch face or a Mac desktop has its own, shorter list of appearances.
    case platform(Device.Platform)
    /// Clear and tinted glass came with iOS 26.
    case glassBeforeIOS26
    /// A Live Activity follows the device's light or dark mode (Docs/LiveActivities.md).
    case liveActivity
    /// A plain view preview is drawn in light or dark, as Xcode's canvas offers (Docs/CI.md).
    case preview

    /// The reason in words, for `family` on `device` running `os`.
    public func reason(family: WidgetFamily, device: String, os: OSVersion) -> String {
        reason(canvas: family.rawValue, device: device, os: os)
    }

    /// The reason in words, for `canvas` (a family, a presentation) on `device` running `os`.
    func reason(canvas: String, device: String, os: OSVersion) -> String {
        switch self {
        case .family: "a \(canvas) widget is never shown that way"
        case .liveActivity: "a Live Activity is drawn in the device's light or dark mode only"
        case .preview: "a view preview is drawn in light or dark only, as Xcode's canvas"
        case .standByOnIPad: "StandBy exists on iPhone only and \(device) is an iPad"
        case .platform(.watch): "\(device) is an Apple Watch, whose faces show accessories in full colour or accented"
        case .platform: "\(device) is a Mac, whose desktop shows widgets in light, dark or glass"
        case .glassBeforeIOS26: "the glass looks exist from iOS 26; \(device) runs \(os.rawValue) here"
        }
    }
}

/// Which appearances exist on which kind of device (Docs/WidgetFacts.md §4c, §4e, §4f).
extension Appearance {
    /// Whether this is one of the StandBy appearances.
    public var isStandBy: Bool { self == .standBy || self == .standByNight || self == .standByLocked }

    /// Whether this is an appearance of a locked iPhone, which redacts `privacySensitive()` content.
    public var isLocked: Bool { self == .lockScreenLocked || self == .standByLocked }

    /// Whether a widget of `family` can be seen this way on a `platform` device. iPhone and
    /// iPad: as `applies(to:)`, and StandBy only on iPhone (iPad has no StandBy, §4c). Apple
    /// Watch: its accessory families in full colour (`dark`, on the black face) or accented
    /// (`tinted`: primary white, accent in the face's colour); watchOS has no vibrant mode (§4d).
    /// Mac: the desktop's light and dark, and macOS 26's clear and tinted glass (§4f).
    public func applies(to family: WidgetFamily, on platform: Device.Platform) -> Bool {
        switch platform {
        case .iPhone: applies(to: family)
        case .iPad: applies(to: family) && !isStandBy
        case .watch: family.isAccessory && (self == .dark || self == .tinted)
        case .mac: !family.isAccessory && [.light, .dark, .clearGlass, .tintedGlass].contains(self)
        }
    }

    /// The appearances a widget of `family` can have on a `platform` device.
    public static func all(for family: WidgetFamily, on platform: Device.Platform) -> [Appearance] {
        allCases.filter { $0.applies(to: family, on: platform) }
    }
}

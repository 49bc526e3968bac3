/// Which appearances exist on which kind of device (Docs/WidgetFacts.md §4c, §4e).
extension Appearance {
    /// Whether this is one of the StandBy appearances.
    public var isStandBy: Bool { self == .standBy || self == .standByNight || self == .standByLocked }

    /// Whether this is an appearance of a locked iPhone, which redacts `privacySensitive()` content.
    public var isLocked: Bool { self == .lockScreenLocked || self == .standByLocked }

    /// Whether a widget of `family` can be seen this way on a `platform` device: as
    /// `applies(to:)`, and StandBy only on iPhone (iPad has no StandBy, §4c).
    public func applies(to family: WidgetFamily, on platform: Device.Platform) -> Bool {
        applies(to: family) && !(isStandBy && platform == .iPad)
    }

    /// The appearances a widget of `family` can have on a `platform` device.
    public static func all(for family: WidgetFamily, on platform: Device.Platform) -> [Appearance] {
        allCases.filter { $0.applies(to: family, on: platform) }
    }
}

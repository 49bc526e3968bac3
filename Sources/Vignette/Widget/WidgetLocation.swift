import Foundation

/// Where a widget is seen, each case holding only the families and looks that exist there
/// (Docs/WidgetFacts.md §4c, §4e), so a StandBy large widget or a lock-screen small widget
/// cannot be written: `WidgetRenderSpec(.standBy(night: true), device: …, date: …)`.
///
/// `WidgetRenderSpec(family:device:appearance:…)` takes any pair and `prepare` rejects an
/// impossible one at run time; this type moves that check to compile time. Whether the device
/// has StandBy (iPhone only) depends on data, so that stays a run-time error.
public enum WidgetLocation: Hashable, Sendable {
    /// The Home Screen or Today View, in one of its looks.
    case homeScreen(HomeScreenFamily, HomeScreenLook)
    /// StandBy on an iPhone on its charger: a small widget, enlarged on black; `night` is the
    /// red low-light mode.
    case standBy(night: Bool)
    /// The Lock Screen: an accessory family.
    case lockScreen(AccessoryFamily)
    /// A locked iPhone that keeps widget data private: StandBy by day, or the Lock Screen with an
    /// accessory family (nil), `privacySensitive()` content redacted.
    case locked(AccessoryFamily?)

    /// The families a Home Screen shows.
    public enum HomeScreenFamily: String, Hashable, Sendable, CaseIterable {
        /// The system families.
        case systemSmall, systemMedium, systemLarge, systemExtraLarge
    }

    /// The Home Screen's looks: iOS 18's three and iOS 26's two glass looks.
    public enum HomeScreenLook: String, Hashable, Sendable, CaseIterable {
        /// The looks, as `Appearance` names them.
        case light, dark, tinted, clearGlass, tintedGlass
    }

    /// The families a Lock Screen shows.
    public enum AccessoryFamily: String, Hashable, Sendable, CaseIterable {
        /// The accessory families.
        case accessoryCircular, accessoryRectangular, accessoryInline
    }

    /// The widget family shown here.
    public var family: WidgetFamily {
        switch self {
        case .homeScreen(let family, _): WidgetFamily(rawValue: family.rawValue)!
        case .standBy, .locked(nil): .systemSmall
        case .lockScreen(let family), .locked(let family?): WidgetFamily(rawValue: family.rawValue)!
        }
    }

    /// The appearance the widget has here.
    public var appearance: Appearance {
        switch self {
        case .homeScreen(_, let look): Appearance(rawValue: look.rawValue)!
        case .standBy(let night): night ? .standByNight : .standBy
        case .lockScreen: .lockScreen
        case .locked(let family): family == nil ? .standByLocked : .lockScreenLocked
        }
    }

    /// The location of a family and appearance, nil for a pair that is never seen.
    public init?(family: WidgetFamily, appearance: Appearance) {
        switch appearance {
        case .light, .dark, .tinted, .clearGlass, .tintedGlass:
            guard let home = HomeScreenFamily(rawValue: family.rawValue) else { return nil }
            self = .homeScreen(home, HomeScreenLook(rawValue: appearance.rawValue)!)
        case .standBy, .standByNight:
            guard family == .systemSmall else { return nil }
            self = .standBy(night: appearance == .standByNight)
        case .lockScreen:
            guard let accessory = AccessoryFamily(rawValue: family.rawValue) else { return nil }
            self = .lockScreen(accessory)
        case .standByLocked:
            guard family == .systemSmall else { return nil }
            self = .locked(nil)
        case .lockScreenLocked:
            guard let accessory = AccessoryFamily(rawValue: family.rawValue) else { return nil }
            self = .locked(accessory)
        }
    }

    /// Every location: each family with each look it can have.
    public static var all: [WidgetLocation] {
        HomeScreenFamily.allCases.flatMap { family in HomeScreenLook.allCases.map { .homeScreen(family, $0) } }
            + [.standBy(night: false), .standBy(night: true)] + AccessoryFamily.allCases.map { .lockScreen($0) }
            + [.locked(nil)] + AccessoryFamily.allCases.map { .locked($0) }
    }
}

extension WidgetRenderSpec {
    /// A rendering at `location`, whose family and appearance always go together.
    public init(
        _ location: WidgetLocation, device: Device, os: OSVersion = .default, scale: CGFloat? = nil, date: Date,
        timeZone: TimeZone = TimeZone(identifier: "UTC")!, locale: Locale = Locale(identifier: "en_US")
    ) {
        self.init(
            family: location.family, device: device, os: os, appearance: location.appearance, scale: scale,
            date: date, timeZone: timeZone, locale: locale)
    }

    /// Where this rendering is seen; nil when its family never has its appearance.
    public var location: WidgetLocation? { WidgetLocation(family: family, appearance: appearance) }
}

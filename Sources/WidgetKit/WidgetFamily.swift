import Vignette

/// The sizes and places a widget can be shown in.
public enum WidgetFamily: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// A small square home-screen widget.
    case systemSmall
    /// A wide home-screen widget, two small widgets across.
    case systemMedium
    /// A large home-screen widget, four small widgets' area.
    case systemLarge
    /// An extra-large widget (iPad).
    case systemExtraLarge
    /// A circular lock-screen accessory.
    case accessoryCircular
    /// A rectangular lock-screen accessory.
    case accessoryRectangular
    /// A single line of lock-screen text above the time.
    case accessoryInline
    /// A watch face's corner (watchOS).
    case accessoryCorner

    /// The family's name, e.g. "systemSmall".
    public var description: String { rawValue }

    package var core: Vignette.WidgetFamily { Vignette.WidgetFamily(rawValue: rawValue)! }

    package init(core: Vignette.WidgetFamily) {
        self = WidgetFamily(rawValue: core.rawValue)!
    }
}

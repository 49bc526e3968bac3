/// The widget families WidgetKit offers on iPhone, iPad, Apple Watch and Mac (Docs/WidgetFacts.md §4c).
public enum WidgetFamily: String, Hashable, Sendable, Codable, CaseIterable {
    /// Home-screen families, small to extra large (iPad only).
    case systemSmall, systemMedium, systemLarge, systemExtraLarge
    /// Lock-screen families: a circle, a rectangle and one line of text.
    case accessoryCircular, accessoryRectangular, accessoryInline
    /// A watch face's corner (watchOS only): a small area in the curve of the bezel, whose
    /// `widgetLabel` text curves along it.
    case accessoryCorner

    /// Home-screen families get the 16 pt content margin (Docs/WidgetFacts.md §4b);
    /// lock-screen accessories get none.
    public var isAccessory: Bool { rawValue.hasPrefix("accessory") }

    /// The margins the container puts around content: 16 pt on home-screen families, none on accessories.
    public var defaultContentMargins: Insets { isAccessory ? .zero : Insets(all: 16) }
}

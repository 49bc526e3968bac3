/// The widget families WidgetKit offers on iPhone and iPad (Docs/WidgetFacts.md §4c).
public enum WidgetFamily: String, Hashable, Sendable, Codable, CaseIterable {
    case systemSmall, systemMedium, systemLarge, systemExtraLarge
    case accessoryCircular, accessoryRectangular, accessoryInline

    /// Home-screen families get the 16 pt content margin (Docs/WidgetFacts.md §4b);
    /// lock-screen accessories get none.
    public var isAccessory: Bool { rawValue.hasPrefix("accessory") }

    public var defaultContentMargins: Insets { isAccessory ? .zero : Insets(all: 16) }
}

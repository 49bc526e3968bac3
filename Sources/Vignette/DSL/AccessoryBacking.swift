/// The translucent backing an accessory widget sits on (WidgetKit's `AccessoryWidgetBackground`):
/// white at 20 % filling what it is offered in `accessoryCircular`, `accessoryCorner` and
/// `accessoryRectangular`, which the widget container clips to the accessory's shape, and
/// nothing in any other family, as Apple documents. The 20 % is our estimate (Docs/SwiftUI/Modifiers.md).
///
/// ```swift
/// Layers {
///     AccessoryBacking(in: environment.family)
///     Words("72°")
/// }
/// ```
public struct AccessoryBacking: Element {
    /// The backing's paint: Apple publishes none; read off Lock Screen captures.
    public static let paint = Paint.color(RGBA(red: 1, green: 1, blue: 1, alpha: 0.2))

    /// The families that show a backing.
    public static let families: Set<WidgetFamily> = [.accessoryCircular, .accessoryCorner, .accessoryRectangular]

    /// A fill in accessories that show a backing; an empty node elsewhere.
    public let node: Node

    /// The backing of a widget of `family` (the content closure's `environment.family`).
    public init(in family: WidgetFamily?) {
        node = family.map(Self.families.contains) == true ? .fill(Self.paint) : .empty
    }
}

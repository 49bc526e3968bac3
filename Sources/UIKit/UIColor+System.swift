import Vignette

// Every system colour of UIKit, each the core's `SystemColor` (one table for SwiftUI and UIKit:
// Docs/WidgetFacts.md §6, light and dark values from Apple's UIColor documentation and the HIG).
extension UIColor {
    /// UIKit's `label`: the system colour, light and dark from the core's table.
    public static var label: UIColor { UIColor(paint: .system(.label)) }
    /// UIKit's `secondaryLabel`: the system colour, light and dark from the core's table.
    public static var secondaryLabel: UIColor { UIColor(paint: .system(.secondaryLabel)) }
    /// UIKit's `tertiaryLabel`: the system colour, light and dark from the core's table.
    public static var tertiaryLabel: UIColor { UIColor(paint: .system(.tertiaryLabel)) }
    /// UIKit's `quaternaryLabel`: the system colour, light and dark from the core's table.
    public static var quaternaryLabel: UIColor { UIColor(paint: .system(.quaternaryLabel)) }
    /// UIKit's `placeholderText`: the system colour, light and dark from the core's table.
    public static var placeholderText: UIColor { UIColor(paint: .system(.placeholderText)) }
    /// UIKit's `separator`: the system colour, light and dark from the core's table.
    public static var separator: UIColor { UIColor(paint: .system(.separator)) }
    /// UIKit's `opaqueSeparator`: the system colour, light and dark from the core's table.
    public static var opaqueSeparator: UIColor { UIColor(paint: .system(.opaqueSeparator)) }
    /// UIKit's `link`: the system colour, light and dark from the core's table.
    public static var link: UIColor { UIColor(paint: .system(.link)) }
    /// UIKit's `systemBackground`: the system colour, light and dark from the core's table.
    public static var systemBackground: UIColor { UIColor(paint: .system(.systemBackground)) }
    /// UIKit's `secondarySystemBackground`: the system colour, light and dark from the core's table.
    public static var secondarySystemBackground: UIColor { UIColor(paint: .system(.secondarySystemBackground)) }
    /// UIKit's `tertiarySystemBackground`: the system colour, light and dark from the core's table.
    public static var tertiarySystemBackground: UIColor { UIColor(paint: .system(.tertiarySystemBackground)) }
    /// UIKit's `systemGroupedBackground`: the system colour, light and dark from the core's table.
    public static var systemGroupedBackground: UIColor { UIColor(paint: .system(.systemGroupedBackground)) }
    /// UIKit's `secondarySystemGroupedBackground`: the system colour, light and dark from the core's table.
    public static var secondarySystemGroupedBackground: UIColor {
        UIColor(paint: .system(.secondarySystemGroupedBackground))
    }
    /// UIKit's `tertiarySystemGroupedBackground`: the system colour, light and dark from the core's table.
    public static var tertiarySystemGroupedBackground: UIColor {
        UIColor(paint: .system(.tertiarySystemGroupedBackground))
    }
    /// UIKit's `systemFill`: the system colour, light and dark from the core's table.
    public static var systemFill: UIColor { UIColor(paint: .system(.systemFill)) }
    /// UIKit's `secondarySystemFill`: the system colour, light and dark from the core's table.
    public static var secondarySystemFill: UIColor { UIColor(paint: .system(.secondarySystemFill)) }
    /// UIKit's `tertiarySystemFill`: the system colour, light and dark from the core's table.
    public static var tertiarySystemFill: UIColor { UIColor(paint: .system(.tertiarySystemFill)) }
    /// UIKit's `quaternarySystemFill`: the system colour, light and dark from the core's table.
    public static var quaternarySystemFill: UIColor { UIColor(paint: .system(.quaternarySystemFill)) }
    /// UIKit's `systemRed`: the system colour, light and dark from the core's table.
    public static var systemRed: UIColor { UIColor(paint: .system(.red)) }
    /// UIKit's `systemOrange`: the system colour, light and dark from the core's table.
    public static var systemOrange: UIColor { UIColor(paint: .system(.orange)) }
    /// UIKit's `systemYellow`: the system colour, light and dark from the core's table.
    public static var systemYellow: UIColor { UIColor(paint: .system(.yellow)) }
    /// UIKit's `systemGreen`: the system colour, light and dark from the core's table.
    public static var systemGreen: UIColor { UIColor(paint: .system(.green)) }
    /// UIKit's `systemMint`: the system colour, light and dark from the core's table.
    public static var systemMint: UIColor { UIColor(paint: .system(.mint)) }
    /// UIKit's `systemTeal`: the system colour, light and dark from the core's table.
    public static var systemTeal: UIColor { UIColor(paint: .system(.teal)) }
    /// UIKit's `systemCyan`: the system colour, light and dark from the core's table.
    public static var systemCyan: UIColor { UIColor(paint: .system(.cyan)) }
    /// UIKit's `systemBlue`: the system colour, light and dark from the core's table.
    public static var systemBlue: UIColor { UIColor(paint: .system(.blue)) }
    /// UIKit's `systemIndigo`: the system colour, light and dark from the core's table.
    public static var systemIndigo: UIColor { UIColor(paint: .system(.indigo)) }
    /// UIKit's `systemPurple`: the system colour, light and dark from the core's table.
    public static var systemPurple: UIColor { UIColor(paint: .system(.purple)) }
    /// UIKit's `systemPink`: the system colour, light and dark from the core's table.
    public static var systemPink: UIColor { UIColor(paint: .system(.pink)) }
    /// UIKit's `systemBrown`: the system colour, light and dark from the core's table.
    public static var systemBrown: UIColor { UIColor(paint: .system(.brown)) }
    /// UIKit's `systemGray`: the system colour, light and dark from the core's table.
    public static var systemGray: UIColor { UIColor(paint: .system(.gray)) }
    /// UIKit's `systemGray2`: the system colour, light and dark from the core's table.
    public static var systemGray2: UIColor { UIColor(paint: .system(.gray2)) }
    /// UIKit's `systemGray3`: the system colour, light and dark from the core's table.
    public static var systemGray3: UIColor { UIColor(paint: .system(.gray3)) }
    /// UIKit's `systemGray4`: the system colour, light and dark from the core's table.
    public static var systemGray4: UIColor { UIColor(paint: .system(.gray4)) }
    /// UIKit's `systemGray5`: the system colour, light and dark from the core's table.
    public static var systemGray5: UIColor { UIColor(paint: .system(.gray5)) }
    /// UIKit's `systemGray6`: the system colour, light and dark from the core's table.
    public static var systemGray6: UIColor { UIColor(paint: .system(.gray6)) }
    /// UIKit's fixed `white`.
    public static var white: UIColor { UIColor(paint: .system(.white)) }
    /// UIKit's fixed `black`.
    public static var black: UIColor { UIColor(paint: .system(.black)) }
    /// UIKit's fixed `clear`.
    public static var clear: UIColor { UIColor(paint: .system(.clear)) }
    /// UIKit's fixed `red` (not the system tint: sRGB 1, 0, 0).
    public static var red: UIColor { UIColor(paint: .rgb(1, 0, 0)) }
    /// UIKit's fixed `green` (not the system tint: sRGB 0, 1, 0).
    public static var green: UIColor { UIColor(paint: .rgb(0, 1, 0)) }
    /// UIKit's fixed `blue` (not the system tint: sRGB 0, 0, 1).
    public static var blue: UIColor { UIColor(paint: .rgb(0, 0, 1)) }
    /// UIKit's fixed `cyan` (not the system tint: sRGB 0, 1, 1).
    public static var cyan: UIColor { UIColor(paint: .rgb(0, 1, 1)) }
    /// UIKit's fixed `yellow` (not the system tint: sRGB 1, 1, 0).
    public static var yellow: UIColor { UIColor(paint: .rgb(1, 1, 0)) }
    /// UIKit's fixed `magenta` (not the system tint: sRGB 1, 0, 1).
    public static var magenta: UIColor { UIColor(paint: .rgb(1, 0, 1)) }
    /// UIKit's fixed `orange` (not the system tint: sRGB 1, 0.5, 0).
    public static var orange: UIColor { UIColor(paint: .rgb(1, 0.5, 0)) }
    /// UIKit's fixed `purple` (not the system tint: sRGB 0.5, 0, 0.5).
    public static var purple: UIColor { UIColor(paint: .rgb(0.5, 0, 0.5)) }
    /// UIKit's fixed `brown` (not the system tint: sRGB 0.6, 0.4, 0.2).
    public static var brown: UIColor { UIColor(paint: .rgb(0.6, 0.4, 0.2)) }
    /// UIKit's fixed `darkGray` (white 0.333).
    public static var darkGray: UIColor { UIColor(white: 0.3333333333333333, alpha: 1) }
    /// UIKit's fixed `lightGray` (white 0.667).
    public static var lightGray: UIColor { UIColor(white: 0.6666666666666666, alpha: 1) }
    /// UIKit's fixed `gray` (white 0.500).
    public static var gray: UIColor { UIColor(white: 0.5, alpha: 1) }
    /// The tint of controls: the system blue.
    public static var tintColor: UIColor { .systemBlue }
}

/// The system colours `Paint.swift` does not list, so every name the tree JSON accepts
/// (`SystemColor`) is also a `Paint` static.
extension Paint {
    /// UIKit's `placeholderText`: hint text in empty fields.
    public static let placeholderText = Paint.system(.placeholderText)
    /// UIKit's `opaqueSeparator`: a separator that hides what is under it.
    public static let opaqueSeparator = Paint.system(.opaqueSeparator)
    /// UIKit's `link`: the colour of links.
    public static let link = Paint.system(.link)
    /// UIKit's `systemGroupedBackground`: behind grouped content.
    public static let systemGroupedBackground = Paint.system(.systemGroupedBackground)
    /// UIKit's `secondarySystemGroupedBackground`: grouped content on `systemGroupedBackground`.
    public static let secondarySystemGroupedBackground = Paint.system(.secondarySystemGroupedBackground)
    /// UIKit's `tertiarySystemGroupedBackground`: grouped content one level further in.
    public static let tertiarySystemGroupedBackground = Paint.system(.tertiarySystemGroupedBackground)
    /// UIKit's `tertiarySystemFill`: fills of large shapes such as input fields.
    public static let tertiarySystemFill = Paint.system(.tertiarySystemFill)
    /// UIKit's `quaternarySystemFill`: fills of large, complex areas.
    public static let quaternarySystemFill = Paint.system(.quaternarySystemFill)
    /// UIKit's `systemGray2`, one step lighter than `gray` in light mode.
    public static let gray2 = Paint.system(.gray2)
    /// UIKit's `systemGray3`.
    public static let gray3 = Paint.system(.gray3)
    /// UIKit's `systemGray4`.
    public static let gray4 = Paint.system(.gray4)
    /// UIKit's `systemGray5`.
    public static let gray5 = Paint.system(.gray5)
    /// UIKit's `systemGray6`, the lightest gray in light mode.
    public static let gray6 = Paint.system(.gray6)
}

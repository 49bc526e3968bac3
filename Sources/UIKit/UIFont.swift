import Foundation
import Vignette

/// UIKit's font: the system font at a size and weight, a text style, or a font of your own by
/// name. It holds a core `Typeface`, which `Font(uiFont)` draws (Docs/SwiftUI/UIKit.md).
public final class UIFont: Hashable, @unchecked Sendable {
    /// The core typeface this font is.
    package let typeface: Typeface

    package init(typeface: Typeface) {
        self.typeface = typeface
    }

    /// The font called `fontName` (family or PostScript name), or the system font where no font has it.
    public convenience init?(name fontName: String, size fontSize: CGFloat) {
        self.init(typeface: .custom(fontName, size: fontSize, relativeTo: nil))
    }

    /// The system font at a size and weight.
    public static func systemFont(ofSize fontSize: CGFloat, weight: Weight = .regular) -> UIFont {
        UIFont(typeface: .system(size: fontSize, weight: weight))
    }

    /// The system font at a size, weight and width (iOS 16). Drawn at the standard width: the stand-in
    /// for SF Pro (Inter) has no condensed, compressed or expanded faces, so text set in them is wider
    /// (or narrower) here than on iOS (Docs/SwiftUI/UIKit.md, "Fonts").
    public static func systemFont(ofSize fontSize: CGFloat, weight: Weight, width: Width) -> UIFont {
        systemFont(ofSize: fontSize, weight: weight)
    }

    /// The bold system font at a size.
    public static func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        systemFont(ofSize: fontSize, weight: .bold)
    }

    /// The italic system font at a size.
    public static func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        var face = Typeface.system(size: fontSize)
        face.isItalic = true
        return UIFont(typeface: face)
    }

    /// The system font with digits of equal width.
    public static func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        var face = Typeface.system(size: fontSize, weight: weight)
        face.usesMonospacedDigits = true
        return UIFont(typeface: face)
    }

    /// The monospaced system font (SF Mono) at a size and weight.
    public static func monospacedSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(typeface: .system(size: fontSize, weight: weight, design: .monospaced))
    }

    /// The font of a text style at the default Dynamic Type size (Docs/WidgetFacts.md §5a).
    public static func preferredFont(forTextStyle style: TextStyle) -> UIFont {
        UIFont(typeface: .system(style.core))
    }

    /// The point size.
    public var pointSize: CGFloat { typeface.size }

    /// The same font at another size.
    public func withSize(_ fontSize: CGFloat) -> UIFont {
        var face = typeface
        face.size = fontSize
        return UIFont(typeface: face)
    }

    /// Equal when the typefaces are.
    public static func == (a: UIFont, b: UIFont) -> Bool { a.typeface == b.typeface }
    /// Hashes the typeface.
    public func hash(into hasher: inout Hasher) { hasher.combine(typeface) }

    /// A font weight, as UIKit spells them (`.regular`, `.semibold`…): the core's weights, which have UIKit's names.
    public typealias Weight = Typeface.Weight

    /// A font's width (iOS 16), for `systemFont(ofSize:weight:width:)`. Apple documents the four names
    /// and no values: the raw values here only order them, narrowest first.
    public struct Width: RawRepresentable, Hashable, Comparable, Sendable {
        /// The width's value; 0 is the standard width.
        public var rawValue: CGFloat
        /// A width of the given value.
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// A width of the given value.
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
        /// The narrowest: SF Compressed.
        public static let compressed = Width(-0.4)
        /// Narrower than standard: SF Condensed.
        public static let condensed = Width(-0.2)
        /// The regular width.
        public static let standard = Width(0)
        /// Wider than standard: SF Expanded.
        public static let expanded = Width(0.2)
        /// Narrower widths first.
        public static func < (a: Width, b: Width) -> Bool { a.rawValue < b.rawValue }
    }

    /// A text style, as UIKit spells them (`UIFont.TextStyle.headline`).
    public struct TextStyle: Hashable, Sendable {
        package let core: Vignette.TextStyle
        /// 34 pt.
        public static let largeTitle = TextStyle(core: .largeTitle)
        /// 28 pt.
        public static let title1 = TextStyle(core: .title)
        /// 22 pt.
        public static let title2 = TextStyle(core: .title2)
        /// 20 pt.
        public static let title3 = TextStyle(core: .title3)
        /// 17 pt semibold.
        public static let headline = TextStyle(core: .headline)
        /// 15 pt.
        public static let subheadline = TextStyle(core: .subheadline)
        /// 17 pt.
        public static let body = TextStyle(core: .body)
        /// 16 pt.
        public static let callout = TextStyle(core: .callout)
        /// 13 pt.
        public static let footnote = TextStyle(core: .footnote)
        /// 12 pt.
        public static let caption1 = TextStyle(core: .caption)
        /// 11 pt.
        public static let caption2 = TextStyle(core: .caption2)
    }
}

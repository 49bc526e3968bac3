import Foundation
import Vignette

/// A font: a text style or a system font of a size, with weight, design and italics.
///
/// Text styles have the iOS sizes at the default Dynamic Type size (Docs/WidgetFacts.md §5a).
public struct Font: Hashable, Sendable {
    package let typeface: Typeface

    package init(_ typeface: Typeface) {
        self.typeface = typeface
    }

    /// The text style for large titles (34 pt).
    public static let largeTitle = Font(.largeTitle)
    /// The text style for titles (28 pt).
    public static let title = Font(.title)
    /// The text style for second-level titles (22 pt).
    public static let title2 = Font(.title2)
    /// The text style for third-level titles (20 pt).
    public static let title3 = Font(.title3)
    /// The text style for headings (17 pt semibold).
    public static let headline = Font(.headline)
    /// The text style for subheadings (15 pt).
    public static let subheadline = Font(.subheadline)
    /// The text style for body text (17 pt).
    public static let body = Font(.body)
    /// The text style for callouts (16 pt).
    public static let callout = Font(.callout)
    /// The text style for footnotes (13 pt).
    public static let footnote = Font(.footnote)
    /// The text style for captions (12 pt).
    public static let caption = Font(.caption)
    /// The text style for small captions (11 pt).
    public static let caption2 = Font(.caption2)

    /// The system font at a fixed size.
    public static func system(size: CGFloat, weight: Weight? = nil, design: Design? = nil) -> Font {
        Font(.system(size: size, weight: weight?.core ?? .regular, design: design?.core ?? .default))
    }

    /// The system font in a text style.
    public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil) -> Font {
        Font(.system(style.core, weight: weight?.core, design: design?.core ?? .default))
    }

    /// The same font in another weight.
    public func weight(_ weight: Weight) -> Font { Font(typeface.weight(weight.core)) }
    /// The same font in bold.
    public func bold() -> Font { Font(typeface.bold()) }
    /// The same font in italics.
    public func italic() -> Font { Font(typeface.italic()) }
    /// The same font with digits of equal width.
    public func monospacedDigit() -> Font { Font(typeface.monospacedDigit()) }

    /// A font weight.
    public struct Weight: Hashable, Sendable {
        package let core: Typeface.Weight
        /// Weight 100.
        public static let ultraLight = Weight(core: .ultraLight)
        /// Weight 200.
        public static let thin = Weight(core: .thin)
        /// Weight 300.
        public static let light = Weight(core: .light)
        /// Weight 400.
        public static let regular = Weight(core: .regular)
        /// Weight 500.
        public static let medium = Weight(core: .medium)
        /// Weight 600.
        public static let semibold = Weight(core: .semibold)
        /// Weight 700.
        public static let bold = Weight(core: .bold)
        /// Weight 800.
        public static let heavy = Weight(core: .heavy)
        /// Weight 900.
        public static let black = Weight(core: .black)
    }

    /// A font design; the backend draws each with the nearest font it has (Docs/Design.md).
    public enum Design: Hashable, Sendable {
        /// The system's default design.
        case `default`
        /// A serif design.
        case serif
        /// A rounded design.
        case rounded
        /// A fixed-width design.
        case monospaced

        package var core: Typeface.Design {
            switch self {
            case .default: .default
            case .serif: .serif
            case .rounded: .rounded
            case .monospaced: .monospaced
            }
        }
    }

    /// The iOS text styles.
    public enum TextStyle: Hashable, Sendable, CaseIterable {
        /// Large titles.
        case largeTitle
        /// Titles.
        case title
        /// Second-level titles.
        case title2
        /// Third-level titles.
        case title3
        /// Headings.
        case headline
        /// Subheadings.
        case subheadline
        /// Body text.
        case body
        /// Callouts.
        case callout
        /// Footnotes.
        case footnote
        /// Captions.
        case caption
        /// Small captions.
        case caption2

        package var core: Vignette.TextStyle {
            switch self {
            case .largeTitle: .largeTitle
            case .title: .title
            case .title2: .title2
            case .title3: .title3
            case .headline: .headline
            case .subheadline: .subheadline
            case .body: .body
            case .callout: .callout
            case .footnote: .footnote
            case .caption: .caption
            case .caption2: .caption2
            }
        }
    }
}

import Foundation

/// A font request: size, weight, design and style (SwiftUI's `Font`).
///
/// The text styles carry the iOS sizes and weights at the default Dynamic Type size
/// "Large" (Docs/LayoutSemantics.md §2, Docs/WidgetFacts.md §5a).
public struct Typeface: Hashable, Sendable {
    /// Point size before Dynamic Type scaling.
    public var size: CGFloat
    /// The font's weight.
    public var weight: Weight
    /// Default (SF Pro), rounded, monospaced or serif.
    public var design: Design
    /// Whether the face is slanted.
    public var isItalic: Bool
    /// Whether digits share one width, for numbers that change.
    public var usesMonospacedDigits: Bool
    /// The text style this face came from, if any (Dynamic Type scales these).
    public var style: TextStyle?
    /// A font family or PostScript name of your own (`Font.custom`), nil for the system font.
    /// Faces the renderer lacks fall back to the system font, as iOS does.
    public var family: String?

    /// A face of `size` points; `style` remembers the text style Dynamic Type scales from.
    public init(
        size: CGFloat, weight: Weight = .regular, design: Design = .default, isItalic: Bool = false,
        usesMonospacedDigits: Bool = false, style: TextStyle? = nil
    ) {
        self.size = size
        self.weight = weight
        self.design = design
        self.isItalic = isItalic
        self.usesMonospacedDigits = usesMonospacedDigits
        self.style = style
    }

    /// A face of your own, by family or PostScript name, at `size` points; Dynamic Type scales
    /// it in proportion to `relativeTo` (SwiftUI's `Font.custom(_:size:relativeTo:)`), or not at all when nil.
    public static func custom(_ family: String, size: CGFloat, relativeTo style: TextStyle? = .body) -> Typeface {
        var face = Typeface(size: size, style: style)
        face.family = family
        return face
    }

    /// A system face of a fixed point size, which Dynamic Type leaves alone.
    public static func system(size: CGFloat, weight: Weight = .regular, design: Design = .default) -> Typeface {
        Typeface(size: size, weight: weight, design: design)
    }

    /// A system face of a text style, which Dynamic Type scales; nil `weight` is the style's own.
    public static func system(_ style: TextStyle, weight: Weight? = nil, design: Design = .default) -> Typeface {
        Typeface(size: style.size, weight: weight ?? style.weight, design: design, style: style)
    }

    /// 34 pt regular.
    public static let largeTitle = system(.largeTitle)
    /// 28 pt regular.
    public static let title = system(.title)
    /// 22 pt regular.
    public static let title2 = system(.title2)
    /// 20 pt regular.
    public static let title3 = system(.title3)
    /// 17 pt semibold: the one bold text style.
    public static let headline = system(.headline)
    /// 17 pt regular: the default text style.
    public static let body = system(.body)
    /// 16 pt regular.
    public static let callout = system(.callout)
    /// 15 pt regular.
    public static let subheadline = system(.subheadline)
    /// 13 pt regular.
    public static let footnote = system(.footnote)
    /// 12 pt regular.
    public static let caption = system(.caption)
    /// 11 pt regular: the smallest text style.
    public static let caption2 = system(.caption2)

    /// The same face in another weight.
    public func weight(_ weight: Weight) -> Typeface { with { $0.weight = weight } }
    /// The same face in bold.
    public func bold() -> Typeface { weight(.bold) }
    /// The same face slanted.
    public func italic() -> Typeface { with { $0.isItalic = true } }
    /// The same face with digits of equal width.
    public func monospacedDigit() -> Typeface { with { $0.usesMonospacedDigits = true } }
    /// The same face in another design.
    public func design(_ design: Design) -> Typeface { with { $0.design = design } }

    private func with(_ change: (inout Typeface) -> Void) -> Typeface {
        var copy = self
        change(&copy)
        return copy
    }

    /// Font weights, with their OpenType weight classes.
    public enum Weight: String, Hashable, Sendable, Codable, CaseIterable {
        /// From thinnest (100) to heaviest (900).
        case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black

        /// The OpenType weight class, 100…900.
        public var value: Int {
            switch self {
            case .ultraLight: 100
            case .thin: 200
            case .light: 300
            case .regular: 400
            case .medium: 500
            case .semibold: 600
            case .bold: 700
            case .heavy: 800
            case .black: 900
            }
        }
    }

    /// Font designs. Without SF's rounded and serif cuts, the backend maps each to the nearest font it has.
    public enum Design: String, Hashable, Sendable, Codable, CaseIterable {
        /// The four SF designs; each maps to the nearest installed font.
        case `default`, rounded, monospaced, serif
    }
}

/// The iOS text styles at the default Dynamic Type size "Large".
public enum TextStyle: String, Hashable, Sendable, Codable, CaseIterable {
    /// The eleven text styles, largest first.
    case largeTitle, title, title2, title3, headline, body, callout, subheadline, footnote, caption, caption2

    /// Point size at "Large" (Docs/WidgetFacts.md §5a).
    public var size: CGFloat {
        switch self {
        case .largeTitle: 34
        case .title: 28
        case .title2: 22
        case .title3: 20
        case .headline, .body: 17
        case .callout: 16
        case .subheadline: 15
        case .footnote: 13
        case .caption: 12
        case .caption2: 11
        }
    }

    /// Headline is the one semibold style; the rest are regular (§5a).
    public var weight: Typeface.Weight { self == .headline ? .semibold : .regular }
}

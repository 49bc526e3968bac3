import Foundation

/// A font request: size, weight, design and style (SwiftUI's `Font`).
///
/// The text styles carry the iOS sizes and weights at the default Dynamic Type size
/// "Large" (Docs/LayoutSemantics.md §2, Docs/WidgetFacts.md §5a).
public struct Typeface: Hashable, Sendable {
    public var size: CGFloat
    public var weight: Weight
    public var design: Design
    public var isItalic: Bool
    public var usesMonospacedDigits: Bool
    /// The text style this face came from, if any (Dynamic Type scales these).
    public var style: TextStyle?

    public init(size: CGFloat, weight: Weight = .regular, design: Design = .default, isItalic: Bool = false,
                usesMonospacedDigits: Bool = false, style: TextStyle? = nil) {
        self.size = size
        self.weight = weight
        self.design = design
        self.isItalic = isItalic
        self.usesMonospacedDigits = usesMonospacedDigits
        self.style = style
    }

    public static func system(size: CGFloat, weight: Weight = .regular, design: Design = .default) -> Typeface {
        Typeface(size: size, weight: weight, design: design)
    }

    public static func system(_ style: TextStyle, weight: Weight? = nil, design: Design = .default) -> Typeface {
        Typeface(size: style.size, weight: weight ?? style.weight, design: design, style: style)
    }

    public static let largeTitle = system(.largeTitle)
    public static let title = system(.title)
    public static let title2 = system(.title2)
    public static let title3 = system(.title3)
    public static let headline = system(.headline)
    public static let body = system(.body)
    public static let callout = system(.callout)
    public static let subheadline = system(.subheadline)
    public static let footnote = system(.footnote)
    public static let caption = system(.caption)
    public static let caption2 = system(.caption2)

    public func weight(_ weight: Weight) -> Typeface { with { $0.weight = weight } }
    public func bold() -> Typeface { weight(.bold) }
    public func italic() -> Typeface { with { $0.isItalic = true } }
    public func monospacedDigit() -> Typeface { with { $0.usesMonospacedDigits = true } }
    public func design(_ design: Design) -> Typeface { with { $0.design = design } }

    private func with(_ change: (inout Typeface) -> Void) -> Typeface {
        var copy = self
        change(&copy)
        return copy
    }

    /// Font weights, with their OpenType weight classes.
    public enum Weight: String, Hashable, Sendable, Codable, CaseIterable {
        case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black

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
        case `default`, rounded, monospaced, serif
    }
}

/// The iOS text styles at the default Dynamic Type size "Large".
public enum TextStyle: String, Hashable, Sendable, Codable, CaseIterable {
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

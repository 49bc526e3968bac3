import Foundation

extension WidgetEnvironment {
    /// The font text is set in here: `font` with the weight, italic and digit settings
    /// of enclosing modifiers, and a text style's size at the Dynamic Type size.
    public var resolvedFont: Typeface {
        resolve(font)
    }

    /// `font` (a piece's own, or the environment's) as it is drawn in this environment.
    public func resolve(_ font: Typeface) -> Typeface {
        var out = font.scaled(to: dynamicTypeSize)
        if let weight = textAttributes.weight { out.weight = weight }
        if let design = textAttributes.design { out.design = design }
        if legibilityWeight == .bold { out.weight = out.weight.heavier }
        if textAttributes.isItalic { out.isItalic = true }
        if textAttributes.usesMonospacedDigits { out.usesMonospacedDigits = true }
        return out
    }

    /// Applies a text or image modifier; false for any other modifier.
    mutating func applyText(_ modifier: Modifier) -> Bool {
        switch modifier {
        case .fontWeight(let weight): textAttributes.weight = weight
        case .italic(let on): textAttributes.isItalic = on
        case .fontDesign(let design): textAttributes.design = design
        case .monospacedDigit(let on): textAttributes.usesMonospacedDigits = on
        case .tracking(let points): textAttributes.tracking = points
        case .strikethrough(let line): textAttributes.strikethrough = line
        case .underline(let line): textAttributes.underline = line
        case .minimumScaleFactor(let factor): textAttributes.minimumScaleFactor = min(max(factor, 0.01), 1)
        case .imageScale(let scale): textAttributes.imageScale = scale
        case .symbolRendering(let mode): textAttributes.symbolRendering = mode
        case .foregroundLevels(let levels): textAttributes.foregroundLevels = levels
        case .symbolVariableValue(let value): textAttributes.symbolVariableValue = value.map { min(max($0, 0), 1) }
        case .contentTransition(let transition): textAttributes.contentTransition = transition
        case .dynamicTypeSize(let size): dynamicTypeSize = size
        // Reasons add up, as SwiftUI's do; `unredacted()` (no reasons) removes them all.
        case .redacted(let reasons): redactionReasons = reasons.isEmpty ? [] : redactionReasons.union(reasons)
        case .privacySensitive(let sensitive): isPrivacySensitive = sensitive
        case .layoutDirection(let direction): layoutDirection = direction
        case .colorScheme(let scheme): colorScheme = scheme
        default: return false
        }
        return true
    }

    /// Whether content here is drawn as a placeholder: everything under `.placeholder`, and
    /// what is marked `privacySensitive()` under `.privacy`.
    public var isRedacted: Bool {
        redactionReasons.contains(.placeholder) || (redactionReasons.contains(.privacy) && isPrivacySensitive)
    }

    /// The style of a text span here: resolved font, tracking and decorations, and where its colours come from
    /// (resolved after layout, `resolvingColors(of:)`).
    func textSpanStyle() -> TextSpan {
        var span = TextSpan(range: 0..<0, font: resolvedFont, tracking: textAttributes.tracking, color: .black)
        var paint = SpanPaint(foreground: foreground, isAccentGroup: isAccentGroup, colorScheme: colorScheme)
        if let line = textAttributes.strikethrough {
            span.strikethrough = TextDecoration(pattern: line.pattern)
            paint.strikethroughColor = line.color
        }
        if let line = textAttributes.underline {
            span.underline = TextDecoration(pattern: line.pattern)
            paint.underlineColor = line.color
        }
        span.paint = paint
        return span
    }
}

import Vignette

/// Text colours that read at WCAG's 4.5:1 on the widget's white background and on the
/// course-tinted cards (the lint's `contrast` rule). iOS's own `secondaryLabel` measures
/// 3.4:1 on white and the system tints less, so in light mode secondary text is a darker
/// grey and course-coloured text uses Apple's increased-contrast tint, darkened a quarter.
/// Dark mode keeps `secondaryLabel`, which passes on black, and lightens course colours
/// to Apple's increased-contrast dark tints.
extension Paint {
    static let readableSecondary = Paint.adaptive(light: .hex(0x5C5C61), dark: .secondaryLabel)
}

extension Course {
    /// The course's colour for text.
    var textTint: Paint {
        .adaptive(
            light: .color(Self.increasedContrast(color.systemColor).scaled(0.75)),
            dark: .color(Self.increasedContrastDark(color.systemColor)))
    }

    /// Apple's increased-contrast dark values of the system tints (Docs/WidgetFacts.md §6a).
    private static func increasedContrastDark(_ color: SystemColor) -> RGBA {
        switch color {
        case .red: RGBA(hex: 0xFF6165)
        case .orange: RGBA(hex: 0xFFA056)
        case .yellow: RGBA(hex: 0xFEDF43)
        case .green: RGBA(hex: 0x4AD968)
        case .mint: RGBA(hex: 0x54DFCB)
        case .teal: RGBA(hex: 0x3BDDEC)
        case .cyan: RGBA(hex: 0x6DD9FF)
        case .blue: RGBA(hex: 0x5CB8FF)
        case .indigo: RGBA(hex: 0xA7AAFF)
        case .purple: RGBA(hex: 0xEA8DFF)
        case .pink: RGBA(hex: 0xFF8AC4)
        case .brown: RGBA(hex: 0xDBA679)
        default: RGBA(hex: 0xEBEBF5, alpha: 0.6)
        }
    }

    /// Apple's increased-contrast light values of the system tints (Docs/WidgetFacts.md §6a).
    private static func increasedContrast(_ color: SystemColor) -> RGBA {
        switch color {
        case .red: RGBA(hex: 0xE9152D)
        case .orange: RGBA(hex: 0xC55300)
        case .yellow: RGBA(hex: 0xA16A00)
        case .green: RGBA(hex: 0x008932)
        case .mint: RGBA(hex: 0x008575)
        case .teal: RGBA(hex: 0x008198)
        case .cyan: RGBA(hex: 0x007EAE)
        case .blue: RGBA(hex: 0x1E6EF4)
        case .indigo: RGBA(hex: 0x564ADE)
        case .purple: RGBA(hex: 0xB02FC2)
        case .pink: RGBA(hex: 0xE7124D)
        case .brown: RGBA(hex: 0x956D51)
        default: RGBA(hex: 0x5C5C61)
        }
    }
}

extension RGBA {
    /// The colour with its red, green and blue multiplied by `factor` (darker below 1).
    func scaled(_ factor: Double) -> RGBA {
        RGBA(red: red * factor, green: green * factor, blue: blue * factor, alpha: alpha)
    }
}

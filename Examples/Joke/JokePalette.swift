import Vignette

/// The widget's warm paper colour, its orange accent and the punchline card, in light and dark.
/// The card is a translucent wash of the accent, so in tinted mode it stays a wash
/// instead of becoming a solid block of the tint.
enum JokePalette {
    static let background = Paint.adaptive(light: .hex(0xFFF8EE), dark: .hex(0x1E1A16))
    static let accent = Paint.orange
    static let card = Paint.adaptive(light: .orange.opacity(0.16), dark: .orange.opacity(0.2))
}

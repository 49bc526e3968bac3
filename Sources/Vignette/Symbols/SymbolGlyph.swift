import Foundation

/// Where an SF Symbol's stand-in is drawn from: a character of an icon font.
public struct SymbolGlyph: Hashable, Sendable, Codable {
    /// The font family (in the private font set) that holds the icon.
    public var font: String
    /// The icon's own name in that font, for people reading the table.
    public var icon: String
    /// The icon's code point, as hexadecimal ("E430").
    public var codepoint: String

    /// A stand-in from an icon font's family name, icon name and hexadecimal code point.
    public init(font: String, icon: String, codepoint: String) {
        self.font = font
        self.icon = icon
        self.codepoint = codepoint
    }

    /// The character to set in `font`.
    public var character: String {
        guard let value = UInt32(codepoint, radix: 16), let scalar = Unicode.Scalar(value) else { return "" }
        return String(Character(scalar))
    }
}

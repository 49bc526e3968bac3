import Foundation

/// The colour a person picks for tinted widgets (Home Screen > Edit > Customize > Tinted),
/// given to Vignette as `--tint`: one of the system colour names or a hex colour.
///
/// Apple publishes no formula for how iOS turns the pick into the two content tints and the
/// backdrop; the mixes below are our estimate (Docs/WidgetFacts.md §4f).
public struct WidgetTint: Hashable, Sendable, CustomStringConvertible {
    /// The name it was given by: a colour name, or `#RRGGBB` in capitals.
    public let name: String
    /// The picked colour.
    public let color: RGBA

    /// The names `--tint` knows, each the system colour's dark iOS 26 value (Docs/WidgetFacts.md §6a, §6c).
    public static let named: [(name: String, color: RGBA)] = [
        ("red", RGBA(hex: 0xFF4245)), ("orange", RGBA(hex: 0xFF9230)), ("yellow", RGBA(hex: 0xFFD600)),
        ("green", RGBA(hex: 0x30D158)), ("mint", RGBA(hex: 0x00DAC3)), ("teal", RGBA(hex: 0x00D2E0)),
        ("cyan", RGBA(hex: 0x3CD3FE)), ("blue", RGBA(hex: 0x0091FF)), ("indigo", RGBA(hex: 0x6D7CFF)),
        ("purple", RGBA(hex: 0xDB34F2)), ("pink", RGBA(hex: 0xFF375F)), ("brown", RGBA(hex: 0xB78A66)),
        ("gray", RGBA(hex: 0x8E8E93)),
    ]

    /// Blue, the tint when none is given.
    public static let standard = WidgetTint(name: "blue", color: RGBA(hex: 0x0091FF))

    private init(name: String, color: RGBA) {
        self.name = name
        self.color = color
    }

    /// The tint spelled `text`: a name of `named` (any case) or `#RGB` / `#RRGGBB`.
    ///
    /// - Throws: `VignetteError.invalidValue` naming the text and listing the choices.
    public init(_ text: String) throws {
        let given = text.trimmingCharacters(in: .whitespaces)
        if let found = Self.named.first(where: { $0.name == given.lowercased() }) {
            self.init(name: found.name, color: found.color)
        } else if given.hasPrefix("#"), [4, 7].contains(given.count), let color = RGBA(hexString: given) {
            self.init(name: color.hexString, color: color)
        } else {
            throw VignetteError.invalidValue(
                name: "tint", value: text,
                expected:
                    "a colour name (\(Self.named.map(\.name).joined(separator: ", "))) or a hex colour such as #FF9230")
        }
    }

    /// The tint's name.
    public var description: String { name }

    /// The two content tints of iOS 18's tinted look: the accent group in the hue, lightened
    /// about halfway to white, and the rest nearly white with a trace of the hue (our estimate).
    public var palette: TintPalette {
        TintPalette(primary: color.mixed(with: .white, by: 0.9), accent: color.mixed(with: .white, by: 0.47))
    }

    /// What iOS 18's tinted look draws where the widget's background was: the hue, dark
    /// (80 % of the way to black; our estimate).
    public var darkBackdrop: RGBA { color.mixed(with: .black, by: 0.8) }

    /// The colour of iOS 26's tinted glass: the hue at 40 % over the wallpaper (our estimate).
    public var glass: RGBA { color.withAlpha(0.4) }
}

import Foundation

/// The SF Symbol names Vignette can draw, each mapped to an icon of a free icon font
/// (`Resources/symbols.json`, made by `Scripts/make-symbols-json.py`).
///
/// The icons are Google's Material Icons (and Material Design Icons for weather): they
/// mean the same thing as the SF Symbol but are not drawn the same way.
public struct SymbolCatalog: Sendable {
    /// Icon-font characters by SF Symbol name.
    public let glyphs: [String: SymbolGlyph]

    /// A catalogue of the given stand-ins.
    public init(glyphs: [String: SymbolGlyph]) {
        self.glyphs = glyphs
    }

    /// The table shipped with Vignette.
    public static let standard: SymbolCatalog = {
        guard let url = Bundle.module.url(forResource: "symbols", withExtension: "json"),
              let data = try? Data(contentsOf: url),
              let glyphs = try? JSONDecoder().decode([String: SymbolGlyph].self, from: data) else {
            preconditionFailure("Vignette's symbols.json resource is missing or malformed")
        }
        return SymbolCatalog(glyphs: glyphs)
    }()

    /// Every known name, sorted.
    public var names: [String] { glyphs.keys.sorted() }

    /// The glyph for `name`, nil when unknown.
    public func glyph(named name: String) -> SymbolGlyph? { glyphs[name] }

    /// The glyph for `name`.
    ///
    /// - Throws: `VignetteError.unknownName(kind: "symbol", …)`, whose message suggests the
    ///   nearest known name; its list holds the ten closest names (of about 200), not all.
    public func requireGlyph(named name: String) throws -> SymbolGlyph {
        guard let glyph = glyphs[name] else {
            throw VignetteError.unknownName(kind: "symbol", given: name, known: nearest(to: name, count: 10))
        }
        return glyph
    }

    /// The `count` known names closest to `name` by edit distance, closest first.
    public func nearest(to name: String, count: Int) -> [String] {
        let target = name.lowercased()
        let scored: [(name: String, distance: Int)] = names.map { known in
            (known, VignetteError.editDistance(target, known.lowercased()))
        }
        let ordered = scored.sorted { a, b in a.distance != b.distance ? a.distance < b.distance : a.name < b.name }
        return ordered.prefix(count).map(\.name)
    }
}

import Foundation

/// The SF Symbol names Vignette can draw, each mapped to an icon of a free icon font.
/// `standard` is the table shipped with Vignette (`SymbolCatalog+Standard.swift`, written by
/// `Scripts/make-symbols-json.py`); a `ResourceResolver` carries the table a render uses.
///
/// The icons are Google's Material Icons (and Material Design Icons for weather): they
/// mean the same thing as the SF Symbol but are not drawn the same way.
public struct SymbolCatalog: Sendable {
    /// Each SF Symbol name with the glyph drawn for it.
    public let glyphs: [String: SymbolGlyph]
    /// The SF Symbols templates' boxes by name (`--symbols`): layout sizes and aligns these
    /// names from their guides instead of the icon font's square (Docs/Symbols.md).
    public private(set) var shapes: [String: SymbolShape] = [:]

    /// A table of these glyphs.
    public init(glyphs: [String: SymbolGlyph]) {
        self.glyphs = glyphs
    }

    /// This table with templates' `shapes`: their names lay out from the guides, and names the
    /// icon font lacks become known, with a blank stand-in glyph (the template draws them).
    public func adding(shapes: [String: SymbolShape]) -> SymbolCatalog {
        let blank = SymbolGlyph(font: "Material Icons", icon: "(drawn from its template)", codepoint: "20")
        var out = SymbolCatalog(glyphs: glyphs.merging(shapes.mapValues { _ in blank }) { own, _ in own })
        out.shapes = shapes
        return out
    }

    /// Every known name, sorted.
    public var names: [String] { glyphs.keys.sorted() }

    /// The glyph for `name`: its own stand-in, else a relative's or the placeholder when iOS
    /// has the name (`SymbolCatalog+Fallback.swift`); nil when no one has it.
    public func glyph(named name: String) -> SymbolGlyph? { glyphs[name] ?? fallbackGlyph(named: name) }

    /// The glyph for `name`.
    ///
    /// - Throws: `VignetteError.unknownName(kind: "symbol", …)` for a name iOS does not have,
    ///   whose message suggests the nearest SF Symbols name; its list holds the ten closest.
    public func requireGlyph(named name: String) throws -> SymbolGlyph {
        guard let glyph = glyph(named: name) else {
            throw VignetteError.unknownName(kind: "symbol", given: name, known: nearest(to: name, count: 10))
        }
        return glyph
    }

    /// The `count` names closest to `name` by edit distance, closest first: the table's and
    /// every SF Symbols name iOS has.
    public func nearest(to name: String, count: Int) -> [String] {
        let target = name.lowercased()
        let scored: [(name: String, distance: Int)] = SFSymbolNames.all.union(glyphs.keys).map { known in
            (known, VignetteError.editDistance(target, known.lowercased()))
        }
        let ordered = scored.sorted { a, b in a.distance != b.distance ? a.distance < b.distance : a.name < b.name }
        return ordered.prefix(count).map(\.name)
    }
}

import Foundation

/// Names without a stand-in of their own (Docs/Symbols.md, "Every name draws"): a name iOS has
/// draws a relative's stand-in (the same symbol without its fill, enclosure, slash or badge),
/// else a neutral placeholder; a name iOS does not have stays unknown.
extension SymbolCatalog {
    /// What a name iOS has but no stand-in covers is drawn with: Material Icons' `crop_free`,
    /// four corners marking the symbol's frame.
    public static let placeholder = SymbolGlyph(
        font: "Material Icons", icon: "crop_free (placeholder)", codepoint: "E3C2")

    /// Trailing name parts that decorate a symbol rather than say what it is: dropped to find
    /// a relative whose stand-in is drawn instead.
    static let decorations: Set<String> = [
        "fill", "circle", "square", "rectangle", "slash", "inverse", "dashed", "dotted", "portrait",
        "plus", "minus", "checkmark", "xmark", "exclamationmark", "questionmark", "clock",
        "ar", "he", "hi", "ja", "ko", "th", "zh", "rtl", "righthalf", "lefthalf", "tophalf", "bottomhalf",
    ]

    /// The stand-in name whose glyph draws `name`: itself when it has one, else its nearest
    /// relative with one; nil when neither (a placeholder or an unknown name).
    public func standInName(for name: String) -> String? {
        if glyphs[name] != nil { return name }
        guard SFSymbolNames.contains(name) else { return nil }
        // A name SF Symbols 6 or 7 added is drawn as the older symbol it renames or resembles.
        if let older = SFSymbolNames.olderNames[name], let standIn = standInName(for: older) { return standIn }
        var parts = name.split(separator: ".").map(String.init)
        // A badge is an addition: `calendar.badge.exclamationmark` is drawn as `calendar`.
        if let badge = parts.firstIndex(of: "badge"), badge > 0 { parts.removeSubrange(badge...) }
        // A filled symbol's nearest relative is filled too: `star.circle.fill` → `star.fill`.
        let filled = parts.contains("fill")
        parts.removeAll { $0 == "fill" }
        while !parts.isEmpty {
            let base = parts.joined(separator: ".")
            for candidate in filled ? [base + ".fill", base] : [base, base + ".fill"]
            where candidate != name && glyphs[candidate] != nil { return candidate }
            guard let last = parts.last, Self.decorations.contains(last), parts.count > 1 else { break }
            parts.removeLast()
        }
        return nil
    }

    /// Whether `name` is an SF Symbol that neither it nor a relative has a stand-in for, so it
    /// is drawn as `placeholder`.
    public func drawsPlaceholder(_ name: String) -> Bool {
        glyphs[name] == nil && SFSymbolNames.contains(name) && standInName(for: name) == nil
    }

    /// The glyph `name` is drawn with when it has none of its own: a relative's, or the
    /// placeholder for a name iOS has; nil for a name iOS does not have.
    func fallbackGlyph(named name: String) -> SymbolGlyph? {
        guard SFSymbolNames.contains(name) else { return nil }
        return standInName(for: name).flatMap { glyphs[$0] } ?? Self.placeholder
    }
}

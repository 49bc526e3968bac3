import Foundation

/// Every SF Symbols name iOS knows (to `newestRelease`), so a name that exists on iOS always
/// draws — its stand-in, a relative's stand-in or a placeholder — and a name that exists
/// nowhere fails naming the nearest (Docs/Symbols.md, "Every name draws").
public enum SFSymbolNames {
    /// All names, read once from the generated table (`SFSymbolNames+Data.swift`).
    public static let all: Set<String> = Set(packed.split(separator: "\n").map(String.init))

    /// Whether iOS has a symbol called `name`.
    public static func contains(_ name: String) -> Bool { all.contains(name) }
}

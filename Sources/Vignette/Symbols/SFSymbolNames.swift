import Foundation

/// Every SF Symbols name iOS knows (to `newestRelease`, and the newer names of
/// `SFSymbolNames+Newer.swift` to `newerRelease`), so a name that exists on iOS always draws — its stand-in, a
/// relative's stand-in or a placeholder — and a name that exists nowhere fails naming the nearest
/// (Docs/Symbols.md, "Every name draws").
public enum SFSymbolNames {
    /// All names, read once from the generated table (`SFSymbolNames+Data.swift`) and the newer names.
    public static let all: Set<String> = Set(packed.split(separator: "\n").map(String.init))
        .union(newer.map(\.name))

    /// The newer names, each with the older name that draws it when there is one.
    static let newer: [(name: String, older: String?)] = packedNewer.split(separator: "\n").map { line in
        let parts = line.split(separator: " ")
        return (String(parts[0]), parts.count == 3 ? String(parts[2]) : nil)
    }

    /// For a name SF Symbols 6 or 7 added, the older symbol whose stand-in draws it: the name Apple
    /// renamed to it, or its nearest older relative.
    public static let olderNames: [String: String] = Dictionary(
        uniqueKeysWithValues: newer.compactMap { entry in entry.older.map { (entry.name, $0) } })

    /// Whether iOS has a symbol called `name`.
    public static func contains(_ name: String) -> Bool { all.contains(name) }
}

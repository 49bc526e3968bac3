import Foundation
import Vignette

/// Why an asset image or colour could not be drawn. Each message names the asset, where it
/// was asked for and where Vignette looked (Docs/SwiftUI/Assets.md).
public enum AssetError: Error, Equatable, Sendable, CustomStringConvertible, LocalizedError {
    /// No image set or file of that name in any resources folder.
    case unknownImage(name: String, origin: String?, searched: [String], known: [String])
    /// No colour set of that name in any asset catalogue.
    case unknownColor(name: String, origin: String?, searched: [String], known: [String])
    /// The asset exists, but its file cannot be drawn (a JPEG, a PDF, an unreadable file).
    case unusableImage(name: String, file: String, reason: String, origin: String?)
    /// A `Contents.json` that does not say what the asset is.
    case invalidAsset(name: String, file: String, reason: String)
    /// A string catalogue or `.strings` file that does not parse: the file, line and reason.
    case invalidStringTable(VignetteError)

    /// One sentence naming the asset, where it was asked for and what is wrong.
    public var description: String {
        switch self {
        case .unknownImage(let name, let origin, let searched, let known):
            "no image named '\(name)'\(Self.at(origin)): \(Self.looked(searched, for: "\(name).imageset, \(name).png, \(name)@2x.png, \(name)@3x.png or \(name).svg"))"
                + Self.suggestion(name, known, kind: "images")
        case .unknownColor(let name, let origin, let searched, let known):
            "no colour named '\(name)'\(Self.at(origin)): \(Self.looked(searched, for: "\(name).colorset"))"
                + Self.suggestion(name, known, kind: "colours")
        case .unusableImage(let name, let file, let reason, let origin):
            "cannot draw image '\(name)'\(Self.at(origin)) from \(file): \(reason)"
        case .invalidAsset(let name, let file, let reason):
            "asset '\(name)' in \(file): \(reason)"
        case .invalidStringTable(let error):
            "string table \(error.message)"
        }
    }

    /// The same sentence, for `localizedDescription`.
    public var errorDescription: String? { description }

    private static func at(_ origin: String?) -> String {
        origin.map { " (asked for in \($0))" } ?? ""
    }

    private static func looked(_ searched: [String], for what: String) -> String {
        guard !searched.isEmpty else {
            return "looked for \(what) but no resources folder exists; set VIGNETTE_RESOURCES to the folder holding "
                + "Assets.xcassets (vignette --package sets it to the widget target's folder)"
        }
        return "looked for \(what) in \(searched.joined(separator: ", "))"
    }

    /// "did you mean" for a near name (case or a typo), then up to twelve of the names there are.
    private static func suggestion(_ name: String, _ known: [String], kind: String) -> String {
        guard !known.isEmpty else { return "; there are no \(kind) there" }
        let near =
            known.first { $0.lowercased() == name.lowercased() }
            ?? known.min { distance($0.lowercased(), name.lowercased()) < distance($1.lowercased(), name.lowercased()) }
            .flatMap { distance($0.lowercased(), name.lowercased()) <= max(2, name.count / 3) ? $0 : nil }
        let list = known.prefix(12).joined(separator: ", ") + (known.count > 12 ? ", …" : "")
        return (near.map { "; did you mean '\($0)'?" } ?? ";") + " \(kind) there: \(list)"
    }

    /// Levenshtein distance, for typo suggestions.
    private static func distance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        guard !a.isEmpty else { return b.count }
        var row = Array(0...b.count)
        for i in 1...a.count {
            var previous = row[0]
            row[0] = i
            for j in stride(from: 1, through: b.count, by: 1) {
                let saved = row[j]
                row[j] = min(row[j] + 1, row[j - 1] + 1, previous + (a[i - 1] == b[j - 1] ? 0 : 1))
                previous = saved
            }
        }
        return row[b.count]
    }
}

import Foundation

/// Every error Vignette reports to a user. Each case carries the data its message
/// needs; the wording lives in one place, `message`, and tests pin it.
public enum VignetteError: Error, Equatable, Sendable {
    /// A name that is not in a known list: a device, family, widget, appearance…
    case unknownName(kind: String, given: String, known: [String])
    /// A family the widget does not support.
    case unsupportedFamily(widget: String, family: String, supported: [String])
    /// A family the device does not offer on that OS.
    case familyUnavailable(family: String, device: String, os: String, available: [String])
    /// A font file that the private font set needs is missing.
    case missingFont(path: String, package: String?)
    /// A file that could not be read.
    case unreadableFile(path: String, reason: String)
    /// A picture or font that could not be read: `path` as written, `base` the folder a
    /// relative path was resolved against, `origin` where it was asked for (a Swift line,
    /// a tree file's JSON path, an option).
    case unreadableResource(kind: String, path: String, base: String?, origin: String?, reason: String)
    /// A file whose content is malformed; `location` names the line/column or the JSON path.
    case invalidFile(path: String, location: String, reason: String)
    /// An appearance a widget of `family` is never seen in on `device`: why, and the ones it can have.
    case appearanceUnavailable(appearance: String, family: String, device: String, reason: String, possible: [String])
    /// A value out of range, named by where it came from.
    case invalidValue(name: String, value: String, expected: String)
    /// A file that could not be written.
    case unwritable(path: String, reason: String)
    /// A native library call that failed.
    case backend(operation: String, reason: String)
    /// A value a widget could not read from its app-group store (locked device, never written…).
    case storeUnreadable(key: String, reason: String)
    /// A tree that nests deeper than `Node.maximumDepth`.
    case treeTooDeep(source: String, depth: Int, limit: Int)
    /// A locale name Foundation has no data for and no pseudolocale has; `closest` are the
    /// known names nearest to it (`LocaleNames`).
    case unknownLocale(given: String, closest: [String])

    /// One sentence naming the bad input and what is wrong with it.
    public var message: String {
        switch self {
        case .unknownName(let kind, let given, let known):
            let suggestion = Self.nearest(to: given, in: known).map { "; did you mean '\($0)'?" } ?? ";"
            return "unknown \(kind) '\(given)'\(suggestion) known: \(known.joined(separator: ", "))"
        case .unsupportedFamily(let widget, let family, let supported):
            return "widget '\(widget)' does not support \(family); it supports: \(supported.joined(separator: ", "))"
        case .familyUnavailable(let family, let device, let os, let available):
            let list = available.isEmpty ? "none" : available.joined(separator: ", ")
            return "\(device) has no \(family) widget on \(os); available: \(list)"
        case .missingFont(let path, let package):
            let hint = package.map { " (install the Debian package '\($0)', or run 'make deps')" } ?? ""
            return "font file not found: \(path)\(hint)"
        case .unreadableFile(let path, let reason):
            return "cannot read \(path): \(reason)"
        case .unreadableResource(let kind, let path, let base, let origin, let reason):
            return "cannot read \(kind) '\(path)'" + (base.map { " (relative to \($0))" } ?? "") + ": \(reason)"
                + (origin.map { "; named in \($0)" } ?? "")
        case .invalidFile(let path, let location, let reason):
            return "\(path): \(location): \(reason)"
        case .appearanceUnavailable(let appearance, let family, let device, let reason, let possible):
            let list =
                possible.count > 1
                ? possible.dropLast().joined(separator: ", ") + " or " + possible[possible.count - 1]
                : possible.first ?? "none"
            return "appearance \(appearance) for \(family) on \(device): \(reason); use \(list)"
        case .invalidValue(let name, let value, let expected):
            return "invalid \(name) '\(value)': expected \(expected)"
        case .unwritable(let path, let reason):
            return "cannot write \(path): \(reason)"
        case .backend(let operation, let reason):
            return "\(operation) failed: \(reason)"
        case .storeUnreadable(let key, let reason):
            return "cannot read '\(key)' from the app-group store: \(reason)"
        case .treeTooDeep(let source, let depth, let limit):
            return
                "\(source) nests \(Node.grouped(depth)) levels deep; Vignette lays out at most \(Node.grouped(limit)) "
                + "(each container and modifier is a level)"
        case .unknownLocale(let given, let closest):
            let pseudo =
                "or a pseudolocale: "
                + Pseudolocale.allCases.map { "\($0.rawValue) (\($0.summary))" }.joined(separator: ", ")
            guard !closest.isEmpty else {
                return
                    "unknown locale '\(given)'; give a language or language-region such as ar, de, en-GB, he, ja or zh-Hans, \(pseudo)"
            }
            return "unknown locale '\(given)'; closest: \(closest.joined(separator: ", ")); \(pseudo)"
        }
    }

    /// The system's reason for a failed file operation ("No such file or directory",
    /// "Not a directory") rather than Foundation's generic wording.
    public static func reason(for error: Error) -> String {
        // On Linux the underlying error is stored as `any Error`; `as? NSError` would miss it.
        guard let underlying = ((error as NSError).userInfo[NSUnderlyingErrorKey] as? any Error).map({ $0 as NSError }),
            underlying.domain == NSPOSIXErrorDomain
        else { return error.localizedDescription }
        return String(cString: strerror(Int32(underlying.code)))
    }

    /// The known name closest to `given` by edit distance, if it is close enough to be a typo.
    static func nearest(to given: String, in known: [String]) -> String? {
        let target = given.lowercased()
        let scored = known.map { ($0, editDistance(target, $0.lowercased())) }
        guard let best = scored.min(by: { $0.1 < $1.1 }) else { return nil }
        return best.1 <= max(2, target.count / 3) ? best.0 : nil
    }

    static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        var previous = Array(0...b.count)
        for i in 1...max(a.count, 1) where !a.isEmpty {
            var current = [i] + Array(repeating: 0, count: b.count)
            for j in stride(from: 1, through: b.count, by: 1) {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            previous = current
        }
        return a.isEmpty ? b.count : previous[b.count]
    }
}

extension VignetteError: LocalizedError, CustomStringConvertible {
    /// The error's message, for `localizedDescription`.
    public var errorDescription: String? { message }
    /// The error's message, for printing.
    public var description: String { message }
}

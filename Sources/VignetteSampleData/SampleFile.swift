import Foundation
import Vignette

/// Reads `SampleData` from a resource bundle, a file or bytes. Every error is a
/// `VignetteError` naming the file and, for bad content, the line and column of a JSON
/// syntax error or the JSON path of the bad field.
public enum SampleFile {
    /// `<name>.json` in `bundle` (under `subdirectory` when given), e.g.
    /// `SampleFile.bundled("jokes", as: JokeBook.self, in: .module, subdirectory: "Data")`.
    ///
    /// - Throws: `.unreadableFile` when the bundle has no such file or it cannot be read,
    ///   `.invalidFile` when its JSON is malformed, does not decode or fails `firstProblem()`.
    public static func bundled<T: SampleData>(
        _ name: String, as type: T.Type = T.self, in bundle: Bundle,
        subdirectory: String? = nil
    ) throws(VignetteError) -> T {
        let path = (subdirectory.map { "\($0)/" } ?? "") + "\(name).json"
        guard let url = bundle.url(forResource: name, withExtension: "json", subdirectory: subdirectory) else {
            throw .unreadableFile(
                path: path, reason: "not found in the resource bundle \(bundle.bundleURL.lastPathComponent)")
        }
        return try load(from: url)
    }

    /// The JSON file at `url`.
    ///
    /// - Throws: `.unreadableFile` when it cannot be read, `.invalidFile` as `bundled` does.
    public static func load<T: SampleData>(from url: URL, as type: T.Type = T.self) throws(VignetteError) -> T {
        try decode(try contents(of: url), file: url.path)
    }

    /// Decodes and checks JSON bytes; `file` names their source in errors.
    ///
    /// - Throws: `.invalidFile(path: file, location:reason:)`, the location being
    ///   `line L, column C` for malformed JSON or the JSON path of the bad field.
    public static func decode<T: SampleData>(
        _ data: Data, file: String, as type: T.Type = T.self
    ) throws(VignetteError) -> T {
        let value: T
        do {
            value = try JSONDecoder().decode(T.self, from: data)
        } catch let error as DecodingError {
            // Malformed text: say where, with line and column (Foundation does not).
            if let syntax = JSONSyntax.error(in: data, path: file) { throw syntax }
            let (location, reason) = describe(error)
            throw .invalidFile(path: file, location: location, reason: reason)
        } catch {
            throw .invalidFile(path: file, location: "top level", reason: error.localizedDescription)
        }
        if let problem = value.firstProblem() {
            throw .invalidFile(path: file, location: problem.location, reason: problem.reason)
        }
        return value
    }

    private static func contents(of url: URL) throws(VignetteError) -> Data {
        do {
            return try Data(contentsOf: url)
        } catch {
            throw .unreadableFile(path: url.path, reason: VignetteError.reason(for: error))
        }
    }

    /// The JSON path (`"days[3].high"`) and a one-line reason for a decoding error.
    static func describe(_ error: DecodingError) -> (location: String, reason: String) {
        func path(_ keys: [any CodingKey]) -> String {
            let text = keys.map { key in key.intValue.map { "[\($0)]" } ?? ".\(key.stringValue)" }.joined()
            let trimmed = text.hasPrefix(".") ? String(text.dropFirst()) : text
            return trimmed.isEmpty ? "top level" : trimmed
        }
        switch error {
        case .typeMismatch(let type, let context):
            return (path(context.codingPath), "expected \(type)")
        case .valueNotFound(let type, let context):
            return (path(context.codingPath), "missing \(type) value")
        case .keyNotFound(let key, let context):
            return (path(context.codingPath), "missing key '\(key.stringValue)'")
        case .dataCorrupted(let context):
            let reason = context.codingPath.isEmpty ? "not valid JSON" : context.debugDescription
            return (path(context.codingPath), reason)
        @unknown default:
            return ("top level", String(describing: error))
        }
    }
}

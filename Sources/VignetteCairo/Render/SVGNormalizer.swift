import Foundation

/// Makes Cairo's SVG output the same on every call.
///
/// Cairo 1.16 names group surfaces after a process-wide counter (`id="surface94"`), so
/// the same list rendered twice gives different ids; renumbering them in order of
/// first appearance makes the bytes depend only on the document.
enum SVGNormalizer {
    static func normalizingIDs(_ data: Data) -> Data {
        let text = String(decoding: data, as: UTF8.self)
        let pattern = try! Regex(#"(id="|#)surface([0-9]+)"#)
        var numbers: [Substring: Int] = [:]
        let renumbered = text.replacing(pattern) { match in
            let prefix = match.output[1].substring ?? ""
            let old = match.output[2].substring ?? ""
            let new = numbers[old] ?? (numbers.count + 1)
            numbers[old] = new
            return "\(prefix)surface\(new)"
        }
        return Data(renumbered.utf8)
    }
}

import Foundation

/// Makes Cairo's SVG output the same on every call.
///
/// Cairo 1.16 names surfaces, images, patterns, masks and clips after process-wide
/// counters (`id="surface94"`, `id="image67"`), so the same list rendered twice in one
/// process gives different ids. Renumbering each kind in order of first appearance
/// makes the bytes depend only on the document.
enum SVGNormalizer {
    static func normalizingIDs(_ data: Data) -> Data {
        let text = String(decoding: data, as: UTF8.self)
        let pattern = #/(id="|#)(surface|image|pattern|mask|clip|glyph|linear-pattern|radial-pattern)([0-9]+)/#
        var numbers: [String: Int] = [:]
        var counts: [Substring: Int] = [:]
        let renumbered = text.replacing(pattern) { match in
            let (_, prefix, kind, number) = match.output
            let key = "\(kind)#\(number)"
            let new =
                numbers[key]
                ?? {
                    counts[kind, default: 0] += 1
                    return counts[kind]!
                }()
            numbers[key] = new
            return "\(prefix)\(kind)\(new)"
        }
        return Data(renumbered.utf8)
    }
}

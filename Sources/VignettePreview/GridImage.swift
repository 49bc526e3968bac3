import Foundation
import Vignette

/// One picture of the grid: a family in an appearance, at a URL below `/images/`.
struct GridImage: Codable, Sendable, Hashable {
    var family: String
    var appearance: String
    var url: String

    /// The family and appearance read from a `render` file name,
    /// `<widget>_<family>_<device>_<os>_<appearance>[_<locale>]@<scale>x….png`: counted from the OS,
    /// since a widget's name may hold underscores.
    static func parse(fileName: String) -> (family: String, appearance: String)? {
        let parts = fileName.split(separator: "@").first.map { $0.split(separator: "_").map(String.init) } ?? []
        guard let os = parts.lastIndex(where: { OSVersion(rawValue: $0) != nil }), os >= 2, os + 1 < parts.count,
            WidgetFamily(rawValue: parts[os - 2]) != nil, Appearance(rawValue: parts[os + 1]) != nil
        else { return nil }
        return (parts[os - 2], parts[os + 1])
    }

    /// The PNGs in `folder`, ordered as the grid shows them: families small to large, then
    /// appearances in Vignette's order; `prefix` is their URL's folder.
    static func list(in folder: URL, urlPrefix prefix: String) -> [GridImage] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        let images = names.filter { $0.hasSuffix(".png") }.compactMap { name -> GridImage? in
            guard let (family, appearance) = parse(fileName: name) else { return nil }
            return GridImage(family: family, appearance: appearance, url: prefix + name)
        }
        func rank(_ image: GridImage) -> (Int, Int) {
            (
                WidgetFamily.allCases.firstIndex { $0.rawValue == image.family } ?? 99,
                Appearance.allCases.firstIndex { $0.rawValue == image.appearance } ?? 99
            )
        }
        return images.sorted { rank($0) < rank($1) }
    }
}

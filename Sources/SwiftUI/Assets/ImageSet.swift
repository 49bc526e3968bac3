import Foundation

/// An image set (`Name.imageset/Contents.json`): its files by scale and appearance.
///
/// Read from `"images"`: `"filename"` (entries without one are empty slots), `"scale"`
/// (`1x`, `2x`, `3x`; none for a single-scale or vector image), `"idiom"` (`universal`
/// or `iphone`) and `"appearances"` (`luminosity` `light`/`dark`), and from `"properties"`
/// `"template-rendering-intent"` and `"preserves-vector-representation"` (Docs/SwiftUI/Assets.md).
package struct ImageSet: Hashable, Sendable {
    /// One file of the set.
    package struct Variant: Hashable, Sendable {
        /// The file's name inside the set's folder.
        package var filename: String
        /// Pixels per point; nil for a single-scale (or vector) entry.
        package var scale: Double?
        /// The appearance the file is for.
        var appearance: AssetAppearance
        /// Whether the entry is for iPhone rather than universal.
        var isPhone: Bool
    }

    /// Why a set whose listed files are all missing draws nothing: Xcode's asset compiler warns and leaves
    /// them out, so iOS finds no image in the set (Docs/SwiftUI/Assets.md, "A set whose files are missing").
    package static let noFileReason = "none of the files that Contents.json lists exists"

    /// The files, in the order the JSON lists them.
    package var variants: [Variant]
    /// The set's own rendering intent: true for "template", false for "original", nil for default.
    package var rendersAsTemplate: Bool?
    /// Whether a PDF in the set keeps its vectors (`"preserves-vector-representation": true`): drawn
    /// sharp at any size. Without it Xcode turns a PDF into bitmaps at build time (Docs/SwiftUI/Assets.md).
    package var preservesVectorData: Bool

    /// The set described by `data`, the bytes of its `Contents.json`; `name` and `file` name it in errors.
    ///
    /// - Throws: `AssetError.invalidAsset` when the JSON is not an image set.
    package init(contentsJSON data: Data, name: String, file: String) throws {
        func fail(_ reason: String) -> AssetError { .invalidAsset(name: name, file: file, reason: reason) }
        guard let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else {
            throw fail("not a JSON object")
        }
        guard let images = root["images"] as? [[String: Any]] else { throw fail("no \"images\" array") }
        variants = images.compactMap { entry in
            guard let filename = entry["filename"] as? String, !filename.isEmpty, AssetIdiom.isDrawn(entry["idiom"]),
                let appearance = AssetAppearance(entry["appearances"])
            else { return nil }
            let scale = (entry["scale"] as? String).flatMap { Double($0.dropLast()) }.flatMap { $0 > 0 ? $0 : nil }
            return Variant(
                filename: filename, scale: scale, appearance: appearance,
                isPhone: (entry["idiom"] as? String) == "iphone")
        }
        let properties = root["properties"] as? [String: Any]
        preservesVectorData = properties?["preserves-vector-representation"] as? Bool ?? false
        switch properties?["template-rendering-intent"] as? String {
        case "template": rendersAsTemplate = true
        case "original": rendersAsTemplate = false
        default: rendersAsTemplate = nil
        }
    }

    /// The file to draw at `scale` pixels a point in the light or dark appearance, nil when
    /// the set has no file at all.
    ///
    /// Appearance first: dark takes the dark file, else the "Any" one, else the light one (and
    /// light the reverse). Then scale: the exact scale, else a single-scale file, else the
    /// nearest larger scale (drawn down), else the nearest smaller (drawn up). iPhone files
    /// win over universal ones of the same slot.
    package func variant(scale: Double, dark: Bool) -> Variant? {
        let order: [AssetAppearance] = dark ? [.dark, .any, .light] : [.light, .any, .dark]
        guard let appearance = order.first(where: { wanted in variants.contains { $0.appearance == wanted } }) else {
            return nil
        }
        let candidates = variants.filter { $0.appearance == appearance }
        let phone = candidates.filter(\.isPhone)
        let pool = phone.isEmpty ? candidates : phone
        if let exact = pool.first(where: { $0.scale == scale }) { return exact }
        if let single = pool.first(where: { $0.scale == nil }) { return single }
        let larger = pool.filter { ($0.scale ?? 0) > scale }.min { $0.scale! < $1.scale! }
        return larger ?? pool.max { ($0.scale ?? 0) < ($1.scale ?? 0) }
    }
}

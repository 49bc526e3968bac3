import Foundation
import Vignette

/// The resources folders a render looks in for `Image("name")` and `Color("name")`, in order.
///
/// They are the folders in `$VIGNETTE_RESOURCES` (separated by `:`), or `Resources/` in
/// the current folder when it is unset, followed by SwiftPM's resource bundles beside the
/// running executable (`<Package>_<Target>.resources`, what `Bundle.module` reads on Linux).
/// `vignette … --package DIR` sets the variable to the widget target's folder, where Xcode
/// projects keep `Assets.xcassets` (Docs/SwiftUI/Assets.md).
package struct AssetLibrary: Sendable {
    /// The folders, in the order names are looked up.
    package let folders: [AssetFolder]

    /// Folders to use instead of the defaults on this task (tests).
    @TaskLocal package static var overridingFolders: [URL]?

    /// The library of the render being lowered.
    package static var current: AssetLibrary {
        AssetLibrary(roots: overridingFolders ?? defaultRoots)
    }

    /// A library over `roots`; folders that do not exist are left out.
    package init(roots: [URL]) {
        folders = roots.filter { FileManager.default.fileExists(atPath: $0.path) }.map(AssetFolder.indexed)
    }

    /// The roots when nothing overrides them, read once per process.
    static let defaultRoots: [URL] = {
        let environment = ProcessInfo.processInfo.environment
        var roots: [URL]
        if let list = environment["VIGNETTE_RESOURCES"] {
            roots = list.split(separator: ":").map { URL(fileURLWithPath: String($0), isDirectory: true) }
        } else {
            roots = [URL(fileURLWithPath: FileManager.default.currentDirectoryPath).appendingPathComponent("Resources")]
        }
        return roots + bundlesBesideExecutable()
    }()

    /// SwiftPM's resource bundles next to the executable, in name order.
    private static func bundlesBesideExecutable() -> [URL] {
        guard let executable = Bundle.main.executableURL else { return [] }
        let folder = executable.deletingLastPathComponent()
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".resources") }.sorted().map { folder.appendingPathComponent($0) }
    }

    /// Where a lookup looked, for error messages: each catalogue, and each folder for loose files.
    var searched: [String] {
        folders.flatMap { $0.catalogues + [$0.root.path] }
    }
}

/// A picture file chosen for a render.
package struct FoundImage: Hashable, Sendable {
    /// The file, absolute.
    package var path: String
    /// Pixels per point when the catalogue says (nil: the file name's `@2x`, else 1).
    package var scale: Double?
    /// The set's own rendering intent (`template-rendering-intent`), nil for loose files.
    package var rendersAsTemplate: Bool?
    /// Whether a PDF is drawn from its vectors at any size (`preserves-vector-representation`, and
    /// loose files) or as Xcode's bitmap of it (a set without that property).
    package var preservesVectorData = true
}

extension AssetLibrary {
    /// The file for image `name` at `scale` in the light or dark appearance: an image set in
    /// any catalogue first (as iOS looks in the compiled catalogue before the bundle's files),
    /// then a loose `name.png`/`name@2x.png`/`name@3x.png`/`name.svg` (a JPEG by its full name).
    ///
    /// - Throws: `AssetError` naming the image, `origin` and the folders looked in.
    package func image(named name: String, scale: Double, dark: Bool, origin: String?) throws -> FoundImage {
        for folder in folders {
            guard let entry = folder.imageSets[name] else { continue }
            var set = try entry.contents.get()
            // Xcode's asset compiler leaves out a listed file that does not exist, with a warning ("Missing
            // Content: The file … for the image set … does not exist"): the set keeps the files it has.
            let listed = set.variants.count
            set.variants.removeAll {
                !FileManager.default.fileExists(atPath: entry.folder.appendingPathComponent($0.filename).path)
            }
            if listed > 0, set.variants.isEmpty {
                throw AssetError.invalidAsset(
                    name: name, file: entry.folder.appendingPathComponent("Contents.json").path,
                    reason: ImageSet.noFileReason + " (\(listed) listed, none in the set's folder)")
            }
            guard let variant = set.variant(scale: scale, dark: dark) else {
                throw AssetError.invalidAsset(
                    name: name, file: entry.folder.appendingPathComponent("Contents.json").path,
                    reason: "no file for iPhone or universal in \"images\"")
            }
            let file = entry.folder.appendingPathComponent(variant.filename)
            try Self.checkDrawable(file, name: name, origin: origin)
            return FoundImage(
                path: file.path, scale: variant.scale, rendersAsTemplate: set.rendersAsTemplate,
                preservesVectorData: set.preservesVectorData)
        }
        for folder in folders {
            if let file = Self.looseFile(name, scale: scale, in: folder) {
                try Self.checkDrawable(file, name: name, origin: origin)
                try Self.checkLooseName(file, name: name, origin: origin)
                return FoundImage(path: file.path, scale: nil, rendersAsTemplate: nil)
            }
        }
        let known = Set(folders.flatMap { Array($0.imageSets.keys) + $0.files.keys.map(Self.stem) }).sorted()
        throw AssetError.unknownImage(name: name, origin: origin, searched: searched, known: known)
    }

    /// Whether an image set or a loose picture file is called `name` (`UIImage(named:)`'s nil).
    package func hasImage(named name: String) -> Bool {
        folders.contains { $0.imageSets[name] != nil || Self.looseFile(name, scale: 1, in: $0) != nil }
    }

    /// The colours of colour set `name`, from the first catalogue that has it.
    ///
    /// - Throws: `AssetError` naming the colour, `origin` and the catalogues looked in.
    package func color(named name: String, origin: String?) throws -> ColorSet {
        for folder in folders {
            if let entry = folder.colorSets[name] { return try entry.contents.get() }
        }
        let known = Set(folders.flatMap { $0.colorSets.keys }).sorted()
        throw AssetError.unknownColor(name: name, origin: origin, searched: folders.flatMap(\.catalogues), known: known)
    }

    /// A loose file for `name`: the PNG of the render's scale, else the nearest larger, else
    /// the nearest smaller, else an SVG, else a picture file of another format (so the error
    /// can name it). A name with an extension (`logo.png`) keeps to it.
    static func looseFile(_ name: String, scale: Double, in folder: AssetFolder) -> URL? {
        let given = (name as NSString).pathExtension.lowercased()
        let hasExtension = AssetFolder.pictureExtensions.contains(given)
        let stem = hasExtension ? (name as NSString).deletingPathExtension : name
        let extensions = hasExtension ? [given] : AssetFolder.pictureExtensions
        var scaled: [(scale: Double, url: URL)] = []
        for ext in extensions where ext == "png" || hasExtension {
            for factor in [1.0, 2, 3] {
                let file = factor == 1 ? "\(stem).\(ext)" : "\(stem)@\(Int(factor))x.\(ext)"
                if let url = folder.files[file] { scaled.append((factor, url)) }
            }
        }
        if let exact = scaled.first(where: { $0.scale == scale }) { return exact.url }
        if let larger = scaled.filter({ $0.scale > scale }).min(by: { $0.scale < $1.scale }) { return larger.url }
        if let smaller = scaled.max(by: { $0.scale < $1.scale }) { return smaller.url }
        return extensions.lazy.compactMap { folder.files["\(stem).\($0)"] }.first
    }

    /// Fails for a loose JPEG asked for without its extension: iOS finds a bundle file by its bare
    /// name only when it is a PNG (`UIImage(named:)`), so the widget would show nothing there.
    static func checkLooseName(_ file: URL, name: String, origin: String?) throws {
        let ext = file.pathExtension.lowercased()
        guard ext == "jpg" || ext == "jpeg", (name as NSString).pathExtension.isEmpty else { return }
        throw AssetError.unusableImage(
            name: name, file: file.path,
            reason: "iOS finds a loose picture by a name without extension only when it is a PNG; "
                + "ask for '\(file.lastPathComponent)' or put it in an image set", origin: origin)
    }

    /// `logo@2x.png` → `logo`.
    static func stem(_ file: String) -> String {
        var stem = (file as NSString).deletingPathExtension
        for suffix in ["@2x", "@3x", "@1x"] where stem.hasSuffix(suffix) { stem.removeLast(suffix.count) }
        return stem
    }

    /// The file formats Vignette draws, by extension (Docs/SwiftUI/Assets.md).
    static let drawnExtensions: Set<String> = ["png", "jpg", "jpeg", "svg", "pdf"]

    /// Fails naming the file when Vignette cannot draw its format or it is missing.
    static func checkDrawable(_ file: URL, name: String, origin: String?) throws {
        let ext = file.pathExtension.lowercased()
        guard drawnExtensions.contains(ext) else {
            throw AssetError.unusableImage(
                name: name, file: file.path,
                reason: "Vignette draws PNG, JPEG, SVG and PDF files only, not \(ext.uppercased()); "
                    + "save the picture as PNG or JPEG (or SVG) and list that file", origin: origin)
        }
        guard FileManager.default.fileExists(atPath: file.path) else {
            throw AssetError.unusableImage(
                name: name, file: file.path,
                reason: "the file that Contents.json lists does not exist", origin: origin)
        }
    }
}

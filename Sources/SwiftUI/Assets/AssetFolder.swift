import Foundation
import VignetteAssetCatalog

/// One resources folder, walked once: the asset catalogues (`*.xcassets`) anywhere inside it
/// with their image and colour sets, the loose picture files beside them, and the string
/// tables (`*.xcstrings`, `<language>.lproj/*.strings`; `AssetFolder+Strings.swift`).
///
/// Folders and files are visited in name order, so which of two same-named assets wins does
/// not depend on the file system. Hidden folders (`.build`, `.git`) are skipped.
package final class AssetFolder: Sendable {
    /// A set's folder with what its `Contents.json` says (or why it could not be read).
    package struct Entry<Set: Sendable>: Sendable {
        package let folder: URL
        package let contents: Result<Set, AssetError>
    }

    /// The folder, absolute.
    package let root: URL
    /// The catalogues found, as paths.
    package let catalogues: [String]
    /// Image sets by asset name (`Name`, or `Group/Name` inside a group that provides a namespace).
    package let imageSets: [String: Entry<ImageSet>]
    /// Colour sets by asset name.
    package let colorSets: [String: Entry<ColorSet>]
    /// Loose files by file name (`logo@2x.png`): the first found, shallowest first.
    package let files: [String: URL]
    /// String catalogues and `.strings` files, in walk order.
    package let stringFiles: [StringFile]
    /// The tables read from `stringFiles`, by table name (read on first use).
    let tables = TableCache()

    /// The file extensions of pictures, drawable or not, that a name can find.
    static let pictureExtensions = ["png", "svg", "jpg", "jpeg", "pdf", "heic", "heif", "gif", "webp"]

    /// Walks `root`; a missing folder is an empty one.
    package init(root: URL) {
        self.root = root.standardizedFileURL
        var walk = Walk()
        walk.visit(self.root, depth: 0)
        catalogues = walk.catalogues
        imageSets = walk.imageSets
        colorSets = walk.colorSets
        files = walk.files
        stringFiles = walk.stringFiles
    }

    private static let lock = NSLock()
    nonisolated(unsafe) private static var cache: [String: AssetFolder] = [:]

    /// The folder at `root`, walked once per process (resources do not change during a render).
    package static func indexed(_ root: URL) -> AssetFolder {
        let key = root.standardizedFileURL.path
        if let known = lock.withLock({ cache[key] }) { return known }
        let folder = AssetFolder(root: root)
        return lock.withLock {
            if let raced = cache[key] { return raced }
            cache[key] = folder
            return folder
        }
    }
}

/// The depth-first walk that fills an `AssetFolder`.
private struct Walk {
    var catalogues: [String] = []
    var imageSets: [String: AssetFolder.Entry<ImageSet>] = [:]
    var colorSets: [String: AssetFolder.Entry<ColorSet>] = [:]
    var files: [String: URL] = [:]
    var stringFiles: [StringFile] = []

    /// Deep enough for `Sources/Target/Resources/Images`, shallow enough that a wrong root
    /// (a home folder) is not walked for minutes.
    private static let maximumDepth = 6

    mutating func visit(_ folder: URL, depth: Int) {
        var subfolders: [URL] = []
        for item in Self.children(of: folder) {
            if item.isFolder {
                if item.url.pathExtension == "xcassets" {
                    catalogues.append(item.url.path)
                    visitCatalogue(item.url)
                } else if depth < Self.maximumDepth {
                    subfolders.append(item.url)
                }
            } else if AssetFolder.pictureExtensions.contains(item.url.pathExtension.lowercased()),
                files[item.url.lastPathComponent] == nil
            {
                files[item.url.lastPathComponent] = item.url
            } else if let strings = StringFile(item.url) {
                stringFiles.append(strings)
            }
        }
        // Files of a folder before those of its subfolders: the shallowest file of a name wins.
        for subfolder in subfolders { visit(subfolder, depth: depth + 1) }
    }

    /// The sets of one catalogue, named as Xcode names them (`VignetteAssetCatalog`); the first of a name wins.
    private mutating func visitCatalogue(_ folder: URL) {
        for set in AssetCatalogue(folder: folder).sets {
            let name = set.name, contents = set.contents
            switch set.kind {
            case .image where imageSets[name] == nil:
                imageSets[name] = AssetFolder.Entry(
                    folder: set.folder,
                    contents: Result {
                        try ImageSet(contentsJSON: try Self.read(contents, name), name: name, file: contents.path)
                    }.mapError { $0 as? AssetError ?? .invalidAsset(name: name, file: contents.path, reason: "\($0)") })
            case .color where colorSets[name] == nil:
                colorSets[name] = AssetFolder.Entry(
                    folder: set.folder,
                    contents: Result {
                        try ColorSet(contentsJSON: try Self.read(contents, name), name: name, file: contents.path)
                    }.mapError { $0 as? AssetError ?? .invalidAsset(name: name, file: contents.path, reason: "\($0)") })
            default:
                break
            }
        }
    }

    private static func read(_ file: URL, _ name: String) throws -> Data {
        do {
            return try Data(contentsOf: file)
        } catch {
            throw AssetError.invalidAsset(
                name: name, file: file.path, reason: "cannot read it (\(error.localizedDescription))")
        }
    }

    /// The visible entries of `folder`, in name order.
    private static func children(of folder: URL) -> [(url: URL, isFolder: Bool)] {
        AssetCatalogue.children(of: folder)
    }
}

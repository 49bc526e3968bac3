import Foundation

/// The image and colour sets of one asset catalogue (`*.xcassets`), as Xcode names them: `Name`, or
/// `Group/Name` inside a group whose `Contents.json` provides a namespace. Read by the SwiftUI layer's
/// lookups and by the asset-symbol generator, so both see the same names (Docs/SwiftUI/Assets.md).
package struct AssetCatalogue: Sendable {
    /// What a set holds.
    package enum Kind: String, Sendable {
        case image, color
    }

    /// One `name.imageset` or `name.colorset` folder.
    package struct Set: Sendable, Equatable {
        package let kind: Kind
        /// The asset name code asks for (`Group/Name` in a namespace).
        package let name: String
        /// The set's folder.
        package let folder: URL
        /// Its `Contents.json`.
        package var contents: URL { folder.appendingPathComponent("Contents.json") }
    }

    /// The catalogue's folder.
    package let folder: URL
    /// Every set, depth first in name order (the first of two same-named sets wins a lookup).
    package let sets: [Set]
    /// Group `Contents.json` files that could not be read; their groups are walked without a namespace.
    package let problems: [String]

    /// Walks `folder`; hidden entries are skipped and a missing folder is empty.
    package init(folder: URL) {
        self.folder = folder
        var walk = Walk()
        walk.visit(folder, namespace: "")
        sets = walk.sets
        problems = walk.problems
    }

    private struct Walk {
        var sets: [Set] = []
        var problems: [String] = []

        mutating func visit(_ folder: URL, namespace: String) {
            for child in AssetCatalogue.children(of: folder) where child.isFolder {
                let name = namespace + child.url.deletingPathExtension().lastPathComponent
                switch child.url.pathExtension {
                case "imageset": sets.append(Set(kind: .image, name: name, folder: child.url))
                case "colorset": sets.append(Set(kind: .color, name: name, folder: child.url))
                case "", "spriteatlas":
                    // A group names its assets `Group/Name` only when it provides a namespace.
                    let provides = providesNamespace(child.url.appendingPathComponent("Contents.json"))
                    visit(child.url, namespace: provides ? name + "/" : namespace)
                default: break
                }
            }
        }

        private mutating func providesNamespace(_ contents: URL) -> Bool {
            guard FileManager.default.fileExists(atPath: contents.path) else { return false }
            guard let data = try? Data(contentsOf: contents),
                let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
            else {
                problems.append("\(contents.path): not a JSON object")
                return false
            }
            guard let properties = root["properties"] else { return false }
            guard let table = properties as? [String: Any] else {
                problems.append("\(contents.path): key 'properties' is not an object")
                return false
            }
            guard let value = table["provides-namespace"] else { return false }
            guard let flag = value as? Bool else {
                problems.append("\(contents.path): key 'properties.provides-namespace' is not true or false")
                return false
            }
            return flag
        }
    }

    /// The visible entries of `folder`, in name order.
    package static func children(of folder: URL) -> [(url: URL, isFolder: Bool)] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { !$0.hasPrefix(".") }.sorted().map { name in
            let url = folder.appendingPathComponent(name)
            var isFolder: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder)
            return (url, isFolder.boolValue)
        }
    }
}

import Foundation
import VignetteCairo

/// Font files an app carries in its resources (`UIAppFonts` on iOS): every .ttf, .otf and
/// .ttc under the folders of `$VIGNETTE_RESOURCES`, which `--package` sets to the widget
/// target's folder, registered before a command runs so `Font.custom` finds them.
enum ResourceFonts {
    static let extensions: Set<String> = ["ttf", "otf", "ttc"]

    /// Registers the fonts under the resources folders in the standard library.
    static func registerFromEnvironment(_ environment: [String: String] = ProcessInfo.processInfo.environment) throws {
        guard let list = environment["VIGNETTE_RESOURCES"] else { return }
        let found = list.split(separator: ":").flatMap {
            Self.files(under: URL(fileURLWithPath: String($0), isDirectory: true))
        }
        guard !found.isEmpty else { return }
        let library = try FontLibrary.standard()
        for file in found { try library.register(fileAt: file, origin: "$VIGNETTE_RESOURCES") }
    }

    /// The font files under `folder`, in path order, skipping hidden and build folders.
    static func files(under folder: URL) -> [String] {
        guard
            let walk = FileManager.default.enumerator(
                at: folder, includingPropertiesForKeys: nil,
                options: [.skipsHiddenFiles])
        else { return [] }
        var found: [String] = []
        for case let url as URL in walk {
            if url.lastPathComponent == ".build" { walk.skipDescendants() }
            if extensions.contains(url.pathExtension.lowercased()) { found.append(url.path) }
        }
        return found.sorted()
    }
}

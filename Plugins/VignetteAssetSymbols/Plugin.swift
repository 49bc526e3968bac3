import Foundation
import PackagePlugin

/// Generates Xcode's asset symbols (`ImageResource.logo`, `Color.brand`…) for the `*.xcassets`
/// folders in a target, so widget code written for Xcode 15+ compiles unchanged. Add it to the
/// widget target: `plugins: [.plugin(name: "VignetteAssetSymbols", package: "vignette")]`.
@main
struct VignetteAssetSymbols: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        // Resolved: Foundation on Linux does not walk into a folder named through a symlink.
        let catalogues = Self.catalogues(in: target.directoryURL.resolvingSymlinksInPath())
        let output = context.pluginWorkDirectoryURL.appendingPathComponent("GeneratedAssetSymbols.swift")
        return [
            .buildCommand(
                displayName: "Generating asset symbols for \(target.name)",
                executable: try context.tool(named: "vignette-asset-symbols").url,
                arguments: [output.path] + catalogues.map(\.path),
                // Every file in the catalogues: adding, renaming or editing a set regenerates.
                inputFiles: catalogues.flatMap(Self.files(in:)),
                outputFiles: [output]
            )
        ]
    }

    /// The `*.xcassets` folders under `folder`, in name order (hidden folders skipped).
    static func catalogues(in folder: URL) -> [URL] {
        let manager = FileManager.default
        guard
            let walk = manager.enumerator(
                at: folder, includingPropertiesForKeys: nil,
                options: [.skipsHiddenFiles])
        else { return [] }
        var found: [URL] = []
        for case let url as URL in walk where url.pathExtension == "xcassets" {
            found.append(url)
            walk.skipDescendants()
        }
        return found.sorted { $0.path < $1.path }
    }

    /// The files (not folders) under `folder`, in name order.
    static func files(in folder: URL) -> [URL] {
        guard
            let walk = FileManager.default.enumerator(
                at: folder, includingPropertiesForKeys: [.isRegularFileKey],
                options: [.skipsHiddenFiles])
        else { return [] }
        return walk.compactMap { $0 as? URL }
            .filter { (try? $0.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true }
            .sorted { $0.path < $1.path }
    }
}

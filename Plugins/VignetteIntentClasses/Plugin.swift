import Foundation
import PackagePlugin

/// Generates the SiriKit intent classes Xcode makes from a target's `.intentdefinition` files
/// (`ConfigurationIntent` and the like), so an `IntentConfiguration` widget written before iOS 17
/// compiles unchanged. Add it to the widget target:
/// `plugins: [.plugin(name: "VignetteIntentClasses", package: "vignette")]`.
@main
struct VignetteIntentClasses: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        // Resolved: Foundation on Linux does not walk into a folder named through a symlink.
        let definitions = Self.definitions(in: target.directoryURL.resolvingSymlinksInPath())
        let output = context.pluginWorkDirectoryURL.appendingPathComponent("GeneratedIntentClasses.swift")
        return [
            .buildCommand(
                displayName: "Generating intent classes for \(target.name)",
                executable: try context.tool(named: "vignette-intent-classes").url,
                arguments: [output.path] + definitions.map(\.path),
                inputFiles: definitions,
                outputFiles: [output]
            )
        ]
    }

    /// The `*.intentdefinition` files under `folder`, in path order (hidden folders skipped).
    static func definitions(in folder: URL) -> [URL] {
        guard
            let walk = FileManager.default.enumerator(
                at: folder, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles])
        else { return [] }
        return walk.compactMap { $0 as? URL }.filter { $0.pathExtension == "intentdefinition" }
            .sorted { $0.path < $1.path }
    }
}

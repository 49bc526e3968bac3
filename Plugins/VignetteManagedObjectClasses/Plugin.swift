import Foundation
import PackagePlugin

/// Generates the `NSManagedObject` subclasses Xcode makes from a target's Core Data models
/// (`.xcdatamodeld`, entities whose codegen is "Class Definition" or "Category/Extension"), so code
/// that fetches `Item` compiles unchanged. Add it to the widget target:
/// `plugins: [.plugin(name: "VignetteManagedObjectClasses", package: "vignette")]`.
@main
struct VignetteManagedObjectClasses: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        // Resolved: Foundation on Linux does not walk into a folder named through a symlink.
        let models = Self.models(in: target.directoryURL.resolvingSymlinksInPath())
        guard !models.isEmpty else { return [] }
        let output = context.pluginWorkDirectoryURL.appendingPathComponent("GeneratedManagedObjectClasses.swift")
        return [
            .buildCommand(
                displayName: "Generating Core Data classes for \(target.name)",
                executable: try context.tool(named: "vignette-managed-object-classes").url,
                arguments: [output.path] + models.map(\.path),
                inputFiles: models.flatMap(Self.contents),
                outputFiles: [output]
            )
        ]
    }

    /// The `*.xcdatamodeld` folders under `folder` (and `.xcdatamodel` ones outside them), in path order.
    static func models(in folder: URL) -> [URL] {
        guard
            let walk = FileManager.default.enumerator(
                at: folder, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles])
        else { return [] }
        return walk.compactMap { $0 as? URL }
            .filter {
                $0.pathExtension == "xcdatamodeld"
                    || ($0.pathExtension == "xcdatamodel"
                        && $0.deletingLastPathComponent().pathExtension != "xcdatamodeld")
            }
            .sorted { $0.path < $1.path }
    }

    /// The files a model's classes depend on: each version's `contents`.
    static func contents(of model: URL) -> [URL] {
        if model.pathExtension == "xcdatamodel" { return [model.appendingPathComponent("contents")] }
        let versions = (try? FileManager.default.contentsOfDirectory(atPath: model.path)) ?? []
        return versions.filter { $0.hasSuffix(".xcdatamodel") }.sorted()
            .map { model.appendingPathComponent($0).appendingPathComponent("contents") }
    }
}

import Foundation
import Vignette

/// A user's widget package built with SwiftPM: the executable its `@main` WidgetBundle makes,
/// which runs Vignette's commands on the package's widgets (`WidgetBundle.main()`).
struct PackageBuild {
    /// The package's folder, absolute.
    let folder: URL
    /// The executable product built from the widget target.
    let product: String

    /// The product's path after `build()`: SwiftPM's debug folder in the package's own `.build`,
    /// shared with the user's own `swift build`.
    var executable: URL { folder.appendingPathComponent(".build/debug/\(product)") }

    /// A build already made: `product` in `folder`'s `.build/debug`.
    init(folder: URL, product: String) {
        self.folder = folder
        self.product = product
    }

    /// Finds the widget target of the package at `path`: the executable target that depends on
    /// VignetteSwiftUI (or the one named `target`).
    init(path: String, target: String?) throws {
        folder = URL(fileURLWithPath: path).standardizedFileURL
        guard FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) else {
            throw PackageError.notAPackage(path: path)
        }
        let description = try PackageDescription.read(folder)
        let widgetTargets = description.executables.filter(\.usesVignette)
        if let target {
            guard let chosen = description.executables.first(where: { $0.target == target }) else {
                throw PackageError.unknownTarget(path: path, given: target, known: description.executables.map(\.target))
            }
            product = chosen.product
        } else if widgetTargets.count == 1 {
            product = widgetTargets[0].product
        } else if widgetTargets.isEmpty {
            throw PackageError.noWidgetTarget(path: path, executables: description.executables.map(\.target))
        } else {
            throw PackageError.severalWidgetTargets(path: path, targets: widgetTargets.map(\.target))
        }
    }

    /// `swift build --product` in the package; the compiler's output goes to standard error as
    /// it comes, and its errors (with file and line) into the thrown error.
    func build() throws {
        Progress.report("building \(product) in \(folder.path) (swift build)")
        let result = try Subprocess.run(Subprocess.swift, ["build", "--package-path", folder.path, "--product", product],
                                        echoing: true)
        guard result.status == 0 else {
            let errors = result.output.split(separator: "\n").filter { $0.contains("error:") }.map(String.init)
            throw PackageError.buildFailed(path: folder.path, status: result.status,
                                           errors: errors.isEmpty ? [result.output.suffix(2_000).description] : errors)
        }
    }
}

/// What `swift package describe --type json` says about a package's executables.
private struct PackageDescription {
    struct Executable {
        let product: String
        let target: String
        /// Whether its target depends on the VignetteSwiftUI product.
        let usesVignette: Bool
    }

    let executables: [Executable]

    static func read(_ folder: URL) throws -> PackageDescription {
        let result = try Subprocess.run(Subprocess.swift, ["package", "--package-path", folder.path, "describe", "--type", "json"])
        guard result.status == 0, let start = result.output.firstIndex(of: "{"),
              let json = try? JSONSerialization.jsonObject(with: Data(result.output[start...].utf8)) as? [String: Any] else {
            throw PackageError.unreadableManifest(path: folder.path, output: String(result.output.suffix(2_000)))
        }
        let targets = (json["targets"] as? [[String: Any]] ?? []).reduce(into: [String: [String]]()) { found, target in
            if let name = target["name"] as? String { found[name] = target["product_dependencies"] as? [String] ?? [] }
        }
        let executables = (json["products"] as? [[String: Any]] ?? []).compactMap { product -> Executable? in
            guard let name = product["name"] as? String, let type = product["type"] as? [String: Any],
                  type["executable"] != nil, let target = (product["targets"] as? [String])?.first else { return nil }
            return Executable(product: name, target: target,
                              usesVignette: targets[target]?.contains("VignetteSwiftUI") ?? false)
        }
        return PackageDescription(executables: executables)
    }
}

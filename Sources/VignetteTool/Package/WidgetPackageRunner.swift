import Foundation
import VignetteCLI

/// A user's widget package as `vignette preview` drives it: built when its sources change,
/// commands run in the built executable without building again (`PackageRun` builds first).
public struct WidgetPackageRunner: Sendable {
    let build: PackageBuild
    /// Whether `buildProduct` runs `swift build` (false: the executable is there already).
    private var builds = true

    /// Finds the widget target of the package at `path` (as `--package` and `--target` do).
    public init(path: String, target: String?) throws {
        build = try PackageBuild(path: path, target: target)
    }

    /// A package whose executable `.build/debug/<product>` in `folder` is taken as built: for
    /// tests of the preview with a stand-in worker.
    package static func prebuilt(folder: URL, product: String) -> WidgetPackageRunner {
        var runner = WidgetPackageRunner(build: PackageBuild(folder: folder, product: product))
        runner.builds = false
        return runner
    }

    private init(build: PackageBuild) {
        self.build = build
    }

    /// The product's name, as failures name it.
    public var product: String { build.product }

    /// The package's folder, absolute.
    public var folder: URL { build.folder }

    /// `swift build` of the widget product. A failure's description holds the compiler's
    /// `file:line:column: error: message` lines.
    public func buildProduct() throws {
        guard builds else { return }
        try build.build()
    }

    /// A `preview-worker` process of the executable last built, for many commands in a row.
    public func startWorker() throws -> PackageWorker {
        try PackageWorker(build: build)
    }
}

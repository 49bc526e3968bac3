import Foundation

/// A user's widget package as `vignette preview` drives it: built when its sources change,
/// commands run in the built executable without building again (`PackageRun` builds first).
public struct WidgetPackageRunner: Sendable {
    let build: PackageBuild

    /// Finds the widget target of the package at `path` (as `--package` and `--target` do).
    public init(path: String, target: String?) throws {
        build = try PackageBuild(path: path, target: target)
    }

    /// The package's folder, absolute.
    public var folder: URL { build.folder }

    /// `swift build` of the widget product. A failure's description holds the compiler's
    /// `file:line:column: error: message` lines.
    public func buildProduct() throws {
        try build.build()
    }

    /// A `preview-worker` process of the executable last built, for many commands in a row.
    public func startWorker() throws -> PackageWorker {
        try PackageWorker(build: build)
    }
}

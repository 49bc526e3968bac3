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

    /// Runs `arguments` (a command and its options, e.g. `render --widget StepsWidget --out DIR`)
    /// in the executable last built, printing nothing on standard output.
    public func runQuietly(_ arguments: [String], outputFolder: String?) throws {
        try Console.withOutput({ _ in }) {
            try PackageRun(build: build, arguments: arguments, outputFolder: outputFolder).execute(build.executable)
        }
    }
}

extension VignetteCommand {
    /// Runs `arguments` on the current catalogue as `run` does, printing nothing on standard output.
    public static func runQuietly(_ arguments: [String]) throws {
        try Console.withOutput({ _ in }) { try run(arguments) }
    }
}

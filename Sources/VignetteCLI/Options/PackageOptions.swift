import ArgumentParser

/// `--package DIR [--target NAME]`: run the command on the widgets of the user's package
/// instead of the bundled examples (Docs/CommandLine.md, "Your own package").
package struct PackageOptions: ParsableArguments {
    @Option(
        help:
            "A Swift package whose @main WidgetBundle target depends on VignetteSwiftUI: it is built with SwiftPM and the command runs on its widgets (--widget takes their type names).",
        completion: .directory, transform: OptionText.required("the folder of a Swift package"))
    package var package: String?

    @Option(
        help: "The package's widget target, when it has several executable targets that depend on VignetteSwiftUI.",
        transform: OptionText.required("a target name"))
    package var target: String?

    /// `--package` in a widget bundle's own executable: only the `vignette` command builds packages.
    static let notHere = ValidationError(
        "--package is an option of the vignette command (it builds the package and runs this command in it); run vignette with it"
    )

    package init() {}

    package func validate() throws {
        if target != nil && package == nil {
            throw ValidationError("--target names a target of the package given with --package DIR")
        }
    }
}

/// A command that can run on the widgets of a user's package.
package protocol PackageCommand {
    /// `--package` and `--target`.
    var packageOptions: PackageOptions { get }
    /// The folder the command writes its files into (`--out`), if it writes any: a run in a
    /// package writes there only when it succeeds.
    var outputFolder: String? { get }
}

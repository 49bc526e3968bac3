import ArgumentParser
import Foundation
import VignetteCLI

/// `vignette ios-reading DIR` (not listed in the help): makes the iOS reading of the package in `DIR`
/// (`IOSReadingPackage`: `#if os(iOS)` true, `@objc` dropped, the user's files unchanged) and prints the
/// folder to give `swift build --package-path`, with `--scratch-path DIR/.build`: the mirror, or `DIR`
/// itself when no file reads differently on an iPhone. `make fidelity` builds its corpus package so
/// (Docs/Comparisons.md, "Fidelity corpus"), as `--package` builds a user's.
struct IOSReadingCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "ios-reading",
        abstract: "Make the iOS reading of a package and print the folder to build (make fidelity's build).",
        shouldDisplay: false
    )

    @Argument(help: "The package's folder (holding Package.swift).", completion: .directory)
    var folder: String

    func run() throws {
        let url = URL(fileURLWithPath: folder, isDirectory: true).standardizedFileURL
        guard FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) else {
            throw ValidationError("no Package.swift in \(url.path)")
        }
        Console.print(try IOSReadingPackage.make(folder: url)?.root.path ?? url.path)
    }
}

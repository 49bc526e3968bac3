import ArgumentParser
import Foundation
@testable import VignetteCLI
@testable import VignetteTool
import VignetteExampleCatalog

/// The `vignette` executable's command line, as its `main` sets it up: `test` with its reports,
/// `report`, and `--package` (VignetteTool). Set once, before the first command runs.
let vignetteTool: Void = VignetteTool.install()

/// Runs `arguments` as the `vignette` executable would, in the catalogue bound (the examples' unless a test bound its own).
func runVignette(_ arguments: [String]) throws {
    _ = vignetteTool
    try WidgetCatalog.withExamples { try VignetteCommand.run(arguments) }
}

/// Runs `vignette ARGUMENTS` in-process, as the executable would (on the bundled examples unless
/// the test bound a catalogue of its own), and returns what it printed to standard output.
@discardableResult
func vignette(_ arguments: [String]) throws -> String {
    let output = Transcript()
    try Console.withOutput({ output.append($0) }) {
        try runVignette(arguments)
    }
    return output.text
}

/// Runs `vignette ARGUMENTS` in-process and returns what it printed to standard output and
/// to standard error (warnings and notes), or the message it failed with.
func vignetteWithErrors(_ arguments: [String]) -> (output: String, errors: String, failure: String?) {
    let output = Transcript(), errors = Transcript()
    var message: String?
    Console.withErrors({ errors.append($0) }) {
        Console.withOutput({ output.append($0) }) {
            do {
                try runVignette(arguments)
            } catch {
                message = VignetteCommand.message(for: error)
            }
        }
    }
    return (output.text, errors.text, message)
}

/// The message `vignette ARGUMENTS` fails with, as the executable shows it after "Error: ";
/// nil when the run succeeds.
func failure(_ arguments: [String]) -> String? {
    do {
        try vignette(arguments)
        return nil
    } catch {
        return VignetteCommand.message(for: error)
    }
}

/// Text written by several calls, possibly from several threads.
final class Transcript: @unchecked Sendable {
    private let lock = NSLock()
    private var parts: [String] = []

    func append(_ text: String) { lock.withLock { parts.append(text) } }
    var text: String { lock.withLock { parts.joined() } }
}

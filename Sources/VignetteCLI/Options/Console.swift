import Foundation

/// Where commands write their standard output and their warnings.
///
/// Tests bind them for the duration of one call (`Console.withOutput`, `withErrors`) to capture
/// what a command prints; being task-local, parallel tests don't see each other's output.
package enum Console {
    /// Where text goes. A struct rather than a bare closure: a release build of Swift 6.3 pushes a
    /// task-local value of function type without its type metadata and crashes in
    /// `swift_task_localValuePush` (seen in `vignette preview`, which renders from a task).
    package struct Sink: Sendable {
        package let put: @Sendable (String) -> Void
    }

    @TaskLocal package static var output = Sink { Swift.print($0, terminator: "") }
    /// Standard error: warnings and notes, kept out of the output a script reads.
    @TaskLocal package static var errors = Sink { FileHandle.standardError.write(Data($0.utf8)) }

    /// `text` as it is, to standard output (or to the bound sink). Code that writes from another
    /// thread takes `Console.output.put` first: a task-local binding is not seen there.
    package static func write(_ text: String) { output.put(text) }

    /// `text` as it is, to standard error (or to the bound sink).
    package static func writeError(_ text: String) { errors.put(text) }

    /// Runs `body` with standard output going to `put`.
    package static func withOutput<Result>(
        _ put: @escaping @Sendable (String) -> Void, _ body: () throws -> Result
    ) rethrows -> Result {
        try $output.withValue(Sink(put: put), operation: body)
    }

    /// Runs `body` with standard error going to `put`.
    package static func withErrors<Result>(
        _ put: @escaping @Sendable (String) -> Void, _ body: () throws -> Result
    ) rethrows -> Result {
        try $errors.withValue(Sink(put: put), operation: body)
    }

    /// `text` and a newline, to standard output (or to the bound `write`).
    package static func print(_ text: String, terminator: String = "\n") {
        write(text + terminator)
    }
}

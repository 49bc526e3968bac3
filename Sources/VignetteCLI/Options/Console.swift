import Foundation

/// Where commands write their standard output and their warnings.
///
/// Tests bind `write` (or `writeError`) for the duration of one call
/// (`Console.$write.withValue`) to capture what a command prints; being task-local,
/// parallel tests don't see each other's output.
enum Console {
    @TaskLocal static var write: @Sendable (String) -> Void = { Swift.print($0, terminator: "") }
    /// Standard error: warnings and notes, kept out of the output a script reads.
    @TaskLocal static var writeError: @Sendable (String) -> Void = { FileHandle.standardError.write(Data($0.utf8)) }

    /// `text` and a newline, to standard output (or to the bound `write`).
    static func print(_ text: String, terminator: String = "\n") {
        write(text + terminator)
    }
}

/// Where commands write their standard output.
///
/// Tests bind `write` for the duration of one call (`Console.$write.withValue`) to capture
/// what a command prints; being task-local, parallel tests don't see each other's output.
enum Console {
    @TaskLocal static var write: @Sendable (String) -> Void = { Swift.print($0, terminator: "") }

    /// `text` and a newline, to standard output (or to the bound `write`).
    static func print(_ text: String, terminator: String = "\n") {
        write(text + terminator)
    }
}

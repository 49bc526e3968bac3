import Foundation

/// Warnings a render writes about the widget's own code (an image it lacks, a framework Linux
/// lacks, a missing container background): to standard error, each text once per process, since
/// every family and look of a render lowers the same views.
package enum RenderWarnings {
    /// Where warnings go instead, for a test that listens (every warning, not once).
    @TaskLocal package static var sink: (@Sendable (String) -> Void)?

    private static let lock = NSLock()
    nonisolated(unsafe) private static var written: Set<String> = []

    /// Writes "warning: `text`" unless this process has written it already.
    package static func warn(_ text: String) {
        if let sink { return sink(text) }
        guard lock.withLock({ written.insert(text).inserted }) else { return }
        FileHandle.standardError.write(Data("warning: \(text)\n".utf8))
    }
}

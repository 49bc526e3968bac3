import Foundation
import VignetteSnapshots

/// One image of a `vignette test` run and what became of it: a JUnit case, a report tile.
package struct TestImage: Codable, Equatable, Sendable {
    package enum Status: String, Codable, Sendable {
        /// Same as its reference (within the tolerance).
        case matched
        /// Written to Snapshots/ because a record mode asked for it.
        case recorded
        /// Different from its reference.
        case changed
        /// No reference, and the record mode writes none.
        case missing
        /// Could not be rendered or compared (a throw, a trap, a time-out, an unreadable reference).
        case error
    }

    /// The widget, Live Activity or preview it shows.
    package var subject: String
    /// `Snapshots/…` relative to the package, or the subject's name when it failed before any path.
    package var path: String
    package var family: String
    package var look: String
    package var status: Status
    package var message: String = ""
    /// Report-relative paths of the pictures written for it, by kind (`reference`, `actual`, `diff`).
    package var pictures: [String: String] = [:]

    /// The file's stem: `<widget>_<family>_<device>_<os>_<look>@<scale>x…`.
    package var stem: String { URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent }

    /// Whether the run fails for it.
    package var fails: Bool { status == .changed || status == .missing || status == .error }

    /// An image labelled from its reference path's stem (`SnapshotMatrix` file names).
    init(subject: String, path: String, outcome: SnapshotOutcome) {
        self.subject = subject
        self.path = path
        let parts = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent.split(separator: "_").map(
            String.init)
        family = parts.count > 1 ? parts[1] : ""
        look = parts.count > 4 ? String(parts[4].prefix { $0 != "@" }) : ""
        switch outcome {
        case .matched: status = .matched
        case .recorded(let error):
            status = .recorded
            message = error.message
        case .failed(let error, _):
            status = Self.status(of: error)
            message = error.message
        }
    }

    /// An image that could not be made at all, e.g. its widget's matrix threw or its worker trapped.
    package init(subject: String, error message: String) {
        self.subject = subject
        path = subject
        family = ""
        look = ""
        status = .error
        self.message = message
    }

    private static func status(of error: SnapshotError) -> Status {
        switch error {
        case .failureWithArtifacts(let inner, _): status(of: inner)
        case .mismatch, .transcriptMismatch: .changed
        case .missingReference: .missing
        default: .error
        }
    }
}

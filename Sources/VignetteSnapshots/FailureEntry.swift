import Foundation

/// One failed comparison as the HTML report lists it; stored as JSON next to its images
/// so every process of a run adds to the same report.
struct FailureEntry: Codable, Sendable {
    var run: String
    /// `<group>/<test>`.
    var test: String
    /// The reference's file name without `.png`.
    var name: String
    var message: String
    var date: Date
    /// Image paths relative to the artifacts folder; nil when there is no such image
    /// (no reference for a missing one, no diff when the reference could not be decoded).
    var reference: String?
    var actual: String
    var diff: String?
    var sideBySide: String?

    var files: [String] { [reference, actual, diff, sideBySide].compactMap { $0 } }
}

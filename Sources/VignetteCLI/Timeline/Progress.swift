import Foundation

/// The progress line the timeline commands write to standard error while they work,
/// so standard output keeps only the summary.
package enum Progress {
    package static func report(_ text: String) {
        FileHandle.standardError.write(Data((text + "\n").utf8))
    }
}

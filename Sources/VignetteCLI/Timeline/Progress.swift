import Foundation

/// The progress line the timeline commands write to standard error while they work,
/// so standard output keeps only the summary.
enum Progress {
    static func report(_ text: String) {
        FileHandle.standardError.write(Data((text + "\n").utf8))
    }
}

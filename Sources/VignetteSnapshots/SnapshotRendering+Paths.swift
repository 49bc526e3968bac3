import Foundation

extension SnapshotRendering {
    /// The reference paths (relative to the package root) `verify` checks for `subject`, in
    /// the order of its outcomes before a shard is taken: what `vignette test` labels each
    /// outcome with, so its report and the assertions name the same files.
    package func referencePaths(
        of subject: Subject, named name: String?, strategy: SnapshotStrategy,
        location: SnapshotLocation
    ) throws -> [String] {
        try cases(subject, name, strategy).map {
            location.relative(location.reference($0.stem, fileExtension: format.fileExtension))
        }
    }
}

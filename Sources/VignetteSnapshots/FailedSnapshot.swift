import Foundation
import Vignette
import VignettePNG

/// A failed comparison recorded in an artifacts folder, as `vignette preview` lists it beside
/// its reference, with a way to accept the actual image as the new reference.
public struct FailedSnapshot: Sendable, Equatable {
    /// `<group>/<test>`.
    public let test: String
    /// The reference's file name without `.png`.
    public let name: String
    /// Why it failed.
    public let message: String
    /// The images, relative to the artifacts folder; nil when the run wrote none.
    public let reference: String?
    /// The new rendering.
    public let actual: String
    /// The differences drawn over the reference; nil for a text reference.
    public let diff: String?

    /// `<group>/<test>/<name>`: unique in one artifacts folder.
    public var id: String { test + "/" + name }

    /// Every failure recorded in `artifacts` (`.build/vignette-artifacts` or `VIGNETTE_ARTIFACTS`), oldest first.
    public static func load(artifacts: URL) -> [FailedSnapshot] {
        FailureArtifacts.loadEntries(in: artifacts).map {
            FailedSnapshot(
                test: $0.test, name: $0.name, message: $0.message, reference: $0.reference,
                actual: $0.actual, diff: $0.diff)
        }
    }

    /// Where the reference lives in the package at `packageRoot`: `Snapshots/<group>/<test>/<name>.png`.
    public func referenceURL(packageRoot: URL) -> URL {
        let parts = test.split(separator: "/", maxSplits: 1).map(String.init)
        let location = SnapshotLocation(
            packageRoot: packageRoot, group: parts.first ?? test, testName: parts.count > 1 ? parts[1] : "-")
        // A matrix stem keeps its `@3x`: the reference was written under that name.
        return location.reference(SnapshotLocation.sanitized(name, keeping: "@"))
    }

    /// Writes the actual image as the reference, whole (a temporary file, then a rename), with
    /// the pixel digests every recorded reference carries; returns the reference's URL.
    @discardableResult
    public func accept(artifacts: URL, packageRoot: URL) throws -> URL {
        let source = artifacts.appendingPathComponent(actual)
        let bitmap = try PNGReader.bitmap(contentsOf: source)
        let destination = referenceURL(packageRoot: packageRoot)
        try ReferenceFile.write(try ReferenceFile.encode(bitmap), to: destination)
        return destination
    }
}

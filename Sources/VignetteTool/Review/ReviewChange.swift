import Foundation
import VignetteSnapshots
import VignetteCLI

/// One image that differs between the two revisions `vignette review` compares.
public struct ReviewChange: Codable, Sendable, Equatable {
    /// How the image differs.
    public enum Kind: String, Codable, Sendable {
        /// Both revisions draw it, differently (beyond `assertSnapshot`'s tolerance).
        case changed
        /// Only the head revision draws it (a new widget, family or look).
        case added
        /// Only the base revision draws it.
        case removed
    }

    /// `vignette-test/<widget>/<file stem>`: unique in one review.
    public var id: String
    /// Changed, added or removed.
    public var kind: Kind
    /// The widget, Live Activity or preview.
    public var subject: String
    /// The file stem (`<widget>_<family>_<device>_<os>_<look>@<scale>x…`).
    public var name: String
    /// Why it differs, as the verifier words it.
    public var message: String
    /// The base revision's picture relative to the base folder; nil for an added image.
    public var base: String?
    /// The head revision's picture relative to the artifacts folder; nil for a removed image.
    public var head: String?
    /// The differences drawn over the base picture, relative to the artifacts folder.
    public var diff: String?

    /// The reference file in the package at `packageRoot`.
    public func referenceURL(packageRoot: URL) -> URL {
        packageRoot.appendingPathComponent("Snapshots/\(TestRun.group)/\(subject)/\(name).png")
    }
}

extension ReviewChange {
    /// The changes of a head run against the base's images: failures recorded in `artifacts`
    /// (changed, or added when the base has no such image), then base images the head did not produce.
    static func collect(artifacts: URL, baseImages: URL, headPaths: Set<String>) -> [ReviewChange] {
        var changes = FailedSnapshot.load(artifacts: artifacts).map { failed -> ReviewChange in
            let subject = String(failed.test.split(separator: "/").last ?? "")
            return ReviewChange(
                id: failed.id, kind: failed.reference == nil ? .added : .changed, subject: subject,
                name: failed.name, message: failed.message,
                base: failed.reference == nil ? nil : "\(subject)/\(failed.name).png",
                head: failed.actual, diff: failed.diff)
        }
        let files =
            FileManager.default.enumerator(at: baseImages, includingPropertiesForKeys: nil)?
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "png" } ?? []
        for file in files {
            let subject = file.deletingLastPathComponent().lastPathComponent
            let name = file.deletingPathExtension().lastPathComponent
            let path = "Snapshots/\(TestRun.group)/\(subject)/\(name).png"
            guard !headPaths.contains(path) else { continue }
            changes.append(
                ReviewChange(
                    id: "\(TestRun.group)/\(subject)/\(name)", kind: .removed, subject: subject, name: name,
                    message: "the head revision no longer draws this image", base: "\(subject)/\(name).png"))
        }
        return changes.sorted { ($0.subject, $0.name) < ($1.subject, $1.name) }
    }
}

import Foundation
import Vignette
import VignettePNG

/// How one kind of render is stored, compared and shown when it fails, as a value: a PNG of
/// pixels or a text (a reading order). The verify step (`SnapshotVerifier`) is the same for
/// every format; only these parts differ.
struct SnapshotFormat<Value> {
    /// What the references' names end in (`png`, `accessibility.txt`).
    var fileExtension: String
    /// What a failure leaves in the artifacts folder.
    var artifacts: ArtifactStyle
    /// Whether recording notes the fonts in `Snapshots/ENVIRONMENT.json` (pixels depend on them).
    var recordsEnvironment: Bool
    /// The reference file's bytes for a render.
    var encode: (Value) throws -> Data
    /// Compares the reference's bytes with a render, under the strategy's comparison.
    var compare: (_ reference: Data, _ actual: Value, _ strategy: SnapshotStrategy, _ path: String) -> Comparison

    /// What a failure leaves behind.
    enum ArtifactStyle {
        /// The pictures (`SnapshotAttachment`: the reference, `actual` as a PNG, and those the
        /// comparison made) and an entry in the run's HTML report; the message ends with where
        /// they went (`SnapshotError.artifacts`).
        case pictures(actual: (Value) throws -> Data)
        /// Only a mismatching render, as `<stem>.actual.<extension>`, named inside the message.
        case actualFile
    }

    /// What a comparison found.
    enum Comparison {
        case matched
        /// The reference's bytes are not a reference of this format.
        case undecodable(reason: String)
        /// They differ: the failure, and the PNGs that show how (for `.pictures`).
        case differs(error: (Mismatch) -> SnapshotError, pictures: [(SnapshotAttachment.Kind, () throws -> Data)])
    }

    /// What a mismatch's message names besides the comparison's findings.
    struct Mismatch {
        var path: String
        var recordCommand: String
        /// Where the actual render was written (`.actualFile`), nil when it could not be.
        var actualFile: String?
        /// How this machine's fonts differ from those the references were recorded with.
        var environmentNotes: () -> [String]
    }
}

extension SnapshotFormat where Value == Bitmap {
    /// PNG references carrying their pixels' checksum (`ReferenceFile`), compared by the
    /// strategy's `diffing`; a failure writes the actual, diff and side-by-side pictures.
    static var png: SnapshotFormat {
        SnapshotFormat(
            fileExtension: "png", artifacts: .pictures { try PNGWriter.png($0) }, recordsEnvironment: true,
            encode: { try ReferenceFile.encode($0) }
        ) { data, actual, strategy, path in
            let reference: Bitmap
            do {
                reference = try PNGReader.bitmap(from: data, source: path)
            } catch {
                return .undecodable(reason: SnapshotVerifier.describe(error))
            }
            guard let difference = strategy.diffing.compare(reference, actual) else { return .matched }
            return .differs(
                error: {
                    .mismatch(
                        path: $0.path, details: difference.summary, environment: $0.environmentNotes(),
                        recordCommand: $0.recordCommand)
                },
                pictures: [
                    (.actual, { try PNGWriter.png(actual) }), (.diff, { try PNGWriter.png(difference.diff) }),
                    (.sideBySide, { try PNGWriter.png(difference.sideBySide) }),
                ])
        }
    }
}

extension SnapshotFormat where Value == String {
    /// What a reading-order reference's name ends in.
    static var transcriptExtension: String { "accessibility.txt" }

    /// Text references, one VoiceOver element a line; a mismatch lists the changed lines
    /// (`LineDifference`) and writes the new transcript beside the failure artifacts.
    static var transcript: SnapshotFormat {
        SnapshotFormat(
            fileExtension: transcriptExtension, artifacts: .actualFile, recordsEnvironment: false,
            encode: { Data($0.utf8) }
        ) { data, actual, _, path in
            let reference = String(decoding: data, as: UTF8.self)
            if reference == actual { return .matched }
            let differences = LineDifference.lines(from: reference, to: actual)
            return .differs(
                error: {
                    .transcriptMismatch(
                        path: $0.path, differences: differences, actual: $0.actualFile,
                        recordCommand: $0.recordCommand)
                },
                pictures: [])
        }
    }
}

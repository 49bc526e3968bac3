import Foundation
import Vignette
import VignetteCairo
import VignettePNG

/// The framework-free core of snapshot testing: renders, compares, records, writes
/// artifacts, and returns what happened. `assertSnapshot` in `VignetteTesting` reports
/// the result to XCTest or Swift Testing; nothing here knows either.
package struct SnapshotVerifier {
    var location: SnapshotLocation
    var mode: SnapshotRecordMode.Resolved
    var strategy: SnapshotStrategy
    var environment: [String: String]
    var run: String
    var renderer: SnapshotRenderer

    var recordCommand: String {
        "VIGNETTE_RECORD=failed swift test --filter \(location.testName)"
    }

    func verify(_ widget: WidgetDefinition, _ variant: SnapshotMatrix.Variant) -> SnapshotOutcome {
        verify(stem: variant.stem) { try renderer.paint(widget, variant.spec, resources: strategy.resources) }
    }

    func verify(_ activity: ActivityDefinition, _ variant: ActivitySnapshotMatrix.Variant) -> SnapshotOutcome {
        verify(stem: variant.stem) { try renderer.paint(activity, variant.spec, state: variant.state, resources: strategy.resources) }
    }

    /// Compares what `paint` draws with the reference named `stem`, recording as the mode says.
    private func verify(stem: String, paint: () throws -> PaintedImage) -> SnapshotOutcome {
        let url = location.reference(stem)
        let path = location.relative(url)
        TouchedReferences.note(path, packageRoot: location.packageRoot, run: run)
        let painted: PaintedImage
        do {
            painted = try paint()
        } catch {
            return .failed(.renderFailed(name: stem, reason: Self.describe(error)), attachments: [])
        }
        // The fast path: the checksum (or digest) stored at recording time equals this
        // render's, which is worked out without building the render's bitmap.
        if FileManager.default.fileExists(atPath: url.path), let data = try? Data(contentsOf: url),
           ReferenceFile.recordsSamePixels(data, as: painted) {
            // Recording everything declares this machine the reference environment, even
            // when no pixel changed (new fonts that draw these widgets the same).
            if mode.mode == .all { _ = try? EnvironmentRecord.update(renderer.fonts.fingerprint, snapshotsFolder: location.snapshotsFolder) }
            return .matched(path: path)
        }
        let actual: Bitmap
        do {
            actual = try painted.bitmap()
        } catch {
            return .failed(.renderFailed(name: stem, reason: Self.describe(error)), attachments: [])
        }
        guard FileManager.default.fileExists(atPath: url.path) else {
            guard mode.mode.recordsMissing else {
                return failure(.missingReference(path: path, mode: mode, recordCommand: recordCommand),
                               stem: stem, images: [(.actual, actual)], referenceData: nil)
            }
            return record(actual, to: url, replacing: false)
        }
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            return .failed(.unreadableReference(path: path, reason: VignetteError.reason(for: error), recordCommand: recordCommand),
                           attachments: [])
        }
        if mode.mode == .all { return record(actual, to: url, replacing: true) }
        let reference: Bitmap
        do {
            reference = try PNGReader.bitmap(from: data, source: path)
        } catch {
            if mode.mode == .failed { return record(actual, to: url, replacing: true) }
            return failure(.unreadableReference(path: path, reason: Self.describe(error), recordCommand: recordCommand),
                           stem: stem, images: [(.actual, actual)], referenceData: nil)
        }
        guard let difference = strategy.diffing.compare(reference, actual) else { return .matched(path: path) }
        if mode.mode == .failed { return record(actual, to: url, replacing: true) }
        let environmentNotes = EnvironmentRecord.differences(renderer.fonts.fingerprint, snapshotsFolder: location.snapshotsFolder)
        let error = SnapshotError.mismatch(path: path, details: difference.summary, environment: environmentNotes,
                                           recordCommand: recordCommand)
        return failure(error, stem: stem,
                       images: [(.actual, actual), (.diff, difference.diff), (.sideBySide, difference.sideBySide)],
                       referenceData: data)
    }

    private func record(_ actual: Bitmap, to url: URL, replacing: Bool) -> SnapshotOutcome {
        do {
            try ReferenceFile.write(try ReferenceFile.encode(actual), to: url)
            let changes = try EnvironmentRecord.update(renderer.fonts.fingerprint, snapshotsFolder: location.snapshotsFolder)
            return .recorded(.recorded(path: location.relative(url), mode: mode, replaced: replacing, environment: changes))
        } catch {
            return .failed(.renderFailed(name: url.lastPathComponent, reason: Self.describe(error)), attachments: [])
        }
    }

    /// A failed outcome whose message ends with where its pictures were written.
    private func failure(_ error: SnapshotError, stem: String, images: [(SnapshotAttachment.Kind, Bitmap)],
                         referenceData: Data?) -> SnapshotOutcome {
        var attachments = referenceData.map { [SnapshotAttachment(kind: .reference, stem: stem, data: $0)] } ?? []
        var trailer: SnapshotError
        do {
            for (kind, bitmap) in images {
                attachments.append(SnapshotAttachment(kind: kind, stem: stem, data: try PNGWriter.png(bitmap)))
            }
            let folder = location.artifactsFolder(environment: environment)
            let written = try FailureArtifacts.write(folder: folder, run: run, location: location, name: stem,
                                                     message: error.message, images: attachments)
            trailer = .artifacts(files: written.files.map(location.relative), report: location.relative(written.report))
        } catch {
            trailer = .artifactsUnwritable(reason: Self.describe(error))
        }
        let full = SnapshotError.failureWithArtifacts(error, trailer)
        return .failed(full, attachments: attachments)
    }

    package static func describe(_ error: Error) -> String {
        switch error {
        case let error as VignetteError: error.message
        case let error as SnapshotError: error.message
        default: String(describing: error)
        }
    }
}

import Foundation
import Vignette
import VignetteCairo
import VignettePNG

/// The framework-free core of snapshot testing: the one step that compares a render with its
/// reference, records as the mode says, writes failure artifacts, and returns what happened,
/// for every format (`SnapshotFormat`). `assertSnapshot` in `VignetteTesting` reports the
/// result to XCTest or Swift Testing; nothing here knows either.
package struct SnapshotVerifier {
    var location: SnapshotLocation
    var mode: SnapshotRecordMode.Resolved
    var strategy: SnapshotStrategy
    var environment: [String: String]
    var run: String
    var renderer: SnapshotRenderer

    /// The command that accepts the changes: `$VIGNETTE_RECORD_COMMAND` when the caller is not
    /// `swift test` (`vignette test` sets it to its own `--record failed`).
    var recordCommand: String {
        environment["VIGNETTE_RECORD_COMMAND"] ?? "VIGNETTE_RECORD=failed swift test --filter \(location.testName)"
    }

    /// Compares what `item` renders with its reference, recording as the mode says.
    func verify<Value>(_ item: SnapshotCase<Value>, as format: SnapshotFormat<Value>) -> SnapshotOutcome {
        let stem = item.stem
        let url = location.reference(stem, fileExtension: format.fileExtension)
        let path = location.relative(url)
        TouchedReferences.note(path, packageRoot: location.packageRoot, run: run)
        let render: SnapshotRender<Value>
        do {
            render = try item.render(renderer, strategy.resources)
        } catch {
            return .failed(.renderFailed(name: stem, reason: Self.describe(error)), attachments: [])
        }
        // The fast path: the reference records this very render (the checksum stored at
        // recording time, worked out without building the render's bitmap; equal text).
        if FileManager.default.fileExists(atPath: url.path), let data = try? Data(contentsOf: url),
            render.recordsSame(data)
        {
            // Recording everything declares this machine the reference environment, even
            // when no pixel changed (new fonts that draw these widgets the same).
            if mode.mode == .all && format.recordsEnvironment {
                _ = try? EnvironmentRecord.update(renderer.fonts.fingerprint, snapshotsFolder: location.snapshotsFolder)
            }
            return .matched(path: path)
        }
        let actual: Value
        do {
            actual = try render.value()
        } catch {
            return .failed(.renderFailed(name: stem, reason: Self.describe(error)), attachments: [])
        }
        guard FileManager.default.fileExists(atPath: url.path) else {
            guard mode.mode.recordsMissing else {
                return failure(
                    .missingReference(path: path, mode: mode, recordCommand: recordCommand),
                    stem: stem, actual: actual, format: format)
            }
            return record(actual, as: format, to: url, replacing: false)
        }
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            return .failed(
                .unreadableReference(
                    path: path, reason: VignetteError.reason(for: error), recordCommand: recordCommand),
                attachments: [])
        }
        if mode.mode == .all { return record(actual, as: format, to: url, replacing: true) }
        switch format.compare(data, actual, strategy, path) {
        case .matched:
            return .matched(path: path)
        case .undecodable(let reason):
            if mode.mode == .failed { return record(actual, as: format, to: url, replacing: true) }
            return failure(
                .unreadableReference(path: path, reason: reason, recordCommand: recordCommand),
                stem: stem, actual: actual, format: format)
        case .differs(let error, let pictures):
            if mode.mode == .failed { return record(actual, as: format, to: url, replacing: true) }
            var mismatch = SnapshotFormat<Value>.Mismatch(
                path: path, recordCommand: recordCommand, actualFile: nil,
                environmentNotes: {
                    EnvironmentRecord.differences(renderer.fonts.fingerprint, snapshotsFolder: location.snapshotsFolder)
                })
            guard case .pictures = format.artifacts else {
                mismatch.actualFile = writeActual(actual, as: format, stem: stem)
                return .failed(error(mismatch), attachments: [])
            }
            return failure(error(mismatch), stem: stem, pictures: pictures, referenceData: data)
        }
    }

    private func record<Value>(
        _ actual: Value, as format: SnapshotFormat<Value>, to url: URL, replacing: Bool
    ) -> SnapshotOutcome {
        do {
            try ReferenceFile.write(try format.encode(actual), to: url)
            let changes =
                format.recordsEnvironment
                ? try EnvironmentRecord.update(renderer.fonts.fingerprint, snapshotsFolder: location.snapshotsFolder)
                : []
            return .recorded(
                .recorded(path: location.relative(url), mode: mode, replaced: replacing, environment: changes))
        } catch {
            return .failed(.renderFailed(name: url.lastPathComponent, reason: Self.describe(error)), attachments: [])
        }
    }

    /// A failure with nothing to compare: the render alone is shown, where the format shows pictures.
    private func failure<Value>(
        _ error: SnapshotError, stem: String, actual: Value, format: SnapshotFormat<Value>
    ) -> SnapshotOutcome {
        guard case .pictures(let picture) = format.artifacts else { return .failed(error, attachments: []) }
        return failure(error, stem: stem, pictures: [(.actual, { try picture(actual) })], referenceData: nil)
    }

    /// A failed outcome whose message ends with where its pictures were written.
    private func failure(
        _ error: SnapshotError, stem: String, pictures: [(SnapshotAttachment.Kind, () throws -> Data)],
        referenceData: Data?
    ) -> SnapshotOutcome {
        var attachments = referenceData.map { [SnapshotAttachment(kind: .reference, stem: stem, data: $0)] } ?? []
        var trailer: SnapshotError
        do {
            for (kind, png) in pictures {
                attachments.append(SnapshotAttachment(kind: kind, stem: stem, data: try png()))
            }
            let folder = location.artifactsFolder(environment: environment)
            let written = try FailureArtifacts.write(
                folder: folder, run: run, location: location, name: stem,
                message: error.message, images: attachments)
            trailer = .artifacts(files: written.files.map(location.relative), report: location.relative(written.report))
        } catch {
            trailer = .artifactsUnwritable(reason: Self.describe(error))
        }
        return .failed(.failureWithArtifacts(error, trailer), attachments: attachments)
    }

    /// Writes a mismatching render as `<stem>.actual.<extension>` among the failure artifacts;
    /// its path relative to the package, nil when it cannot be written.
    private func writeActual<Value>(_ actual: Value, as format: SnapshotFormat<Value>, stem: String) -> String? {
        let url = location.artifactsFolder(environment: environment)
            .appendingPathComponent("\(location.group)/\(location.testName)/\(stem).actual.\(format.fileExtension)")
        guard let data = try? format.encode(actual), (try? ReferenceFile.write(data, to: url)) != nil else {
            return nil
        }
        return location.relative(url)
    }

    package static func describe(_ error: Error) -> String {
        switch error {
        case let error as VignetteError: error.message
        case let error as SnapshotError: error.message
        default: String(describing: error)
        }
    }
}

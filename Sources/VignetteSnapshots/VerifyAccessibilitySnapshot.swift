import Foundation
import Vignette

/// Lays `widget` out in every family × device asked for and compares what VoiceOver reads
/// there, in order, with a text reference under `Snapshots/`, recording as the record mode says.
///
/// The core of `assertAccessibilitySnapshot`, free of any test framework. A reference is the
/// transcript `vignette accessibility` prints (`AccessibilityElement.transcript`), one element a
/// line: `Snapshots/<test file>/<test function>/<widget>_<family>_<device>_<os>_<appearance>@<scale>x[_<settings>][_<name>].accessibility.txt`.
/// A mismatch names the lines that changed and writes the new transcript among the failure artifacts.
///
/// - Parameters: as `verifySnapshot`, with one `appearance` (the order rarely depends on it; nil is
///   light, or lockScreen for accessory families) and `accessibility` for the text sizes to lay out
///   at (`.sizes()` for every one).
public func verifyAccessibilitySnapshot(
    of widget: WidgetDefinition,
    families: [WidgetFamily]? = nil,
    devices: [Device]? = nil,
    appearance: Appearance? = nil,
    os: OSVersion = .default,
    at time: SnapshotTime? = nil,
    accessibility: [AccessibilitySettings] = [.standard],
    named name: String? = nil,
    record: SnapshotRecordMode? = nil,
    strategy: SnapshotStrategy = .standard,
    location: SnapshotLocation,
    environment: [String: String] = ProcessInfo.processInfo.environment
) -> SnapshotReport {
    verifyVariants(of: widget.id, record: record, strategy: strategy, location: location, environment: environment,
                   fileExtension: SnapshotVerifier.transcriptExtension) {
        try SnapshotMatrix(widget: widget, families: families, devices: devices ?? [DeviceCatalog.standard.defaultDevice],
                           appearances: appearance.map { [$0] } ?? [.light, .lockScreen], os: os, scale: nil, time: time, name: name,
                           accessibility: accessibility).variants()
    } stem: { $0.stem } verify: { verifier, variant in
        verifier.verifyTranscript(widget, variant)
    }
}

extension SnapshotVerifier {
    /// What a reading-order reference's name ends in.
    static let transcriptExtension = "accessibility.txt"

    /// Compares the widget's reading order with its text reference, recording as the mode says.
    func verifyTranscript(_ widget: WidgetDefinition, _ variant: SnapshotMatrix.Variant) -> SnapshotOutcome {
        let url = location.reference(variant.stem, fileExtension: Self.transcriptExtension)
        let path = location.relative(url)
        TouchedReferences.note(path, packageRoot: location.packageRoot, run: run)
        let transcript: String
        do {
            let layout = try renderer.layout(widget, variant.spec, resources: strategy.resources)
            transcript = AccessibilityElement.transcript(layout.accessibilityElements())
        } catch {
            return .failed(.renderFailed(name: variant.stem, reason: Self.describe(error)), attachments: [])
        }
        guard FileManager.default.fileExists(atPath: url.path) else {
            guard mode.mode.recordsMissing else {
                return .failed(.missingReference(path: path, mode: mode, recordCommand: recordCommand), attachments: [])
            }
            return recordTranscript(transcript, to: url, replacing: false)
        }
        let reference: String
        do {
            reference = String(decoding: try Data(contentsOf: url), as: UTF8.self)
        } catch {
            return .failed(.unreadableReference(path: path, reason: VignetteError.reason(for: error), recordCommand: recordCommand),
                           attachments: [])
        }
        if reference == transcript { return .matched(path: path) }
        if mode.mode == .failed || mode.mode == .all { return recordTranscript(transcript, to: url, replacing: true) }
        let actual = location.artifactsFolder(environment: environment)
            .appendingPathComponent("\(location.group)/\(location.testName)/\(variant.stem).actual.\(Self.transcriptExtension)")
        let written = (try? ReferenceFile.write(Data(transcript.utf8), to: actual)) != nil
        return .failed(.transcriptMismatch(path: path, differences: LineDifference.lines(from: reference, to: transcript),
                                           actual: written ? location.relative(actual) : nil, recordCommand: recordCommand),
                       attachments: [])
    }

    private func recordTranscript(_ transcript: String, to url: URL, replacing: Bool) -> SnapshotOutcome {
        do {
            try ReferenceFile.write(Data(transcript.utf8), to: url)
            return .recorded(.recorded(path: location.relative(url), mode: mode, replaced: replacing, environment: []))
        } catch {
            return .failed(.renderFailed(name: url.lastPathComponent, reason: Self.describe(error)), attachments: [])
        }
    }
}

/// The lines that differ between two texts, in order: `- line` for one only in the first, `+ line`
/// for one only in the second, from their longest common subsequence of lines.
enum LineDifference {
    static func lines(from old: String, to new: String) -> [String] {
        let a = old.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let b = new.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        // common[i][j]: the longest common subsequence of a[i...] and b[j...].
        var common = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in stride(from: a.count - 1, through: 0, by: -1) {
            for j in stride(from: b.count - 1, through: 0, by: -1) {
                common[i][j] = a[i] == b[j] ? common[i + 1][j + 1] + 1 : max(common[i + 1][j], common[i][j + 1])
            }
        }
        var out: [String] = [], i = 0, j = 0
        while i < a.count || j < b.count {
            if i < a.count, j < b.count, a[i] == b[j] {
                i += 1; j += 1
            } else if j < b.count, i == a.count || common[i][j + 1] > common[i + 1][j] {
                out.append("+ " + b[j]); j += 1
            } else {
                out.append("- " + a[i]); i += 1
            }
        }
        return out
    }
}

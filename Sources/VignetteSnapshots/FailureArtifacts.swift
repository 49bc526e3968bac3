import Foundation
import Vignette

/// Writes the pictures of a failed comparison and keeps the run's HTML report current.
///
/// Layout under the artifacts folder (`VIGNETTE_ARTIFACTS`, default `.build/vignette-artifacts`):
/// `<group>/<test>/<name>.{reference,actual,diff,side-by-side}.png`, `entries/*.json`
/// and `index.html`. The first verification of a new run, pass or fail, clears the previous
/// run's files and rewrites the report, so it never shows failures a later run did not have.
enum FailureArtifacts {
    private static let lock = NSLock()
    /// `<folder path>\n<run>` for each folder whose report this process has started for a run.
    nonisolated(unsafe) private static var startedRuns: Set<String> = []

    /// Makes the report in `folder` describe `run`: once per process and run, drops the
    /// entries of other runs and rewrites `index.html` from this run's (a page saying there
    /// are no failures when it has none). Writes nothing where there is no report yet.
    static func begin(folder: URL, run: String) {
        lock.withLock { start(folder: folder, run: run) }
    }

    /// `begin` with the lock held.
    private static func start(folder: URL, run: String) {
        guard startedRuns.insert(folder.path + "\n" + run).inserted else { return }
        removeEntries(notOf: run, in: folder)
        let report = folder.appendingPathComponent("index.html")
        let entries = loadEntries(in: folder)
        guard !entries.isEmpty || FileManager.default.fileExists(atPath: report.path) else { return }
        try? ReferenceFile.write(Data(FailureReportPage.html(entries, run: run).utf8), to: report)
    }

    /// Writes `images` and the report entry; returns the absolute paths of the images and
    /// of the report.
    static func write(
        folder: URL, run: String, location: SnapshotLocation, name: String, message: String,
        images: [SnapshotAttachment]
    ) throws -> (files: [URL], report: URL) {
        try lock.withLock {
            let entries = folder.appendingPathComponent("entries", isDirectory: true)
            start(folder: folder, run: run)
            var paths: [SnapshotAttachment.Kind: String] = [:]
            var written: [URL] = []
            for image in images {
                let relative = "\(location.group)/\(location.testName)/\(image.name)"
                let url = folder.appendingPathComponent(relative)
                try ReferenceFile.write(image.data, to: url)
                written.append(url)
                paths[image.kind] = relative
            }
            let entry = FailureEntry(
                run: run, test: "\(location.group)/\(location.testName)", name: name, message: message, date: Date(),
                reference: paths[.reference], actual: paths[.actual] ?? "", diff: paths[.diff],
                sideBySide: paths[.sideBySide])
            let encoder = JSONEncoder()
            encoder.dateEncodingStrategy = .iso8601
            let entryName = "\(location.group).\(location.testName).\(name).json"
            try ReferenceFile.write(try encoder.encode(entry), to: entries.appendingPathComponent(entryName))
            let report = folder.appendingPathComponent("index.html")
            try ReferenceFile.write(Data(FailureReportPage.html(loadEntries(in: folder), run: run).utf8), to: report)
            return (written, report)
        }
    }

    /// Every entry in `folder`, oldest first.
    static func loadEntries(in folder: URL) -> [FailureEntry] {
        let entries = folder.appendingPathComponent("entries", isDirectory: true)
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        let files = (try? FileManager.default.contentsOfDirectory(at: entries, includingPropertiesForKeys: nil)) ?? []
        return files.compactMap { try? decoder.decode(FailureEntry.self, from: Data(contentsOf: $0)) }
            .sorted { ($0.date, $0.test, $0.name) < ($1.date, $1.test, $1.name) }
    }

    /// Removes the entries (and their images) of every run other than `run`.
    private static func removeEntries(notOf run: String, in folder: URL) {
        let entries = folder.appendingPathComponent("entries", isDirectory: true)
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        for file in (try? FileManager.default.contentsOfDirectory(at: entries, includingPropertiesForKeys: nil)) ?? [] {
            guard let entry = try? decoder.decode(FailureEntry.self, from: Data(contentsOf: file)), entry.run != run
            else { continue }
            for image in entry.files { try? FileManager.default.removeItem(at: folder.appendingPathComponent(image)) }
            try? FileManager.default.removeItem(at: file)
        }
    }
}

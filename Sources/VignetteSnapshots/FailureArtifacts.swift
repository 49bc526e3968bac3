import Foundation
import Vignette

/// Writes the pictures of a failed comparison and keeps the run's HTML report current.
///
/// Layout under the artifacts folder (`VIGNETTE_ARTIFACTS`, default `.build/vignette-artifacts`):
/// `<group>/<test>/<name>.{reference,actual,diff,side-by-side}.png`, `entries/*.json`
/// and `index.html`. The first failure of a new run clears the previous run's files.
enum FailureArtifacts {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var startedFolders: Set<String> = []

    /// Writes `images` and the report entry; returns the absolute paths of the images and
    /// of the report.
    static func write(folder: URL, run: String, location: SnapshotLocation, name: String, message: String,
                      images: [SnapshotAttachment]) throws -> (files: [URL], report: URL) {
        try lock.withLock {
            let entries = folder.appendingPathComponent("entries", isDirectory: true)
            if !startedFolders.contains(folder.path) {
                startedFolders.insert(folder.path)
                removeEntries(notOf: run, in: folder)
            }
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
                reference: paths[.reference], actual: paths[.actual] ?? "", diff: paths[.diff], sideBySide: paths[.sideBySide])
            let encoder = JSONEncoder()
            encoder.dateEncodingStrategy = .iso8601
            let entryName = "\(location.group).\(location.testName).\(name).json"
            try ReferenceFile.write(try encoder.encode(entry), to: entries.appendingPathComponent(entryName))
            let report = folder.appendingPathComponent("index.html")
            try ReferenceFile.write(Data(FailureReportPage.html(loadEntries(in: folder)).utf8), to: report)
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
            guard let entry = try? decoder.decode(FailureEntry.self, from: Data(contentsOf: file)), entry.run != run else { continue }
            for image in entry.files { try? FileManager.default.removeItem(at: folder.appendingPathComponent(image)) }
            try? FileManager.default.removeItem(at: file)
        }
    }
}

import Foundation

/// `results.json`: what a `vignette test` check found, which the widget bundle writes and the
/// `vignette` executable turns into its reports (VignetteTool's `TestReports`) and `report merge` joins.
package struct TestResults: Codable, Equatable {
    /// What was run, for the titles and for refusing to merge unlike shards.
    package var configuration: String
    package var images: [TestImage]

    /// The file's name in a report folder.
    package static let fileName = "results.json"

    package init(configuration: String, images: [TestImage]) {
        self.configuration = configuration
        self.images = images
    }

    package var counts: (matched: Int, recorded: Int, changed: Int, missing: Int, errors: Int) {
        (
            images.filter { $0.status == .matched }.count, images.filter { $0.status == .recorded }.count,
            images.filter { $0.status == .changed }.count, images.filter { $0.status == .missing }.count,
            images.filter { $0.status == .error }.count
        )
    }

    /// 0 all match, 1 differences or missing references, 2 errors.
    package var exitCode: Int32 {
        images.contains { $0.status == .error } ? 2 : images.contains(where: \.fails) ? 1 : 0
    }

    /// The counts line of the summary, without Markdown.
    package var markdownCounts: String {
        let c = counts
        return
            "\(images.count) images: \(c.matched) match, \(c.changed) changed, \(c.missing) missing, \(c.errors) errors"
            + (c.recorded > 0 ? ", \(c.recorded) recorded" : "")
    }

    /// Writes `results.json` into `folder`.
    package func write(to folder: URL) throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        try encoder.encode(self).write(to: folder.appendingPathComponent(Self.fileName))
    }

    /// The results a check wrote into `folder`, nil when it wrote none.
    package static func read(from folder: URL) -> TestResults? {
        guard let data = try? Data(contentsOf: folder.appendingPathComponent(fileName)) else { return nil }
        return try? JSONDecoder().decode(TestResults.self, from: data)
    }
}

/// A widget, Live Activity or preview as `test --list-subjects` prints it, for checking each alone.
package struct TestSubject: Codable, Equatable {
    package var id: String
    /// A preview's `Module/File.swift:line`; a widget's or Live Activity's display name.
    package var source: String

    package init(id: String, source: String) {
        self.id = id
        self.source = source
    }
}

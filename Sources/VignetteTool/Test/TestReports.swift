import Foundation
import VignetteCLI

/// What `vignette test` writes into its output folder every run: `junit.xml` (one case per
/// image, through `JUnitReport`), `index.html` (reference, new, difference with swipe and
/// onion-skin), a Markdown summary (`<out>/summary.md`, for `$GITHUB_STEP_SUMMARY`) and `results.json` (for `report merge`).
struct TestReports {
    var images: [TestImage]
    /// What was run, for the titles and for refusing to merge unlike shards.
    var configuration: String

    init(images: [TestImage], configuration: String) {
        self.images = images
        self.configuration = configuration
    }

    init(_ results: TestResults) {
        self.init(images: results.images, configuration: results.configuration)
    }

    var results: TestResults { TestResults(configuration: configuration, images: images) }
    /// 0 all match, 1 differences or missing references, 2 errors.
    var exitCode: Int32 { results.exitCode }
    /// The counts line of the summary, without Markdown.
    var markdownCounts: String { results.markdownCounts }

    var junit: JUnitReport {
        let subjects = images.map(\.subject).uniqued()
        return JUnitReport(
            name: "vignette test",
            suites: subjects.map { subject in
                JUnitReport.Suite(
                    name: subject,
                    cases: images.filter { $0.subject == subject }.map { image in
                        var item = JUnitReport.TestCase(name: image.stem, className: "vignette-test.\(subject)")
                        switch image.status {
                        case .matched, .recorded: break
                        case .changed:
                            item.outcome = .failure(message: "differs from \(image.path)", details: image.message)
                        case .missing:
                            item.outcome = .failure(message: "no reference \(image.path)", details: image.message)
                        case .error:
                            item.outcome = .error(message: "could not render \(image.subject)", details: image.message)
                        }
                        if image.status == .recorded { item.systemOut = image.message }
                        return item
                    })
            })
    }

    var markdown: String {
        var lines = ["## Vignette snapshots", "", markdownCounts + ".", ""]
        let failing = images.filter(\.fails)
        if failing.isEmpty {
            lines.append("Every image matches its reference.")
        } else {
            lines += ["| Image | Status | New |", "|---|---|---|"]
            for image in failing {
                let thumbnail =
                    image.pictures["actual"].map {
                        "<a href=\"index.html#\(image.stem)\"><img src=\"\($0)\" width=\"120\"></a>"
                    } ?? ""
                let what =
                    image.status == .error
                    ? image.message.split(separator: "\n").first.map(String.init) ?? "error" : image.status.rawValue
                lines.append("| `\(image.path)` | \(what.replacingOccurrences(of: "|", with: "\\|")) | \(thumbnail) |")
            }
        }
        lines.append("")
        lines.append("<sub>\(configuration) · full report: index.html</sub>")
        return lines.joined(separator: "\n") + "\n"
    }

    /// Writes the four files into `folder`; the pictures are already in `folder/images`.
    func write(to folder: URL) throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(junit.xml.utf8).write(to: folder.appendingPathComponent("junit.xml"))
        try Data(TestHTMLReport(images: images, title: "Vignette snapshots · \(configuration)").html.utf8)
            .write(to: folder.appendingPathComponent("index.html"))
        try Data(markdown.utf8).write(to: folder.appendingPathComponent("summary").appendingPathExtension("md"))
        try results.write(to: folder)
    }
}

import Foundation
import Vignette
import VignetteCLI
import VignetteTool

/// What the preview shows: a JSON tree file, a bundled example, or a widget of the user's package.
enum PreviewSource: Sendable {
    /// The watched file, and the copy of its last version that parsed (what is rendered).
    case tree(file: URL, lastGood: URL)
    case example(id: String, catalog: WidgetCatalog)
    case package(WidgetPackageRunner, widget: String)

    /// Whether renders run in a package's worker process (which can end).
    var runsInWorker: Bool {
        if case .package = self { true } else { false }
    }

    /// What the watcher polls; nil for a bundled example (compiled in).
    var watched: FileWatcher.Target? {
        switch self {
        case .tree(let file, _): return .file(file)
        case .example: return nil
        case .package(let runner, _): return .package(runner.folder)
        }
    }

    /// Renders every family the widget offers on the device in every appearance into `folder`,
    /// passing on each file's path as soon as it is written (blocking: call it off the server's
    /// tasks). A tree or an example renders in this process; a package in `worker`, the
    /// `preview-worker` of its last build (`workerError`: why there is none).
    func render(
        _ settings: PreviewSettings, into folder: URL, worker: PackageWorker?, workerError: String? = nil,
        written: @escaping @Sendable (String) -> Void
    ) throws {
        try? FileManager.default.removeItem(at: folder)
        let common = ["--appearance", "all", "--write-each"] + settings.renderArguments + ["--out", folder.path]
        switch self {
        case .tree(_, let lastGood):
            try VignetteCommand.run(["render", "--tree", lastGood.path] + common, lines: written)
        case .example(let id, let catalog):
            try WidgetCatalog.$current.withValue(catalog) {
                try VignetteCommand.run(["render", "--widget", id] + common, lines: written)
            }
        case .package(_, let widget):
            guard let worker else {
                throw PreviewInputError(workerError ?? "the package has no successful build to render yet")
            }
            try worker.run(["render", "--widget", widget] + common, line: written)
        }
    }

    /// Runs `vignette lint` on the widget with these settings into `folder`: its `lint.json` and an
    /// annotated PNG per finding. A JSON tree is linted as a widget of its own that offers every
    /// family (as `render --tree` draws it), in this process.
    func lint(_ settings: PreviewSettings, into folder: URL, worker: PackageWorker?, workerError: String? = nil) throws
    {
        try? FileManager.default.removeItem(at: folder)
        let common = [
            "--device", settings.device, "--os", settings.os.rawValue, "--locale", settings.locale,
            "--format", "json", "--out", folder.path,
        ]
        do {
            switch self {
            case .tree(_, let lastGood):
                let catalog = WidgetCatalog(name: "the JSON tree", definitions: [try Self.treeWidget(lastGood)])
                try WidgetCatalog.$current.withValue(catalog) {
                    try VignetteCommand.run(["lint", "--widget", Self.treeID] + common) { _ in }
                }
            case .example(let id, let catalog):
                try WidgetCatalog.$current.withValue(catalog) {
                    try VignetteCommand.run(["lint", "--widget", id] + common) { _ in }
                }
            case .package(_, let widget):
                guard let worker else {
                    throw PreviewInputError(workerError ?? "the package has no successful build to lint yet")
                }
                try worker.run(["lint", "--widget", widget] + common) { _ in }
            }
        } catch  where FileManager.default.fileExists(atPath: folder.appendingPathComponent("lint.json").path) {
            // lint exits non-zero when it finds errors; its report is what the page shows.
        }
    }

    /// The id a linted tree goes by.
    static let treeID = "tree"

    /// The tree at `file` as a widget offering every family, without moments (lint draws it now).
    private static func treeWidget(_ file: URL) throws -> WidgetDefinition {
        let node = try Node.decode(jsonAt: file)
        return WidgetDefinition(id: treeID, displayName: file.lastPathComponent, families: WidgetFamily.allCases) { _ in
            node
        }
    }

    /// The time slider's marks known without a build: a bundled example's (`DayMarks.of`); a
    /// tree has none; a package's come from its worker after each build.
    var dayMarks: DayMarks {
        switch self {
        case .example(let id, let catalog):
            return DayMarks.of(id, in: catalog)
        case .tree:
            return DayMarks(
                marks: [], note: "a JSON tree has no timeline: the slider steps through every minute of the day")
        case .package:
            return DayMarks(marks: [], note: "the provider's entries are marked once the package is built")
        }
    }
}

import Foundation
import Vignette
import VignetteCLI
import VignetteTimeline

/// What the preview shows: a JSON tree file, a bundled example, or a widget of the user's package.
enum PreviewSource: Sendable {
    /// The watched file, and the copy of its last version that parsed (what is rendered).
    case tree(file: URL, lastGood: URL)
    case example(id: String, catalog: WidgetCatalog)
    case package(WidgetPackageRunner, widget: String)

    /// What the watcher polls; nil for a bundled example (compiled in).
    var watched: FileWatcher.Target? {
        switch self {
        case .tree(let file, _): return .file(file)
        case .example: return nil
        case .package(let runner, _): return .package(runner.folder)
        }
    }

    /// Renders every family the widget offers on the device in every appearance into `folder`
    /// (blocking: call it off the server's tasks).
    func render(_ settings: PreviewSettings, into folder: URL) throws {
        try? FileManager.default.removeItem(at: folder)
        let common = ["--appearance", "all"] + settings.renderArguments + ["--out", folder.path]
        switch self {
        case .tree(_, let lastGood):
            try VignetteCommand.runQuietly(["render", "--tree", lastGood.path] + common)
        case .example(let id, let catalog):
            try WidgetCatalog.$current.withValue(catalog) {
                try VignetteCommand.runQuietly(["render", "--widget", id] + common)
            }
        case .package(let runner, let widget):
            try runner.runQuietly(["render", "--widget", widget] + common, outputFolder: folder.path)
        }
    }

    /// Runs `vignette lint` on the widget with these settings into `folder`: its `lint.json` and an
    /// annotated PNG per finding. Nil for a JSON tree, which lint does not take.
    func lint(_ settings: PreviewSettings, into folder: URL) throws -> Bool {
        try? FileManager.default.removeItem(at: folder)
        let common = ["--device", settings.device, "--os", settings.os.rawValue, "--locale", settings.locale,
                      "--format", "json", "--out", folder.path]
        do {
            switch self {
            case .tree: return false
            case .example(let id, let catalog):
                try WidgetCatalog.$current.withValue(catalog) {
                    try VignetteCommand.runQuietly(["lint", "--widget", id] + common)
                }
            case .package(let runner, let widget):
                try runner.runQuietly(["lint", "--widget", widget] + common, outputFolder: folder.path)
            }
        } catch where FileManager.default.fileExists(atPath: folder.appendingPathComponent("lint.json").path) {
            // lint exits non-zero when it finds errors; its report is what the page shows.
        }
        return true
    }

    /// The time slider's marks (`HH:MM`) for a bundled example: the entries its provider returns
    /// through the simulated first sample day (the timeline simulator), else its sample moments.
    /// None for a tree or a package (the page's slider still covers every minute).
    var dayMarks: [String] {
        guard case .example(let id, let catalog) = self,
              let definition = catalog.definitions.first(where: { $0.id == id }) else { return [] }
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = definition.timeZone
        formatter.dateFormat = "HH:mm"
        var dates = definition.moments.map(\.date)
        if let timeline = catalog.timelines.first(where: { $0.kind == id }), let day = dates.first,
           let result = try? timeline.simulate(timeline.scenario(day: day)) {
            var calendar = Calendar(identifier: .gregorian)
            calendar.timeZone = definition.timeZone
            dates = result.frames.map(\.entryDate).filter { calendar.isDate($0, inSameDayAs: day) }
        }
        var seen = Set<String>()
        return dates.sorted().map { formatter.string(from: $0) }.filter { seen.insert($0).inserted }
    }
}

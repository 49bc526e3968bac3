import Foundation
import Vignette
import VignetteCLI
import VignetteTool

/// The preview's state: the source's current good version, its last failure (kept beside the
/// last good render), the grids rendered for the page's settings, and for a package the
/// `preview-worker` of its last good build.
actor PreviewSession {
    /// Why the current source cannot be shown: a tree that does not parse, a package that does
    /// not compile (its errors with file and line).
    struct Problem: Codable, Sendable, Equatable {
        var message: String
        var diagnostics: [CompilerDiagnostic]
    }

    /// What `/api/grid` answers.
    struct Grid: Codable, Sendable {
        var version: Int
        /// The settings' key, which the `image` events of this grid carry.
        var key: String
        var building: Bool
        var problem: Problem?
        var images: [GridImage]
        var renderError: String?
        var lint: [LintItem]?
        var marks: [String]
        /// Why the slider has no entry marks (a tree, a widget without a provider), if so.
        var marksNote: String?
        /// Whether the render failed because the package's worker ended or never started: such
        /// a grid is not kept, so the next request starts a fresh worker and draws again.
        var workerEnded = false

        private enum CodingKeys: String, CodingKey {
            case version, key, building, problem, images, renderError, lint, marks, marksNote
        }
    }

    let source: PreviewSource
    /// Renders and lint reports, below `/images/`.
    let work: URL
    let hub: UpdateHub
    /// Bumped each time a new version of the source is in place (parsed or built).
    private(set) var version = 0
    private(set) var building = false
    private(set) var problem: Problem?
    private var grids: [String: Task<Grid, Never>] = [:]
    /// The time slider's marks: a package's are asked of its worker after each build.
    private var dayMarks: DayMarks
    /// The package's worker for the current version (nil for a tree or an example).
    private var worker: PackageWorker?
    /// Why the last worker could not be started, for the page (nil when it could).
    private var workerError: String?
    /// Writes a line to the terminal (standard error); the worker's failures go there too.
    private let log: @Sendable (String) -> Void
    /// What was written to the terminal, by version (`tell`).
    private var logged: Set<String> = []
    /// The settings a page asked for last: a new version renders them at once (only those: on a
    /// shared machine a second grid, or a lint run, would slow the first one down).
    private var lastAsked: (settings: PreviewSettings, lint: Bool)?

    init(
        source: PreviewSource, work: URL, hub: UpdateHub,
        log: @escaping @Sendable (String) -> Void = {
            FileHandle.standardError.write(Data("vignette preview: \($0)\n".utf8))
        }
    ) {
        self.source = source
        dayMarks = source.dayMarks
        self.work = work
        self.hub = hub
        self.log = log
    }

    /// Reads (a tree) or builds (a package) the source as it is now, then tells the pages and
    /// renders the grids they were showing.
    func refresh() async {
        hub.publish(PreviewEvent(kind: .changed, version: version))
        switch source {
        case .example:
            version += 1
        case .tree(let file, let lastGood):
            do {
                let data = try Data(contentsOf: file)
                _ = try Node.decode(jsonAt: file)
                try data.write(to: lastGood, options: .atomic)
                problem = nil
                version += 1
            } catch {
                problem = Problem(
                    message: "\(file.lastPathComponent) does not parse (the last good render is shown): \(error)",
                    diagnostics: [])
            }
        case .package(let runner, _):
            building = true
            hub.publish(PreviewEvent(kind: .building, version: version))
            let failure: String? = await Task.detached {
                do {
                    try runner.buildProduct()
                    return nil
                } catch { return "\(error)" }
            }.value
            building = false
            if let failure {
                problem = Problem(
                    message: failure.split(separator: "\n").first.map(String.init) ?? failure,
                    diagnostics: CompilerDiagnostic.errors(in: failure, relativeTo: runner.folder))
            } else {
                problem = nil
                version += 1
                // The new executable starts while the pages hear of the version.
                worker?.stop()
                startWorker(runner)
            }
        }
        pruneRenders()
        hub.publish(PreviewEvent(kind: problem == nil ? .updated : .failed, version: version))
        guard problem == nil else { return }
        let first = lastAsked.map { gridTask($0.settings, lint: $0.lint) }
        if case .package(_, let widget) = source, let worker {
            // Not awaited: the watcher waits for this call before it looks for the next save.
            Task { await updateMarks(widget, from: worker, after: first) }
        }
    }

    /// Starts a worker of the current build; when it cannot start, the reason is kept for the
    /// page (instead of "no build yet") and written to the terminal.
    private func startWorker(_ runner: WidgetPackageRunner) {
        do {
            worker = try runner.startWorker()
            workerError = nil
        } catch {
            worker = nil
            workerError = "cannot start \(runner.product)'s preview worker: \(error)"
            tell(workerError!)
        }
    }

    /// Writes `message` to the terminal once per version: pages ask again and again.
    private func tell(_ message: String) {
        if logged.insert("v\(version): \(message)").inserted { log(message) }
    }

    /// A package's marks, asked of `worker` after the first grid (it answers one request at a time).
    private func updateMarks(_ widget: String, from worker: PackageWorker, after first: Task<Grid, Never>?) async {
        let marks = await Task.detached {
            _ = await first?.value
            return try? worker.marks(of: widget)
        }.value
        guard let marks, worker === self.worker else { return }
        dayMarks = marks
        hub.publish(PreviewEvent(kind: .marks, version: version, marks: marks))
    }

    /// Drops the pictures of versions before the previous one (a page may still show that one).
    private func pruneRenders() {
        for folder in ["renders", "lint"] {
            let root = work.appendingPathComponent(folder)
            for name in (try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? [] {
                if let old = Int(name.dropFirst()), name.hasPrefix("v"), old < version - 1 {
                    try? FileManager.default.removeItem(at: root.appendingPathComponent(name))
                }
            }
        }
    }

    /// The grid for `settings` at the current version, rendered once and kept.
    func grid(_ settings: PreviewSettings, lint: Bool) async -> Grid {
        lastAsked = (settings, lint)
        let task = gridTask(settings, lint: lint)
        var grid = await task.value
        if let error = grid.renderError, grid.version == version { tell(error) }
        if grid.workerEnded { forget(task, settings) }
        grid.building = building
        grid.problem = problem
        grid.marks = dayMarks.marks
        grid.marksNote = dayMarks.note
        return grid
    }

    /// Drops a grid the worker's end spoilt (and the pictures under its lint), so the next
    /// request renders it again; the error was that request's answer, not the picture.
    private func forget(_ task: Task<Grid, Never>, _ settings: PreviewSettings) {
        let key = "v\(version)/\(settings.key)"
        guard grids[key] == task || grids[key + "/lint"] == task else { return }
        grids[key] = nil
        grids[key + "/lint"] = nil
    }

    private func gridTask(_ settings: PreviewSettings, lint: Bool) -> Task<Grid, Never> {
        let key = "v\(version)/\(settings.key)" + (lint ? "/lint" : "")
        if let task = grids[key] { return task }
        if case .package(let runner, _) = source, version > 0, worker?.isRunning != true {
            // The last one ended (a provider trapped) or never started: a fresh process of the same build.
            startWorker(runner)
        }
        let task: Task<Grid, Never>
        if lint {
            // The pictures are the grid's without lint (rendered once, into the same folder).
            let pictures = gridTask(settings, lint: false)
            task = Task.detached { [source, work, version, worker, workerError] in
                Self.lint(
                    source, settings, onto: await pictures.value, version: version, work: work, worker: worker,
                    workerError: workerError)
            }
        } else {
            task = Task.detached { [source, work, version, hub, worker, workerError] in
                Self.render(
                    source, settings, version: version, work: work, worker: worker, workerError: workerError, hub: hub)
            }
        }
        grids = grids.filter { $0.key.hasPrefix("v\(version)/") }
        grids[key] = task
        return task
    }

    private static func render(
        _ source: PreviewSource, _ settings: PreviewSettings, version: Int,
        work: URL, worker: PackageWorker?, workerError: String?, hub: UpdateHub
    ) -> Grid {
        let relative = "renders/v\(version)/\(settings.key)"
        let prefix = "/images/\(relative)/"
        var grid = Grid(
            version: version, key: settings.key, building: false, problem: nil, images: [], renderError: nil,
            lint: nil, marks: [], marksNote: nil)
        guard version > 0 else { return grid }
        do {
            try source.render(
                settings, into: work.appendingPathComponent(relative), worker: worker, workerError: workerError
            ) { path in
                // Each picture to the pages as soon as it is written.
                let name = URL(fileURLWithPath: path).lastPathComponent
                guard let (family, appearance) = GridImage.parse(fileName: name) else { return }
                hub.publish(
                    PreviewEvent(
                        kind: .image, version: version, key: settings.key,
                        image: GridImage(family: family, appearance: appearance, url: prefix + name + "?v=\(version)")))
            }
            grid.images = GridImage.list(in: work.appendingPathComponent(relative), urlPrefix: prefix)
                .map {
                    var image = $0
                    image.url += "?v=\(version)"
                    return image
                }
        } catch {
            grid.renderError = "\(error)"
            grid.workerEnded = source.runsInWorker && worker?.isRunning != true
        }
        hub.publish(PreviewEvent(kind: .rendered, version: version, key: settings.key))
        return grid
    }

    /// `grid` with the findings of `vignette lint` for these settings.
    private static func lint(
        _ source: PreviewSource, _ settings: PreviewSettings, onto grid: Grid, version: Int,
        work: URL, worker: PackageWorker?, workerError: String?
    ) -> Grid {
        var grid = grid
        let relative = "lint/v\(version)/\(settings.key)"
        let folder = work.appendingPathComponent(relative)
        do {
            try source.lint(settings, into: folder, worker: worker, workerError: workerError)
            grid.lint = LintItem.read(folder: folder, urlPrefix: "/images/\(relative)/")
        } catch {
            grid.renderError = (grid.renderError.map { $0 + "\n" } ?? "") + "lint: \(error)"
            grid.workerEnded = grid.workerEnded || (source.runsInWorker && worker?.isRunning != true)
        }
        return grid
    }
}

/// One lint finding as the overlay shows it: its rule and message, where (the frame of the
/// offending node in widget points, drawn on the grid's picture), and lint's annotated picture.
struct LintItem: Codable, Sendable, Equatable {
    var rule: String
    var severity: String
    var message: String
    var family: String?
    var appearance: String?
    /// x, y, width, height in points; nil when the whole widget is at fault.
    var frame: [Double]?
    var image: String?

    /// The findings in `folder/lint.json`, each with the annotated PNG `lint` wrote for it
    /// (`NNN_…png`, NNN its position from 1).
    static func read(folder: URL, urlPrefix: String) -> [LintItem] {
        guard let data = try? Data(contentsOf: folder.appendingPathComponent("lint.json")),
            let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
            let findings = json["findings"] as? [[String: Any]]
        else { return [] }
        let pictures =
            (try? FileManager.default.contentsOfDirectory(atPath: folder.path))?.filter { $0.hasSuffix(".png") } ?? []
        return findings.enumerated().map { index, finding in
            let prefix = String(format: "%03d_", index + 1)
            let frame = (finding["frame"] as? [NSNumber])?.map(\.doubleValue)
            return LintItem(
                rule: finding["rule"] as? String ?? "", severity: finding["severity"] as? String ?? "",
                message: finding["message"] as? String ?? "", family: finding["family"] as? String,
                appearance: finding["appearance"] as? String, frame: frame?.count == 4 ? frame : nil,
                image: pictures.first { $0.hasPrefix(prefix) }.map { urlPrefix + $0 })
        }
    }
}

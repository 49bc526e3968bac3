import Foundation
import Vignette
import VignetteCairo

/// The preview's state: the source's current good version, its last failure (kept beside the
/// last good render), and the grids rendered for the page's settings.
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
        var building: Bool
        var problem: Problem?
        var images: [GridImage]
        var renderError: String?
        var lint: [LintItem]?
        var marks: [String]
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
    /// The time slider's marks, worked out once.
    private let marks: [String]

    init(source: PreviewSource, work: URL, hub: UpdateHub) {
        self.source = source
        marks = source.dayMarks
        self.work = work
        self.hub = hub
    }

    /// Reads (a tree) or builds (a package) the source as it is now, then tells the pages.
    func refresh() async {
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
                problem = Problem(message: "\(file.lastPathComponent) does not parse (the last good render is shown): \(error)",
                                  diagnostics: [])
            }
        case .package(let runner, _):
            building = true
            await hub.publish(PreviewEvent(kind: .building, version: version))
            let failure: String? = await Task.detached {
                do { try runner.buildProduct(); return nil } catch { return "\(error)" }
            }.value
            building = false
            if let failure {
                problem = Problem(message: failure.split(separator: "\n").first.map(String.init) ?? failure,
                                  diagnostics: CompilerDiagnostic.errors(in: failure, relativeTo: runner.folder))
            } else {
                problem = nil
                version += 1
            }
        }
        pruneRenders()
        await hub.publish(PreviewEvent(kind: problem == nil ? .updated : .failed, version: version))
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
        let key = "v\(version)/\(settings.key)" + (lint ? "/lint" : "")
        let task = grids[key] ?? Task.detached { [source, work, version, marks] in
            Self.render(source, settings, lint: lint, version: version, work: work, marks: marks)
        }
        grids = grids.filter { $0.key.hasPrefix("v\(version)/") }
        grids[key] = task
        var grid = await task.value
        grid.building = building
        grid.problem = problem
        return grid
    }

    private static func render(_ source: PreviewSource, _ settings: PreviewSettings, lint: Bool, version: Int,
                               work: URL, marks: [String]) -> Grid {
        let relative = "renders/v\(version)/\(settings.key)"
        var grid = Grid(version: version, building: false, problem: nil, images: [], renderError: nil, lint: nil,
                        marks: marks)
        guard version > 0 else { return grid }
        do {
            try source.render(settings, into: work.appendingPathComponent(relative))
            grid.images = GridImage.list(in: work.appendingPathComponent(relative), urlPrefix: "/images/\(relative)/")
                .map { var image = $0; image.url += "?v=\(version)"; return image }
        } catch {
            grid.renderError = "\(error)"
        }
        if lint {
            let lintRelative = "lint/v\(version)/\(settings.key)"
            let folder = work.appendingPathComponent(lintRelative)
            do {
                if try source.lint(settings, into: folder) {
                    grid.lint = LintItem.read(folder: folder, urlPrefix: "/images/\(lintRelative)/")
                }
            } catch {
                grid.renderError = (grid.renderError.map { $0 + "\n" } ?? "") + "lint: \(error)"
            }
        }
        return grid
    }
}

/// One lint finding as the overlay shows it: its rule and message, where, and the annotated picture.
struct LintItem: Codable, Sendable, Equatable {
    var rule: String
    var severity: String
    var message: String
    var family: String?
    var appearance: String?
    var image: String?

    /// The findings in `folder/lint.json`, each with the annotated PNG `lint` wrote for it
    /// (`NNN_…png`, NNN its position from 1).
    static func read(folder: URL, urlPrefix: String) -> [LintItem] {
        guard let data = try? Data(contentsOf: folder.appendingPathComponent("lint.json")),
              let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let findings = json["findings"] as? [[String: Any]] else { return [] }
        let pictures = (try? FileManager.default.contentsOfDirectory(atPath: folder.path))?.filter { $0.hasSuffix(".png") } ?? []
        return findings.enumerated().map { index, finding in
            let prefix = String(format: "%03d_", index + 1)
            return LintItem(rule: finding["rule"] as? String ?? "", severity: finding["severity"] as? String ?? "",
                            message: finding["message"] as? String ?? "", family: finding["family"] as? String,
                            appearance: finding["appearance"] as? String,
                            image: pictures.first { $0.hasPrefix(prefix) }.map { urlPrefix + $0 })
        }
    }
}

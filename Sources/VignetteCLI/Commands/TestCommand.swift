import ArgumentParser
import Foundation
import Vignette
import VignetteSnapshots

/// `vignette test`'s check: every widget and Live Activity of the catalogue rendered in the matrix
/// `vignette.json` asks for and compared with its reference under Snapshots/vignette-test/, as
/// `assertSnapshot` compares; `results.json` and the pictures written. Exit status 0 all match,
/// 1 differences, 2 errors. A widget bundle runs this; the `vignette` executable's `test`
/// (VignetteTool) runs it in-process or in a package's executable, then writes the JUnit, HTML and Markdown reports.
package struct TestCommand: ParsableCommand {
    package static let configuration = CommandConfiguration(
        commandName: "test",
        abstract:
            "Snapshot-test every widget and Live Activity with no test code: compare with Snapshots/, write JUnit, HTML and Markdown reports.",
        discussion: """
            The matrix comes from vignette.json in the package folder (Docs/CI.md). Exit status: \
            0 every image matches, 1 an image differs or has no reference, 2 an image could not be rendered.
            """
    )

    @OptionGroup package var packageOptions: PackageOptions

    @Option(
        help: "The folder holding vignette.json and Snapshots/. Default: --package, else the current folder.",
        completion: .directory, transform: OptionText.required("a folder path"))
    package var root: String?

    @Option(
        help: "Write references: missing, failed or all. Default: none when CI is set, else missing.",
        transform: OptionText.required("missing, failed or all"))
    package var record: String?

    @Option(
        help: "Only part i of n (e.g. 1/4), for a CI job matrix; every image is in exactly one part.",
        transform: OptionText.required("a part like 1/4"))
    package var shard: String?

    @Option(help: "Only these widgets or Live Activities (repeatable).", transform: OptionText.required("a widget id"))
    package var widget: [String] = []

    @OptionGroup package var sampling: SampleStateOptions

    @Option(
        help:
            "Report folder: junit.xml, index.html, the Markdown summary, results.json. Default: <root>/.build/vignette-test.",
        completion: .directory, transform: OptionText.required("a folder path"))
    package var out: String?

    @Option(help: "Images checked at once. Default: the number of cores.")
    package var jobs: Int = ProcessInfo.processInfo.activeProcessorCount

    @Option(
        help:
            "With --package: seconds each widget, Live Activity or preview may take; one that runs longer, or traps, is reported by name and the others still run. Default: 300."
    )
    package var timeout: Double = 300

    /// The subjects as JSON (id, source), for the isolated runs of `--package`.
    @Flag(help: .hidden) var listSubjects = false

    /// Shard over every subject's images though `--widget` checks only some (an isolated run).
    @Flag(help: .hidden) var partitionAll = false

    package init() {}

    /// The report folder: `--out`, else `<root>/.build/vignette-test`.
    package var outFolder: URL {
        out.map { URL(fileURLWithPath: $0, isDirectory: true) }
            ?? URL(fileURLWithPath: root ?? ".", isDirectory: true).standardizedFileURL
            .appendingPathComponent(".build/vignette-test")
    }

    package func validate() throws {
        if let record, !["missing", "failed", "all"].contains(record) {
            throw ValidationError("--record '\(record)': expected missing, failed or all")
        }
        if jobs < 1 { throw ValidationError("--jobs \(jobs): expected 1 or more") }
        if !(timeout > 0) { throw ValidationError("--timeout \(timeout): expected a number of seconds above 0") }
    }

    package func run() throws {
        do {
            try check()
        } catch let error as ExitCode {
            throw error
        } catch {
            // A bad vignette.json, a package that does not build: an error, not a difference.
            Console.writeError("Error: \(VignetteCommand.message(for: error))\n")
            throw ExitCode(2)
        }
    }

    private func check() throws {
        if packageOptions.package != nil { throw PackageOptions.notHere }
        let rootURL = URL(fileURLWithPath: root ?? ".", isDirectory: true).standardizedFileURL
        let outURL = outFolder
        let part = try shard.map { try Shard($0, source: "--shard") } ?? .all
        let configuration = try TestConfiguration.load(folder: rootURL)
        if listSubjects { return try Self.listSubjects() }
        let run = try TestRun(
            catalog: .current, configuration: configuration, packageRoot: rootURL, only: widget,
            sampling: { try sampling.resolve($0) })
        let among =
            partitionAll
            ? try TestRun(
                catalog: .current, configuration: configuration, packageRoot: rootURL, only: [],
                sampling: { try sampling.resolve($0, warning: false) }
            ).units.flatMap(\.paths) : nil
        var environment = ProcessInfo.processInfo.environment
        if let record { environment[SnapshotRecordMode.environmentKey] = record }
        environment["VIGNETTE_RUN_ID"] =
            environment["VIGNETTE_RUN_ID"] ?? "vignette-test-\(part.index)-of-\(part.count)"
        environment["VIGNETTE_ARTIFACTS"] = outURL.appendingPathComponent("artifacts").path
        let pictures = outURL.appendingPathComponent("images")
        try? FileManager.default.removeItem(at: pictures)
        try FileManager.default.createDirectory(at: pictures, withIntermediateDirectories: true)
        let images = run.check(shard: part, among: among, environment: environment, jobs: jobs, pictures: pictures) {
            done, total, left in
            Console.writeError("[\(done)/\(total)] \(String(format: "%.0f", left)) s left\n")
        }
        let reports = TestResults(
            configuration: Self.describe(configuration, shardCount: part.count)
                + (part == .all ? "" : " · shard \(part)"), images: images)
        try reports.write(to: outURL)
        Self.printFailures(images)
        let orphans = TestOrphans.list(
            packageRoot: rootURL, produced: Set(run.units.flatMap(\.paths)), subjects: widget)
        if !orphans.isEmpty {
            Console.print(
                "\(orphans.count) references under Snapshots/\(TestRun.group)/ no longer produced (vignette snapshots prune --delete removes them):"
            )
            orphans.forEach { Console.print("  " + $0) }
        }
        Console.print(reports.markdownCounts + "; reports in \(outURL.path)")
        if reports.exitCode != 0 { throw ExitCode(reports.exitCode) }
    }

    /// One line per image that fails the run; an error with its message.
    package static func printFailures(_ images: [TestImage]) {
        for image in images where image.fails {
            Console.print(
                "\(image.status.rawValue): \(image.path)" + (image.status == .error ? " — \(image.message)" : ""))
        }
    }

    private static func listSubjects() throws {
        let catalog = WidgetCatalog.current
        let subjects =
            (catalog.definitions + catalog.previews).map { TestSubject(id: $0.id, source: $0.displayName) }
            + catalog.activities.map { TestSubject(id: $0.id, source: $0.displayName) }
        Console.print(String(decoding: try JSONEncoder().encode(subjects), as: UTF8.self))
    }

    /// The configuration in one line, equal for shards of one run (`report merge` compares it).
    static func describe(_ configuration: TestConfiguration, shardCount: Int) -> String {
        func text(_ m: TestConfiguration.Matrix) -> String {
            let parts: [(String, [String]?)] = [
                ("devices", m.devices), ("os", m.os?.map(\.rawValue)), ("families", m.families?.map(\.rawValue)),
                ("appearances", m.appearances?.map(\.rawValue)), ("locales", m.locales),
                ("dynamicTypeSizes", m.dynamicTypeSizes?.map(\.rawValue)),
            ]
            let given = parts.compactMap { key, values in values.map { "\(key)=\($0.joined(separator: ","))" } }
            return given.isEmpty ? "defaults" : given.joined(separator: " ")
        }
        let widgets = configuration.widgets.keys.sorted().map { "\($0): \(text(configuration.widgets[$0]!))" }
        return ([text(configuration.all)] + widgets).joined(separator: "; ")
            + " · \(shardCount) shard\(shardCount == 1 ? "" : "s")"
    }
}

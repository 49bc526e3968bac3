import ArgumentParser
import Foundation
import VignetteCLI

/// `vignette report merge DIR…`: the report folders of `vignette test --shard i/n` jobs joined
/// into one JUnit file, one HTML report and one summary.
struct ReportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "report",
        abstract: "Work with vignette test reports.",
        subcommands: [ReportMergeCommand.self]
    )
}

/// `vignette report merge`: refuses shards of different configurations, naming the difference.
struct ReportMergeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "merge",
        abstract:
            "Join the report folders of vignette test shards into one junit.xml, index.html and Markdown summary.",
        discussion:
            "Exit status as vignette test's: 0 every image matches, 1 differences, 2 errors (or folders that cannot be merged)."
    )

    @Argument(
        help: "Report folders written by vignette test --shard i/n (each holds results.json).", completion: .directory)
    var folders: [String]

    @Option(
        help: "Output folder. Default: vignette-report.", completion: .directory,
        transform: OptionText.required("a folder path"))
    var out: String = "vignette-report"

    func run() throws {
        let merged: TestReports
        do {
            merged = try Self.merge(
                folders.map { URL(fileURLWithPath: $0, isDirectory: true) },
                into: URL(fileURLWithPath: out, isDirectory: true))
        } catch {
            Console.writeError("Error: \(VignetteCommand.message(for: error))\n")
            throw ExitCode(2)
        }
        Console.print(merged.markdownCounts + "; merged report in \(out)")
        if merged.exitCode != 0 { throw ExitCode(merged.exitCode) }
    }

    /// Reads every folder's results.json, copies its pictures and writes the joined reports.
    static func merge(_ folders: [URL], into out: URL) throws -> TestReports {
        guard !folders.isEmpty else { throw ValidationError("report merge needs at least one report folder") }
        var shards: [(URL, TestResults)] = []
        for folder in folders {
            let file = folder.appendingPathComponent("results.json")
            guard let data = try? Data(contentsOf: file),
                let results = try? JSONDecoder().decode(TestResults.self, from: data)
            else {
                throw ValidationError("\(file.path): no results.json of vignette test in this folder")
            }
            shards.append((folder, results))
        }
        let base = Self.unsharded(shards[0].1.configuration)
        for (folder, results) in shards.dropFirst() where Self.unsharded(results.configuration) != base {
            throw ValidationError(
                """
                \(folder.path) was run with a different configuration than \(shards[0].0.path):
                  \(shards[0].0.lastPathComponent): \(base)
                  \(folder.lastPathComponent): \(Self.unsharded(results.configuration))
                """)
        }
        let pictures = out.appendingPathComponent("images")
        try FileManager.default.createDirectory(at: pictures, withIntermediateDirectories: true)
        for (folder, _) in shards {
            let source = folder.appendingPathComponent("images")
            for name in (try? FileManager.default.contentsOfDirectory(atPath: source.path)) ?? [] {
                let target = pictures.appendingPathComponent(name)
                try? FileManager.default.removeItem(at: target)
                try FileManager.default.copyItem(at: source.appendingPathComponent(name), to: target)
            }
        }
        let images = shards.flatMap(\.1.images).sorted { ($0.subject, $0.path) < ($1.subject, $1.path) }
        let reports = TestReports(images: images, configuration: base + " · \(shards.count) shards merged")
        try reports.write(to: out)
        return reports
    }

    /// A configuration line without its ` · shard i/n` tail, which differs between shards by design.
    private static func unsharded(_ configuration: String) -> String {
        configuration.components(separatedBy: " · shard ").first ?? configuration
    }
}

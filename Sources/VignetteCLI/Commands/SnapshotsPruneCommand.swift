import ArgumentParser
import Foundation
import VignetteSnapshots

/// `vignette snapshots prune`: lists (or with `--delete` removes) the references under
/// `Snapshots/` that the last test run did not produce.
struct SnapshotsPruneCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "prune",
        abstract: "List references under Snapshots/ that the last test run did not produce; --delete removes them.",
        discussion: """
            Each snapshot test run records the references it produced in \
            .build/vignette-snapshots/runs/. Run the whole suite first: after a filtered run \
            (swift test --filter …) every reference outside the filter looks unused.
            """
    )

    @Option(
        help: "The package folder (the one holding Package.swift and Snapshots/). Default: the current folder.",
        completion: .directory,
        transform: OptionText.required("a folder path"))
    var packagePath: String = "."

    @Flag(help: "Delete the unused references instead of listing them.")
    var delete = false

    func run() throws {
        let plan = try SnapshotPruning(packageRoot: URL(fileURLWithPath: packagePath, isDirectory: true))
        Console.print(Self.output(plan, deleting: delete), terminator: "")
        if delete { try plan.delete() }
    }

    /// The text the command prints, ending in a newline.
    static func output(_ plan: SnapshotPruning, deleting: Bool) -> String {
        let when = ISO8601DateFormatter().string(from: plan.date)
        var lines = ["last test run: \(plan.run) (\(when)) produced \(plan.produced.count) references"]
        if plan.orphans.isEmpty {
            lines.append("no unused references under Snapshots/")
        } else {
            let count = plan.orphans.count == 1 ? "1 reference" : "\(plan.orphans.count) references"
            lines.append(deleting ? "deleting \(count) no test produced:" : "\(count) no test produced:")
            lines += plan.orphans.map { "  " + $0 }
            if !deleting {
                lines.append("dry run: nothing deleted; run 'vignette snapshots prune --delete' to remove them")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }
}

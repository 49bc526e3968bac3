import Foundation

/// Identifies one test run (one `swift test`), which may span several processes: the
/// XCTest and Swift Testing passes and `--parallel` workers are all children of it.
///
/// Failure reports and the record of touched references are kept per run, so a new run
/// starts a new report and `vignette snapshots prune` sees what the last run produced.
public enum SnapshotRun {
    /// `VIGNETTE_RUN_ID` when set; else the parent process's id and start time, which the
    /// processes of one `swift test` share and a later run does not.
    public static func identifier(environment: [String: String]) -> String {
        if let given = environment["VIGNETTE_RUN_ID"], !given.isEmpty { return SnapshotLocation.sanitized(given) }
        return parentIdentifier
    }

    private static let parentIdentifier: String = {
        let parent = getppid()
        // Field 22 of /proc/<pid>/stat is the start time in clock ticks since boot; the
        // command name (field 2) may hold spaces, so count fields after its closing ')'.
        if let stat = try? String(contentsOfFile: "/proc/\(parent)/stat", encoding: .utf8),
            let close = stat.lastIndex(of: ")")
        {
            let fields = stat[stat.index(after: close)...].split(separator: " ")
            if fields.count > 19 { return "run-\(parent)-\(fields[19])" }
        }
        return "run-\(parent)"
    }()
}

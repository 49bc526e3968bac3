import ArgumentParser

/// `vignette snapshots`: housekeeping for the snapshot references under `Snapshots/`.
struct SnapshotsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "snapshots",
        abstract: "Look after snapshot references: find and remove the ones no test produces.",
        subcommands: [SnapshotsPruneCommand.self]
    )
}

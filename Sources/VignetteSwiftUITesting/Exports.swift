// `import VignetteSwiftUITesting` brings the snapshot and lint types (`SnapshotRecordMode`,
// `SnapshotStrategy`, `LintRule`…) with it, as `import VignetteTesting` does.
@_exported import VignetteTesting

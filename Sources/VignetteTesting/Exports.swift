// `import VignetteTesting` brings the strategy, tolerance and record-mode types with it.
@_exported import VignetteSnapshots

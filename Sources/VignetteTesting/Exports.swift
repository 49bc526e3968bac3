// `import VignetteTesting` brings the strategy, tolerance and record-mode types with it,
// and the lint's values (`LintFinding`, `LintRule.Severity`) for `assertNoLintFindings`.
@_exported import VignetteSnapshots
@_exported import VignetteLint

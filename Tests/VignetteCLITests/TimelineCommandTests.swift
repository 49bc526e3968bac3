import ArgumentParser
import Foundation
import Testing
import Vignette
import VignetteTimeline
@testable import VignetteCLI
import VignetteExampleCatalog

/// `vignette timeline` and `vignette stack`, run in-process.
@Suite(.serialized) struct TimelineCommandTests {
    func run(_ arguments: [String]) throws {
        try WidgetCatalog.withExamples {
            var command = try VignetteCommand.parseAsRoot(arguments)
            try command.run()
        }
    }

    func failure(_ arguments: [String]) -> String? {
        do {
            try run(arguments)
            return nil
        } catch { return VignetteCommand.message(for: error) }
    }

    @Test func timelineWritesReportChartAndFilmstrip() throws {
        let out = FileManager.default.temporaryDirectory.appendingPathComponent(
            "vignette-timeline-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: out) }
        try run(["timeline", "--widget", "course-schedule-naive", "--day", "2026-11-23", "--out", out.path])
        let stem = out.appendingPathComponent("course-schedule-naive_2026-11-23").path
        let json = try Data(contentsOf: URL(fileURLWithPath: stem + "_timeline.json"))
        let report = try JSONDecoder().decode(SimulationReport.self, from: json)
        #expect(report.minutes.count == 1440 && (report.summary.wrongMinutes ?? 0) > 0)
        for suffix in ["_chart.png", "_filmstrip.png"] {
            let png = try Data(contentsOf: URL(fileURLWithPath: stem + suffix))
            #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        }
    }

    /// `--animate day`: an APNG whose frames are the entries held a second each and the changes
    /// between them; `--animate HH:mm`: one change only.
    @Test func animateWritesAnAnimatedPNG() throws {
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("vignette-animate-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: out) }
        try run([
            "timeline", "--widget", "weather", "--day", "2026-11-23", "--family", "systemSmall", "--animate", "09:00",
            "--scale", "1", "--out", out.path,
        ])
        let apng = try Data(contentsOf: out.appendingPathComponent("weather_2026-11-23_animation.png"))
        let steps = TimelineAnimation.progressSteps
        #expect(steps.count == 23 && steps.last! >= 0.999)
        // acTL right after IHDR: the still before, a frame per step (the last is the new entry, held).
        #expect(apng[37..<41] == Data("acTL".utf8))
        #expect(apng[41..<45].reduce(0) { $0 << 8 | Int($1) } == 1 + steps.count)
        #expect(
            failure(["timeline", "--widget", "weather", "--day", "2026-11-23", "--animate", "25:00", "--out", out.path])
                == "The value '25:00' is invalid for '--animate <day|HH:mm>': expected day, or the local time of a change as HH:mm, like 09:45"
        )
        let early = failure([
            "timeline", "--widget", "weather", "--day", "2026-11-23", "--animate", "00:00", "--out", out.path,
        ])
        #expect(
            early?.hasPrefix("invalid --animate '00:00': expected a time at or after a change: ") == true,
            "\(early ?? "")")
    }

    @Test func stackWritesJSONAndChart() throws {
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("vignette-stack-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: out) }
        try run([
            "stack", "--widgets", "course-schedule-naive,course-schedule", "--day", "2026-11-23", "--out", out.path,
        ])
        let json = try Data(contentsOf: out.appendingPathComponent("stack_2026-11-23.json"))
        let stack = try JSONDecoder().decode(SmartStackReport.self, from: json)
        // The naive widget gives no relevance, so the recommended one rotates up.
        #expect(stack.rotations.first?.to == "course-schedule")
        #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent("stack_2026-11-23_chart.png").path))
    }

    @Test func errorsNameTheInput() {
        #expect(
            failure(["timeline", "--widget", "course-schedul", "--day", "2026-11-23"])
                == "unknown timeline widget 'course-schedul'; did you mean 'course-schedule'? known: "
                + WidgetCatalog.examples.timelines.map(\.kind).joined(separator: ", "))
        #expect(
            failure(["timeline", "--widget", "course-schedule", "--day", "23/11/2026"])
                == "invalid --day '23/11/2026': expected a date as YYYY-MM-DD, like 2026-11-23")
        #expect(
            failure(["timeline", "--widget", "course-schedule", "--day", "2026-02-30"])
                == "invalid --day '2026-02-30': expected a date as YYYY-MM-DD, like 2026-11-23")
        #expect(
            failure(["timeline", "--widget", "course-schedule", "--day", "2026-11-23", "--lock", "14:40-13:30"])
                == "invalid --lock '14:40-13:30': expected a period like 13:30-14:40 (HH:mm-HH:mm, end after start, 24:00 allowed), or none"
        )
        #expect(
            failure(["stack", "--widgets", "course-schedule,nope", "--day", "2026-11-23"])?
                .hasPrefix("unknown timeline widget 'nope'") == true)
    }
}

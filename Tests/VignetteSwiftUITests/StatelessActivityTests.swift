import ActivityKit
import Foundation
import SwiftUI
import Testing
import Vignette
import VignetteCLI
import WidgetKit

private struct TimerAttributes: ActivityAttributes {
    struct ContentState: Codable, Hashable {
        var seconds: Int
    }
}

/// A Live Activity with no `#Preview`: nothing gives it a content state to draw.
private struct TimerActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: TimerAttributes.self) { context in
            Text(verbatim: "\(context.state.seconds) s")
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.center) { Text(verbatim: "\(context.state.seconds)") }
            } compactLeading: {
                Text(verbatim: "T")
            } compactTrailing: {
                Text(verbatim: "\(context.state.seconds)")
            } minimal: {
                Text(verbatim: "T")
            }
        }
    }
}

private struct TimerBundle: WidgetBundle {
    var body: some Widget { TimerActivity() }
}

/// Rendering a Live Activity without content states fails saying how to give some, and writes nothing.
@Suite struct StatelessActivityTests {
    @Test func renderingAnActivityWithoutStatesIsAnError() throws {
        let out = FileManager.default.temporaryDirectory.appendingPathComponent(
            "vignette-stateless-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: out) }
        var message: String?
        WidgetCatalog.$current.withValue(WidgetCatalog(bundle: TimerBundle())) {
            do { try VignetteCommand.run(["render", "--widget", "TimerActivity", "--out", out.path]) } catch {
                message = VignetteCommand.message(for: error)
            }
        }
        let text = try #require(message)
        #expect(
            text.hasPrefix(
                "Live Activity TimerActivity has no content states to draw: add a preview beside its ActivityConfiguration, "
                    + "#Preview(\"Started\", as: .content, using: MyAttributes(…)) { TimerActivity() } contentStates:"))
        #expect(
            text.contains("or draw it with attributes and a state made up from its Codable types with --sample-states"))
        #expect(!FileManager.default.fileExists(atPath: out.appendingPathComponent("TimerActivity").path))
        #expect((try? FileManager.default.contentsOfDirectory(atPath: out.path))?.isEmpty ?? true)
    }

    /// With `--sample-states` it is drawn in every presentation, in the state `sample` made from
    /// its Codable types (`seconds` = 1), with a warning naming it.
    @Test func sampleStatesDrawItEverywhereWithAWarning() throws {
        let out = FileManager.default.temporaryDirectory.appendingPathComponent(
            "vignette-sampled-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: out) }
        let warnings = Collected()
        try WidgetCatalog.$current.withValue(WidgetCatalog(bundle: TimerBundle())) {
            try Console.withErrors(warnings.add) {
                try Console.withOutput({ _ in }) {
                    try VignetteCommand.run([
                        "render", "--widget", "TimerActivity", "--sample-states", "--out", out.path,
                    ])
                }
            }
        }
        let files = try FileManager.default.contentsOfDirectory(atPath: out.path).sorted()
        #expect(
            files
                == ["compact", "expanded", "lockScreen", "minimal", "standBy"].map {
                    "TimerActivity_\($0)_iphone-16-pro-max_ios26_light@3x_sample.png"
                })
        #expect(
            warnings.text
                == "warning: TimerActivity has no #Preview content states; drawing the state 'sample': "
                + "TimerAttributes and its ContentState, decoded from sample values (--sample-states): "
                + "its texts, numbers and dates are placeholders, not your app's\n")
    }

    /// The sampled definition: one state at the preview clock, its views built from `seconds` = 1.
    @Test func theSampledStateIsDrawnFromTheMadeUpValues() throws {
        let listed = try ActivityDefinition(TimerActivity())
        #expect(listed.states.isEmpty && listed.sampleStates != nil)
        let sampled = try #require(try listed.withSampleStates())
        #expect(sampled.states == [ActivityMoment(name: "sample", date: Date(timeIntervalSince1970: 1_795_426_860))])
        #expect(try sampled.withSampleStates() == nil)
        // An activity with preview states keeps them: it has no sampling strategy at all.
        let previewed = try ActivityDefinition(EmojiLiveActivity())
        #expect(previewed.sampleStates == nil)
        #expect(try previewed.withSampleStates() == nil)
        let pipeline = PNGPipeline()
        for (presentation, expected) in [(ActivityPresentation.lockScreen, ["1 s"]), (.compact, ["T", "1"])] {
            let prepared = try sampled.prepare(
                ActivityRenderSpec(presentation: presentation, device: pipeline.device, date: sampled.states[0].date),
                state: 0, textEngine: pipeline.engine, resources: .files())
            let words = prepared.layout.allNodes.filter { $0.kind == .words }.flatMap { $0.lines ?? [] }
            #expect(words == expected, "\(presentation)")
        }
    }

    /// Without the option, asking for every state still fails, and the message names the option.
    @Test func withoutTheOptionTheRenderedActivityStillFails() throws {
        let out = FileManager.default.temporaryDirectory.appendingPathComponent(
            "vignette-unsampled-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: out) }
        var message: String?
        WidgetCatalog.$current.withValue(WidgetCatalog(bundle: TimerBundle())) {
            do {
                try VignetteCommand.run(["render", "--widget", "TimerActivity", "--state", "all", "--out", out.path])
            } catch {
                message = VignetteCommand.message(for: error)
            }
        }
        #expect(try #require(message).contains("--sample-states"))
    }

    /// `vignette test`: without the option the activity is one error image naming the option; with it,
    /// its sample state is drawn (and, with `--record all`, recorded) in light and dark, every presentation.
    @Test func theTestCommandTakesTheOptionToo() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent(
            "vignette-sampled-test-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        func run(_ extra: [String]) -> TestResults? {
            let out = root.appendingPathComponent("out-\(extra.count)")
            WidgetCatalog.$current.withValue(WidgetCatalog(bundle: TimerBundle())) {
                Console.withErrors({ _ in }) {
                    Console.withOutput({ _ in }) {
                        _ = try? VignetteCommand.run(
                            ["test", "--root", root.path, "--out", out.path, "--record", "all", "--jobs", "1"] + extra)
                    }
                }
            }
            return TestResults.read(from: out)
        }
        let without = try #require(run([]))
        #expect(without.images.map(\.status) == [.error])
        #expect(without.images.first?.message.contains("--sample-states") == true)
        let with = try #require(run(["--sample-states"]))
        #expect(
            with.images.count == 10
                && with.images.allSatisfy { $0.status == .recorded && $0.path.hasSuffix("_sample.png") })
    }

    /// What `vignette <arguments> --out <folder>` printed, wrote and threw, run on `TimerBundle`'s catalogue.
    private func runVignette(
        _ arguments: [String]
    ) -> (output: String, errors: String, files: [String], thrown: String?) {
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("vignette-sampled-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: out) }
        let output = Collected(), errors = Collected()
        var thrown: String?
        WidgetCatalog.$current.withValue(WidgetCatalog(bundle: TimerBundle())) {
            Console.withErrors(errors.add) {
                Console.withOutput(output.add) {
                    do {
                        try VignetteCommand.run(arguments + ["--out", out.path])
                    } catch {
                        thrown = VignetteCommand.message(for: error)
                    }
                }
            }
        }
        let files = (FileManager.default.enumerator(atPath: out.path)?.allObjects as? [String]) ?? []
        return (output.text, errors.text, files.sorted(), thrown)
    }

    /// `vignette lint` takes the option too: the activity is linted in its sample state; without it, an
    /// activity with no states is the error `render` gives.
    @Test func theLintCommandTakesTheOptionToo() throws {
        let lint = ["lint", "--widget", "TimerActivity"]
        // Without it, the error render gives (before, lint reported 0 renderings and exited 0).
        let without = runVignette(lint)
        #expect(without.thrown?.hasPrefix("Live Activity TimerActivity has no content states to draw") == true)
        #expect(without.thrown?.contains("--sample-states") == true)
        let with = runVignette(lint + ["--sample-states"])
        #expect(with.thrown == nil)
        #expect(
            with.errors.hasPrefix("warning: TimerActivity has no #Preview content states; drawing the state 'sample'"))
        #expect(with.output.hasSuffix("0 error(s), 2 warning(s), 0 silenced in 24 renderings and 0 timeline(s)\n"))
        #expect(with.output.contains("warning activity-keyline-missing") && with.files.contains("lint.sarif"))
    }

    /// `vignette gallery` too: before, it left a stateless activity out and exited 0.
    @Test func theGalleryCommandTakesTheOptionToo() throws {
        let gallery = ["gallery", "--widget", "TimerActivity", "--jobs", "1"]
        let without = runVignette(gallery)
        #expect(without.thrown?.hasPrefix("Live Activity TimerActivity has no content states to draw") == true)
        #expect(without.files.isEmpty)
        let with = runVignette(gallery + ["--sample-states"])
        #expect(with.thrown == nil)
        #expect(
            with.errors.contains("warning: TimerActivity has no #Preview content states; drawing the state 'sample'"))
        // Five presentations in light and dark, each in its sample state.
        let images = with.files.filter { $0.hasSuffix("_sample.png") }
        #expect(images.count == 10 && with.files.contains("index.html"))
    }
}

/// Text written to a sink, from any thread.
private final class Collected: @unchecked Sendable {
    private let lock = NSLock()
    private var parts: [String] = []
    var text: String { lock.withLock { parts.joined() } }
    @Sendable func add(_ text: String) { lock.withLock { parts.append(text) } }
}

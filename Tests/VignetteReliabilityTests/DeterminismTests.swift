import Foundation
import Testing
import Vignette
import VignetteCairo
import VignetteExamples

/// The same input gives the same bytes (issue 9): every example widget and family of the
/// gallery, light and dark, rendered to PNG and SVG serially, again with fresh engines,
/// and on two threads at once, each thread with its own text engine and renderer
/// (Pango's font maps are not thread-safe).
@Suite struct DeterminismTests {
    struct Job: Sendable {
        var widget: WidgetDefinition
        var spec: WidgetRenderSpec
        var name: String
    }

    static var jobs: [Job] {
        Examples.all.flatMap { widget in
            // The families the default device offers (not systemExtraLarge, an iPad family).
            widget.families.filter { (try? Pipeline.device.widgetSize($0, os: .default)) != nil }.flatMap { family in
                // Light and dark, or the lock screen for accessory families.
                Appearance.all(for: family).prefix(2).map { appearance in
                    let spec = WidgetRenderSpec(
                        family: family, device: Pipeline.device, appearance: appearance,
                        date: widget.moments.first?.date ?? Date(timeIntervalSince1970: 1_795_420_800),
                        timeZone: widget.timeZone)
                    return Job(
                        widget: widget, spec: spec, name: "\(widget.id) \(family.rawValue) \(appearance.rawValue)")
                }
            }
        }
    }

    /// PNG and SVG bytes of each job, in order.
    static func render(_ jobs: [Job]) throws -> [String: (png: Data, svg: Data)] {
        let pipeline = try Pipeline()
        var out: [String: (png: Data, svg: Data)] = [:]
        for job in jobs {
            let prepared = try job.widget.prepare(job.spec, textEngine: pipeline.engine, resources: .files())
            out[job.name] = (try pipeline.png(prepared), try pipeline.renderer.svg(prepared.displayList))
        }
        return out
    }

    @Test func serialAndParallelRendersAreByteIdentical() throws {
        let jobs = Self.jobs
        #expect(jobs.count >= 20)
        let serial = try Self.render(jobs)
        let again = try Self.render(jobs)

        // Two threads, each taking every other job with its own engine and renderer.
        let halves = ResultBox<[String: (png: Data, svg: Data)]>(),
            other = ResultBox<[String: (png: Data, svg: Data)]>()
        let group = DispatchGroup()
        for (box, parity) in [(halves, 0), (other, 1)] {
            group.enter()
            let thread = Thread {
                box.result = Result {
                    try Self.render(jobs.enumerated().filter { $0.offset % 2 == parity }.map(\.element))
                }
                group.leave()
            }
            thread.start()
        }
        group.wait()
        let parallel = try halves.result!.get().merging(try other.result!.get()) { a, _ in a }

        for job in jobs {
            let expected = try #require(serial[job.name])
            #expect(again[job.name]?.png == expected.png, "\(job.name): PNG differs between runs")
            #expect(again[job.name]?.svg == expected.svg, "\(job.name): SVG differs between runs")
            #expect(parallel[job.name]?.png == expected.png, "\(job.name): PNG differs on two threads")
            #expect(parallel[job.name]?.svg == expected.svg, "\(job.name): SVG differs on two threads")
        }
    }
}

import Foundation
import Vignette
import VignetteCairo
import VignetteSnapshots

extension Bench {
    /// (3) `verifySnapshot` of the reference widget against a matching reference (recorded
    /// first into a temporary package), against rendering the same pixels with warm engines.
    func verifySection() throws -> [String: Any] {
        let root = try temporaryFolder("verify")
        defer { try? FileManager.default.removeItem(at: root) }
        let location = SnapshotLocation(packageRoot: root, group: "Bench", testName: "reference")
        let environment = ["VIGNETTE_RUN_ID": "bench", "VIGNETTE_RECORD": "missing"]
        func verify() -> SnapshotReport {
            verifySnapshot(
                of: reference, families: [.systemSmall], scale: 3, at: .moment("in-class"),
                location: location, environment: environment)
        }
        _ = verify()  // records the reference
        if let failure = verify().failureMessage { throw BenchError.failed("verify did not match: \(failure)") }

        let bitmaps = try BitmapRenderer(fonts: fonts)
        func render() throws {
            let prepared = try reference.prepare(referenceSpec, textEngine: engine, resources: .files())
            _ = try bitmaps.bitmap(prepared.displayList, scale: Double(prepared.pixelScale))
        }
        // Render and verify take turns, so a slow spell of the machine costs both sides of a
        // pair alike; the figure is the median of the pairs' ratios.
        for _ in 0..<3 {
            try render()
            _ = verify()
        }
        var renderTimes: [Double] = [], verifyTimes: [Double] = []
        for _ in 0..<options.runs {
            renderTimes.append(try Stats.time(render))
            verifyTimes.append(Stats.time { _ = verify() })
        }
        let renderOnly = Spread(renderTimes), verifying = Spread(verifyTimes)
        let ratios = Spread(zip(verifyTimes, renderTimes).map { $0 / $1 })
        let ratio = ratios.median
        report("render only (layout, paint, pixels)", renderOnly)
        report("verifySnapshot, matching", verifying)
        print(
            String(
                format: "  verify / render, median of %d pairs: %.2f× (ratio of medians %.2f×; target ≤ 1.2×)",
                options.runs, ratio, verifying.median / renderOnly.median))
        return [
            "load": Stats.load(), "renderOnly": renderOnly.json, "verify": verifying.json, "ratio": ratio,
            "ratioOfMedians": verifying.median / renderOnly.median, "targetMet": ratio <= 1.2,
        ]
    }
}

enum BenchError: Error {
    case failed(String)
}

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
            verifySnapshot(of: reference, families: [.systemSmall], scale: 3, at: .moment("in-class"),
                           location: location, environment: environment)
        }
        _ = verify()  // records the reference
        if let failure = verify().failureMessage { throw BenchError.failed("verify did not match: \(failure)") }

        let bitmaps = try BitmapRenderer(fonts: fonts)
        let renderOnly = try Stats.sample(runs: options.runs) {
            let prepared = try reference.prepare(referenceSpec, textEngine: engine)
            _ = try bitmaps.bitmap(prepared.displayList, scale: Double(prepared.pixelScale))
        }
        let verifying = Stats.sample(runs: options.runs) { _ = verify() }
        let ratio = verifying.median / renderOnly.median
        report("render only (layout, paint, pixels)", renderOnly)
        report("verifySnapshot, matching", verifying)
        print(String(format: "  verify / render: %.2f× (target ≤ 1.2×)", ratio))
        return ["load": Stats.load(), "renderOnly": renderOnly.json, "verify": verifying.json, "ratio": ratio,
                "targetMet": ratio <= 1.2]
    }
}

enum BenchError: Error {
    case failed(String)
}

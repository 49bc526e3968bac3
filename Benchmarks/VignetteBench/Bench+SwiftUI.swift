import Foundation
import Vignette
import VignetteCairo
import WidgetKit

extension Bench {
    /// (7) The cost of the SwiftUI spelling: the same widget (SwiftUIPair.swift) written in
    /// SwiftUI and in the core DSL, each prepared and rendered to PNG; they must draw the
    /// same bytes, and the SwiftUI one should cost ≤ 1.15× the core one (issue 15).
    func swiftUISection() throws -> [String: Any] {
        let swiftUI = WidgetDefinition(LedgerWidget(), id: "ledger")
        let core = Self.coreLedger
        let spec = WidgetRenderSpec(
            family: .systemSmall, device: device, os: .ios26, appearance: .light, scale: 3,
            date: Date(timeIntervalSince1970: 0))
        func png(_ widget: WidgetDefinition) throws -> Data {
            let prepared = try widget.prepare(spec, textEngine: engine, resources: .inMemory([:]))
            return try renderer.png(prepared.displayList, scale: Double(prepared.pixelScale))
        }
        let identical = try png(swiftUI) == png(core)
        // Alternate the two in rounds so a slow spell of the machine slows both.
        var swiftUITimes: [Double] = [], coreTimes: [Double] = []
        for _ in 0..<3 {
            _ = try png(swiftUI)
            _ = try png(core)
        }
        for _ in 0..<options.runs {
            swiftUITimes.append(try Stats.time { _ = try png(swiftUI) })
            coreTimes.append(try Stats.time { _ = try png(core) })
        }
        let lowered = try Stats.sample(runs: options.runs) {
            _ = try swiftUI.prepare(spec, textEngine: engine, resources: .inMemory([:]))
        }
        let corePrepared = try Stats.sample(runs: options.runs) {
            _ = try core.prepare(spec, textEngine: engine, resources: .inMemory([:]))
        }
        let a = Spread(swiftUITimes), b = Spread(coreTimes)
        let ratio = a.median / b.median
        report("SwiftUI spelling to PNG", a)
        report("core DSL to PNG", b)
        report("SwiftUI spelling, prepare only", lowered)
        report("core DSL, prepare only", corePrepared)
        print(
            String(
                format: "  SwiftUI / core: %.3f× to PNG, %.3f× prepare (target ≤ 1.15×); same bytes: %@",
                ratio, lowered.median / corePrepared.median, identical ? "yes" : "NO"))
        return [
            "swiftUI": a.json, "core": b.json, "ratio": ratio, "prepareRatio": lowered.median / corePrepared.median,
            "identical": identical, "targetMet": ratio <= 1.15 && identical,
        ]
    }

    /// LedgerView in the core DSL.
    static var coreLedger: WidgetDefinition {
        WidgetDefinition(id: "ledger", displayName: "ledger", families: [.systemSmall]) { _ in
            Column(alignment: .leading, spacing: 6) {
                Row {
                    Words("November").font(.headline)
                    Spring()
                    Disc().fill(.orange).frame(width: 10, height: 10)
                }
                Each(LedgerView.rows) { row in
                    Row {
                        Words(row.0).font(.subheadline)
                        Spring()
                        Words(row.1).font(.subheadline).monospacedDigit()
                    }
                }
                Spring(minLength: 0)
                Words("3 payments due").font(.caption).foregroundStyle(.secondaryLabel)
            }
            .padding(4)
            .widgetBackground(.systemBackground)
        }
    }
}

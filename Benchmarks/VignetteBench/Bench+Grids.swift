import Foundation
import SwiftUI
import Vignette
import VignetteCairo
import WidgetKit

private enum ValueColumn: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context[.leading] }
}

/// The same systemMedium layout twice: with a lazy grid and an alignment guide, and with stacks
/// and fixed frames (issue 29 Speed: the first within 1.2× of the second).
private struct GridsView: View {
    let usesGrids: Bool
    static let rows = [("Steps", "8,204"), ("Distance", "6.1 km"), ("Floors", "12")]

    var body: some View {
        HStack(alignment: .top, spacing: 12) {
            if usesGrids {
                VStack(alignment: HorizontalAlignment(ValueColumn.self), spacing: 6) {
                    ForEach(Self.rows, id: \.0) { row in
                        HStack(spacing: 6) {
                            Text(row.0).font(.caption)
                            Text(row.1).font(.caption.bold()).alignmentGuide(HorizontalAlignment(ValueColumn.self)) {
                                $0[.leading]
                            }
                        }
                    }
                }
                LazyVGrid(columns: Array(repeating: GridItem(spacing: 4), count: 4), spacing: 4) { tiles }
            } else {
                VStack(alignment: .leading, spacing: 6) {
                    ForEach(Self.rows, id: \.0) { row in
                        HStack(spacing: 6) {
                            Text(row.0).font(.caption).frame(width: 56, alignment: .trailing)
                            Text(row.1).font(.caption.bold())
                        }
                    }
                }
                VStack(spacing: 4) {
                    ForEach(0..<3) { line in
                        HStack(spacing: 4) { ForEach(0..<4) { tile(line * 4 + $0) } }
                    }
                }
            }
        }
        .containerBackground(.background, for: .widget)
    }

    @ViewBuilder var tiles: some View { ForEach(0..<12) { tile($0) } }

    func tile(_ index: Int) -> some View {
        RoundedRectangle(cornerRadius: 4).fill(Color.green.opacity(Double(index % 4 + 1) / 4))
            .frame(maxWidth: .infinity).frame(height: 18)
    }
}

extension Bench {
    /// (11) Lazy grids and alignment guides against the same layout in stacks, prepared and
    /// rendered to PNG (target ≤ 1.2×, issue 29).
    func gridsSection() throws -> [String: Any] {
        func widget(_ usesGrids: Bool) -> WidgetDefinition {
            WidgetDefinition(id: usesGrids ? "grids" : "stacks", displayName: "grids", families: [.systemMedium]) {
                environment in
                SwiftUI.lower(GridsView(usesGrids: usesGrids), in: SwiftUI.EnvironmentValues(core: environment))
            }
        }
        let grids = widget(true), stacks = widget(false)
        let spec = WidgetRenderSpec(
            family: .systemMedium, device: device, os: .ios26, appearance: .light, scale: 3,
            date: Date(timeIntervalSince1970: 0))
        func png(_ widget: WidgetDefinition) throws -> Data {
            let prepared = try widget.prepare(spec, textEngine: engine, resources: .inMemory([:]))
            return try renderer.png(prepared.displayList, scale: Double(prepared.pixelScale))
        }
        var gridTimes: [Double] = [], stackTimes: [Double] = []
        for _ in 0..<3 {
            _ = try png(grids)
            _ = try png(stacks)
        }
        for _ in 0..<options.runs {
            gridTimes.append(try Stats.time { _ = try png(grids) })
            stackTimes.append(try Stats.time { _ = try png(stacks) })
        }
        let a = Spread(gridTimes), b = Spread(stackTimes)
        let ratio = a.median / b.median
        report("lazy grid + alignment guide to PNG", a)
        report("same layout in stacks to PNG", b)
        print(String(format: "  grids / stacks: %.3f× (target ≤ 1.2×)", ratio))
        return ["grids": a.json, "stacks": b.json, "ratio": ratio, "targetMet": ratio <= 1.2]
    }
}

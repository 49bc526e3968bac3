import Foundation
import SwiftUI
import Testing
import Vignette
import VignetteCairo

/// `LazyVGrid`, `LazyHGrid`, `GridItem` and `gridCellUnsizedAxes` lowered onto the core grid and
/// laid out by the core engine (Docs/SwiftUI/LazyGrids.md).
@Suite struct LazyGridTests {
    @Test func aLazyVGridLowersToACoreGridWithTracks() {
        let view = LazyVGrid(
            columns: [GridItem(.fixed(40), spacing: 4), GridItem(.adaptive(minimum: 20), alignment: .leading)],
            spacing: 6
        ) {
            Color.red
            Color.blue.gridCellUnsizedAxes(.vertical)
        }
        let tracks = GridTracks(
            growth: .vertical,
            tracks: [
                GridTrack(.fixed(40), spacing: 4),
                GridTrack(.adaptive(minimum: 20, maximum: .infinity), alignment: .leading),
            ], alignment: .center, spacing: 6)
        let expected = Node.modified(
            .grid(
                .center, horizontalSpacing: nil, verticalSpacing: nil,
                [
                    .fill(.system(.red)), .modified(.fill(.system(.blue)), .gridCellUnsizedAxes(.vertical)),
                ]), .gridTracks(tracks))
        #expect(Lowering.node(view) == expected)
    }

    @Test func threeFlexibleColumnsShareTheContentWidthInAWidget() {
        // systemSmall content: 170 − 2 × 16 = 138 pt; (138 − 2 × 8) / 3 = 40.667 pt per column.
        let view = LazyVGrid(columns: Array(repeating: GridItem(), count: 3)) {
            ForEach(0..<5) { index in Color.orange.frame(height: 20).overlay(Text("\(index)")) }
        }
        let layout = Lowering.layout(Lowering.node(view))
        let tiles = layout.allNodes.filter { $0.kind == .fill && $0.frame.width < 170 }.map(\.frame)
        #expect(tiles.count == 5)
        let width: CGFloat = (138 - 16) / 3
        for (index, tile) in tiles.enumerated() {
            // Snapped to the 3× pixel grid, as a render is.
            #expect(abs(tile.width - width) < 0.34, "tile \(index): \(tile)")
            #expect(abs(tile.minX - (16 + CGFloat(index % 3) * (width + 8))) < 0.34, "tile \(index): \(tile)")
        }
        #expect(abs(tiles[3].minY - tiles[0].minY - 28) < 0.34, "the second row is 20 + 8 below the first")
    }

    @Test func anAdaptiveColumnFitsAsManyTilesAsItsMinimumAllows() {
        // 138 pt and adaptive(minimum: 30): ⌊(138 + 8) / (30 + 8)⌋ = 3 columns — a fourth needs 144.
        let view = LazyVGrid(columns: [GridItem(.adaptive(minimum: 30))]) {
            ForEach(0..<4) { _ in Color.green.frame(height: 10) }
        }
        let tiles = Lowering.layout(Lowering.node(view)).allNodes.filter { $0.kind == .fill && $0.frame.width < 170 }
            .map(\.frame)
        #expect(tiles.map(\.minY).filter { $0 == tiles[0].minY }.count == 3)
        #expect(abs(tiles[0].width - (138 - 16) / 3) < 0.34)
    }

    @Test func aLazyHGridFillsItsRowsColumnByColumn() throws {
        let view = LazyHGrid(rows: [GridItem(.fixed(30)), GridItem(.fixed(30))], spacing: 4) {
            Text("a")
            Text("b")
            Text("c")
        }
        let layout = Lowering.layout(Lowering.node(view))
        let a = try #require(Lowering.frame(ofText: "a", in: layout))
        let b = try #require(Lowering.frame(ofText: "b", in: layout))
        let c = try #require(Lowering.frame(ofText: "c", in: layout))
        #expect(abs(a.midX - b.midX) < 0.34 && b.midY > a.midY + 30, "a \(a), b \(b), c \(c)")
        #expect(c.minX > a.maxX && abs(c.midY - a.midY) < 0.01)
    }

    @Test func aHeatmapGridGivesEqualColumnsAndAnUnsizedDividerKeepsThem() {
        // Issue 33: six equally flexible columns share the width (each (138 − 5 × 2) / 6 pt).
        let days = ["M", "T", "W", "T", "F", "S"]
        let view = Grid(horizontalSpacing: 2, verticalSpacing: 2) {
            GridRow { ForEach(0..<6) { Text(days[$0]).font(.caption2) } }
            Divider().gridCellUnsizedAxes(.horizontal)
            GridRow { ForEach(0..<6) { Color.blue.opacity(Double($0 + 1) / 6).frame(height: 18) } }
        }
        let layout = Lowering.layout(Lowering.node(view))
        let cells = layout.allNodes.filter { $0.kind == .fill && $0.frame.width < 170 }.map(\.frame)
        #expect(cells.count == 6)
        for cell in cells { #expect(abs(cell.width - (138 - 10) / 6) < 0.34, "\(cell)") }
        #expect(abs(cells[0].minX - 16) < 0.01 && abs(cells[5].maxX - 154) < 0.34, "the grid fills the content width")
    }
}

/// Widgets drawing the new names (a lazy grid and a heatmap grid; uneven corners, guides, text),
/// against looked-at reference PNGs.
///
/// Re-record after an intended change: `VIGNETTE_RECORD=all swift test --filter LazyGridSnapshotTests`,
/// look at the new PNG, commit it.
@Suite struct LazyGridSnapshotTests {
    static let widget = WidgetDefinition(id: "lazy-grids", displayName: "Lazy grids", families: [.systemMedium]) { _ in
        Lowering.node(
            HStack(alignment: .top, spacing: 12) {
                LazyVGrid(columns: [GridItem(.adaptive(minimum: 36), spacing: 6)], spacing: 6) {
                    ForEach(0..<12) { index in
                        RoundedRectangle(cornerRadius: 6).fill(Color.orange.opacity(0.3 + Double(index % 4) * 0.2))
                            .frame(height: 22)
                            .overlay(Text("\(index + 1)").font(.caption2.bold()))
                    }
                }
                Grid(horizontalSpacing: 3, verticalSpacing: 3) {
                    GridRow { ForEach(["M", "T", "W", "T", "F", "S"], id: \.self) { Text($0).font(.caption2) } }
                    Divider().gridCellUnsizedAxes(.horizontal)
                    ForEach(0..<3) { week in
                        GridRow {
                            ForEach(0..<6) { day in
                                RoundedRectangle(cornerRadius: 3).fill(
                                    Color.green.opacity(Double((week * 6 + day) % 5 + 1) / 5)
                                )
                                .frame(height: 16)
                            }
                        }
                    }
                }
            }, family: .systemMedium)
    }

    @Test func lazyGridAndHeatmap() throws {
        try Self.expectReference(Self.widget, named: "lazyGridAndHeatmap")
    }

    /// New names that draw something new: an uneven rounded rectangle, a badge placed by its own
    /// alignment guides, values lined up on a custom alignment, monospaced and uppercased text.
    static let sampler = WidgetDefinition(id: "surface", displayName: "Surface", families: [.systemMedium]) { _ in
        Lowering.node(
            HStack(alignment: .top, spacing: 16) {
                UnevenRoundedRectangle(topLeadingRadius: 24, bottomTrailingRadius: 24)
                    .fill(Color.indigo)
                    .frame(width: 100, height: 100)
                    .overlay(alignment: .topTrailing) {
                        Text("3").font(.caption.bold()).foregroundStyle(.white)
                            .frame(width: 22, height: 22).background(.red, in: .circle)
                            .alignmentGuide(.top) { $0[VerticalAlignment.center] }
                            .alignmentGuide(.trailing) { $0[HorizontalAlignment.center] }
                    }
                VStack(alignment: HorizontalAlignment(SamplerColumn.self), spacing: 6) {
                    Text("Summary").textCase(.uppercase).font(.caption.bold()).foregroundStyle(.secondary)
                    HStack {
                        Text("Steps")
                        Text("8,204").monospaced().alignmentGuide(HorizontalAlignment(SamplerColumn.self)) {
                            $0[.leading]
                        }
                    }
                    HStack {
                        Text("Floors")
                        Text("12").monospaced().alignmentGuide(HorizontalAlignment(SamplerColumn.self)) { $0[.leading] }
                    }
                    HStack {
                        Text("km")
                        Text("6.1").monospaced().alignmentGuide(HorizontalAlignment(SamplerColumn.self)) {
                            $0[.leading]
                        }
                    }
                }
                .font(.footnote)
            }, family: .systemMedium)
    }

    @Test func unevenCornersGuidesAndText() throws {
        try Self.expectReference(Self.sampler, named: "unevenCornersGuidesAndText")
    }

    /// Compares `widget`'s systemMedium PNG with `Snapshots/<suite>/<name>.png`,
    /// recording it (and failing) when missing or when `VIGNETTE_RECORD` is set.
    static func expectReference(
        _ widget: WidgetDefinition, named name: String, suite: String = "LazyGridSnapshotTests",
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let pipeline = PNGPipeline()
        let spec = WidgetRenderSpec(
            family: .systemMedium, device: pipeline.device, appearance: .light, date: .distantFuture)
        let png = try pipeline.png(widget, spec)
        let reference = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Snapshots/\(suite)/\(name).png")
        if ProcessInfo.processInfo.environment["VIGNETTE_RECORD"] != nil
            || !FileManager.default.fileExists(atPath: reference.path)
        {
            try png.write(to: reference)
            Issue.record("recorded \(reference.path): look at it, then run again", sourceLocation: sourceLocation)
            return
        }
        #expect(
            png == (try Data(contentsOf: reference)), "the drawing differs from \(reference.path)",
            sourceLocation: sourceLocation)
    }
}

private enum SamplerColumn: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context[.leading] }
}

import Foundation
import Testing
import Vignette
import VignettePNG

/// Grid lines as iOS draws them by default (Docs/Charts.md, "Axes"): the x axis's lines across the
/// plot dashed (2 pt on, 2 pt off), the y axis's solid, both half a point in the separator colour.
@Suite struct ChartGridDrawingTests {
    let canvas = DrawingCanvas()
    let size = CGSize(width: 200, height: 100)

    func frame(_ name: String) throws -> CGRect {
        let layout = Layout.layout(
            Plot {}.node, in: size, environment: WidgetEnvironment(displayScale: 2), textEngine: canvas.engine)
        return try #require(layout.allNodes.first { $0.name == name }?.frame)
    }

    /// Whether the line has ink at each pixel along it: the most alpha across three pixels of its width.
    func inked(_ bitmap: Bitmap, along line: CGRect, vertical: Bool) -> [Bool] {
        let centre = Int(((vertical ? line.midX : line.midY) * 2).rounded())
        let range =
            vertical ? Int(line.minY * 2) + 1..<Int(line.maxY * 2) - 1 : Int(line.minX * 2) + 1..<Int(line.maxX * 2) - 1
        return range.map { along in
            (centre - 1...centre + 1).map { across in
                vertical ? bitmap.pixel(x: across, y: along).alpha : bitmap.pixel(x: along, y: across).alpha
            }.max()! > 20
        }
    }

    @Test func xGridLinesAreDashedAndYGridLinesSolid() throws {
        let bitmap = try canvas.bitmap(Plot {}, size: size, scale: 2)
        let x = inked(bitmap, along: try frame("x grid 2"), vertical: true)
        let share = Double(x.filter { $0 }.count) / Double(x.count)
        #expect(share > 0.4 && share < 0.6, "x grid line inked at \(share) of its length")
        // Runs of ink and of gap are 2 pt = 4 px (one more where a dash edge is anti-aliased); the
        // solid y lines crossing it split a few gaps.
        var runs: [Int] = [], count = 1
        for (a, b) in zip(x, x.dropFirst()) {
            if a == b {
                count += 1
            } else {
                runs.append(count)
                count = 1
            }
        }
        let even = runs.dropFirst().filter { (3...5).contains($0) }.count
        #expect(Double(even) / Double(runs.count - 1) > 0.85, "runs \(runs)")
        let y = inked(bitmap, along: try frame("y grid 2"), vertical: false)
        #expect(y.allSatisfy { $0 })
    }
}

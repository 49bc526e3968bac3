import Foundation

extension Node {
    /// Throws the first problem of the first chart in the tree that cannot be drawn
    /// (`ChartSpec.validate`), naming `source` and the chart's place among the tree's charts.
    public func checkCharts(source: String = "the tree") throws {
        var index = 0
        try visitAll { node, _ in
            guard case .chart(let spec) = node else { return }
            try spec.validate(source: "\(source) chart \(index)")
            index += 1
        }
    }
}

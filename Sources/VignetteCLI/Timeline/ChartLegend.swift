import Foundation
import Vignette

/// A row of colour swatches with their meaning, under a chart.
struct ChartLegend: Component {
    let items: [(String, Paint)]

    var body: some Element {
        Row(spacing: 14) {
            Each(items.indices.map { $0 }) { index in
                Row(spacing: 4) {
                    RoundedRect(cornerRadius: 2).fill(items[index].1).frame(width: 10, height: 10)
                    Words(items[index].0).font(.caption).foregroundStyle(.secondaryLabel).lineLimit(1).fixedSize()
                }
            }
        }
        .padding(.top, 6)
    }
}

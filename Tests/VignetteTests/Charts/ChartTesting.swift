import Foundation
@testable import Vignette

/// Lays charts out as the chart tests do: fixed-advance text (half the font size a character,
/// so a caption 2 label is 5.5 pt a character) in US English.
enum ChartTesting {
    /// The height of a caption 2 label line.
    static let line = LineMetrics(size: 11).lineHeight

    static func layout(_ element: some Element, _ width: CGFloat = 200, _ height: CGFloat = 100) -> LayoutResult {
        var env = WidgetEnvironment()
        env.locale = Locale(identifier: "en_US")
        return Layout.layout(
            element.node, in: CGSize(width: width, height: height), environment: env,
            textEngine: FixedAdvanceTextEngine())
    }
}

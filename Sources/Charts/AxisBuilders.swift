import SwiftUI
import Vignette

// `chartXAxis { … }` / `chartYAxis { … }` with `if`, `if/else` and an empty block, as Swift Charts'
// `AxisContentBuilder` allows (Docs/Charts.md, "Axis builders").
extension AxisContentBuilder {
    /// No marks: the axis draws nothing.
    public static func buildBlock() -> AxisMarks { AxisMarks(hidden: ()) }
    /// The marks when the condition holds; none otherwise.
    public static func buildOptional(_ marks: AxisMarks?) -> AxisMarks { marks ?? AxisMarks(hidden: ()) }
    /// The marks of the branch taken.
    public static func buildEither(first marks: AxisMarks) -> AxisMarks { marks }
    /// The marks of the branch taken.
    public static func buildEither(second marks: AxisMarks) -> AxisMarks { marks }
    /// The marks, behind an availability check.
    public static func buildLimitedAvailability(_ marks: AxisMarks) -> AxisMarks { marks }
}

extension AxisMarks {
    /// An axis with no marks.
    init(hidden: Void) {
        core = .hidden
    }
}

import SwiftUI
import Vignette

/// An axis's marks (Swift Charts' `AxisMarks`): where they go, which values, and whether grid
/// lines and value labels show (`AxisGridLine`, `AxisTick`, `AxisValueLabel` in the content).
public struct AxisMarks {
    var core: ChartAxis

    /// Grid lines and labels at `values`, on the side `position` names.
    public init(
        preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic,
        values: AxisMarkValues = .automatic,
        stroke: StrokeStyle? = nil
    ) {
        core = ChartAxis(
            visibility: .visible, position: position.core, values: values.values, desiredCount: values.desiredCount)
    }

    /// Marks at `values`, drawn as the content lists (a grid line, a label, or both).
    public init(
        preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic,
        values: AxisMarkValues = .automatic,
        @AxisMarkBuilder content: (AxisValue) -> [AxisMarkPart]
    ) {
        self.init(preset: preset, position: position, values: values)
        let parts = content(AxisValue())
        core.showsGridLines = parts.contains(.gridLine)
        core.showsLabels = parts.contains(.valueLabel)
    }

    /// Marks at explicit values.
    public init<V: Plottable>(
        preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: [V],
        stroke: StrokeStyle? = nil
    ) {
        self.init(preset: preset, position: position, values: AxisMarkValues(values: values.map(\._chartValue)))
    }
}

/// Collects one `AxisMarks` (the subset supported).
@resultBuilder public enum AxisContentBuilder {
    public static func buildBlock(_ marks: AxisMarks) -> AxisMarks { marks }
}

/// The value an axis mark stands for, handed to `AxisMarks`' content.
public struct AxisValue {}

/// One part of an axis mark.
public enum AxisMarkPart: Hashable { case gridLine, tick, valueLabel }

/// A grid line, tick or value label in `AxisMarks`' content (their styling is not drawn yet).
public protocol AxisMark {
    var _part: AxisMarkPart { get }
}

extension AxisMark {
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Self { self }
    public func font(_ font: Font?) -> Self { self }
}

/// The grid line at each axis value (`AxisMarks { AxisGridLine() }`).
public struct AxisGridLine: AxisMark {
    public init(centered: Bool? = nil, stroke: StrokeStyle? = nil) {}
    public var _part: AxisMarkPart { .gridLine }
}

/// A tick at each axis value; accepted and not drawn (Docs/Charts.md).
public struct AxisTick: AxisMark {
    public init(centered: Bool? = nil, length: CGFloat? = nil, stroke: StrokeStyle? = nil) {}
    public var _part: AxisMarkPart { .tick }
}

/// The label at each axis value, in the widget's locale.
public struct AxisValueLabel: AxisMark {
    public init(centered: Bool? = nil) {}
    public var _part: AxisMarkPart { .valueLabel }
}

/// Builds the parts of one `AxisMarks`: grid lines, ticks and labels.
@resultBuilder public enum AxisMarkBuilder {
    public static func buildExpression<M: AxisMark>(_ mark: M) -> [AxisMarkPart] { [mark._part] }
    public static func buildBlock(_ parts: [AxisMarkPart]...) -> [AxisMarkPart] { parts.flatMap { $0 } }
    public static func buildOptional(_ part: [AxisMarkPart]?) -> [AxisMarkPart] { part ?? [] }
    public static func buildEither(first: [AxisMarkPart]) -> [AxisMarkPart] { first }
    public static func buildEither(second: [AxisMarkPart]) -> [AxisMarkPart] { second }
}

/// How axis marks sit against the plot; every preset is drawn as `.automatic`.
public struct AxisMarkPreset: Hashable, Sendable {
    public static let automatic = AxisMarkPreset()
    public static let extended = AxisMarkPreset()
    public static let aligned = AxisMarkPreset()
    public static let inset = AxisMarkPreset()
}

/// Which side of the plot an axis's labels go on.
public struct AxisMarkPosition: Hashable, Sendable {
    let core: ChartAxis.Position
    public static let automatic = AxisMarkPosition(core: .automatic)
    public static let leading = AxisMarkPosition(core: .leading)
    public static let trailing = AxisMarkPosition(core: .trailing)
    public static let top = AxisMarkPosition(core: .top)
    public static let bottom = AxisMarkPosition(core: .bottom)
}

/// Where an axis puts its marks: chosen automatically (about five) or the values given.
public struct AxisMarkValues: Hashable, Sendable {
    var values: [ChartValue]?
    var desiredCount: Int?
    public static let automatic = AxisMarkValues()
    public static func automatic(
        desiredCount: Int? = nil, roundLowerBound: Bool? = nil, roundUpperBound: Bool? = nil
    ) -> AxisMarkValues {
        AxisMarkValues(desiredCount: desiredCount)
    }
}

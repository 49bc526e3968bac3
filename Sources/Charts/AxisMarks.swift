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
        if let explicit = values.values {
            applyContent(explicit, content)
        } else {
            let parts = content(AxisValue(value: nil, index: 0, count: 0))
            core.showsGridLines = parts.contains(.gridLine)
            core.showsLabels = parts.contains { $0.isLabel }
        }
    }

    /// Marks at explicit values.
    public init<V: Plottable>(
        preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: [V],
        stroke: StrokeStyle? = nil
    ) {
        self.init(preset: preset, position: position, values: AxisMarkValues(values: values.map(\._chartValue)))
    }

    /// Marks at explicit values, each drawn as the content lists for it: `value.as(String.self)`
    /// reads the value, `AxisValueLabel { Text(…) }` labels it, no `AxisValueLabel` leaves it unlabelled.
    public init<V: Plottable>(
        preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: [V],
        @AxisMarkBuilder content: (AxisValue) -> [AxisMarkPart]
    ) {
        self.init(
            preset: preset, position: position, values: AxisMarkValues(values: values.map(\._chartValue)),
            content: content)
    }

    /// Runs `content` once per value: any grid line shows the grid, each value's label text (or its
    /// formatted value, or nothing) becomes its label.
    private mutating func applyContent(_ values: [ChartValue], _ content: (AxisValue) -> [AxisMarkPart]) {
        let perValue = values.enumerated().map { index, value in
            content(AxisValue(value: value, index: index, count: values.count))
        }
        core.showsGridLines = perValue.contains { $0.contains(.gridLine) }
        core.showsLabels = perValue.contains { $0.contains { $0.isLabel } }
        let labels: [String?] = perValue.map { parts in
            guard let label = parts.first(where: \.isLabel) else { return "" }
            if case .valueLabel(let text) = label { return text }
            return nil
        }
        core.valueLabels = labels.allSatisfy { $0 == nil } ? nil : labels
    }
}

/// Collects one `AxisMarks` (the subset supported).
@resultBuilder public enum AxisContentBuilder {
    public static func buildBlock(_ marks: AxisMarks) -> AxisMarks { marks }
}

/// The value an axis mark stands for, handed to `AxisMarks`' content: with explicit values, the value,
/// its position among them and their number; with automatic ones, no value (`as` gives nil).
public struct AxisValue {
    let value: ChartValue?
    /// The index of the value along the axis.
    public let index: Int
    /// The number of values on this axis.
    public let count: Int

    /// The value as `type`, or nil when it is of another kind (a string axis read as `Int`).
    public func `as`<P: Plottable>(_ type: P.Type) -> P? {
        value.flatMap(P._plottable(from:))
    }
}

/// One part of an axis mark; a label may carry its own text.
public enum AxisMarkPart: Hashable {
    /// A grid line or a tick at the value.
    case gridLine, tick
    /// A value label: its text, or nil for the value formatted.
    case valueLabel(String?)

    var isLabel: Bool {
        if case .valueLabel = self { true } else { false }
    }
}

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

/// The label at each axis value, in the widget's locale, or the text its content gives.
public struct AxisValueLabel: AxisMark {
    let text: String?

    /// The value, formatted.
    public init(centered: Bool? = nil, anchor: UnitPoint? = nil) { text = nil }

    /// `title` as the label.
    public init<S: StringProtocol>(_ title: S, centered: Bool? = nil, anchor: UnitPoint? = nil) {
        text = String(title)
    }

    /// The content as the label: a `Text`'s characters (other views: the value, formatted).
    public init<Content: View>(
        centered: Bool? = nil, anchor: UnitPoint? = nil, @ViewBuilder content: () -> Content
    ) {
        text = (content() as? Text)?.plainString
    }

    /// A value label, with its own text if it has one.
    public var _part: AxisMarkPart { .valueLabel(text) }
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

import SwiftUI
import Vignette

/// A chart view (Swift Charts' `Chart`): lowers to a core `chart` node, which takes the size
/// it is offered (Docs/Charts.md).
nonisolated public struct Chart<Content: ChartContent>: View, PrimitiveView {
    let marks: [ChartMark]

    /// A chart of the content the builder lists.
    public init(@ChartContentBuilder content: () -> Content) {
        marks = chartMarks(content())
    }

    /// A chart of the content made for each element of identifiable `data`.
    public init<Data: RandomAccessCollection, C: ChartContent>(
        _ data: Data, @ChartContentBuilder content: @escaping (Data.Element) -> C
    )
    where Data.Element: Identifiable, Content == ForEach<Data, Data.Element.ID, C> {
        marks = chartMarks(ForEach<Data, Data.Element.ID, C>(data: data, content: content))
    }

    /// A chart of the content made for each element of `data`, identified by the property at `id`.
    public init<Data: RandomAccessCollection, ID: Hashable, C: ChartContent>(
        _ data: Data, id: KeyPath<Data.Element, ID>,
        @ChartContentBuilder content: @escaping (Data.Element) -> C
    )
    where Content == ForEach<Data, ID, C> {
        marks = chartMarks(ForEach<Data, ID, C>(data: data, content: content))
    }

    public var body: Never { primitiveBody() }

    package func lower(in environment: EnvironmentValues) -> Node { .chart(ChartSpec(marks: marks)) }
}

/// A view whose charts (the chart it is, or wraps in modifiers) get a change: how the
/// `chart…` modifiers reach the chart they follow.
nonisolated struct ChartChanging<Content: View>: View, PrimitiveView {
    let content: Content
    let change: (inout ChartSpec) -> Void
    var body: Never { primitiveBody() }

    func lower(in environment: EnvironmentValues) -> Node {
        Self.apply(change, to: SwiftUI.lower(content, in: environment))
    }

    /// The chart at `node`, or under its modifiers, changed; other nodes as they are.
    static func apply(_ change: (inout ChartSpec) -> Void, to node: Node) -> Node {
        switch node {
        case .chart(var spec):
            change(&spec)
            return .chart(spec)
        case .modified(let child, let modifier):
            return .modified(apply(change, to: child), modifier)
        default:
            return node
        }
    }
}

nonisolated extension View {
    private func changingChart(_ change: @escaping (inout ChartSpec) -> Void) -> some View {
        ChartChanging(content: self, change: change)
    }

    /// Shows or hides the x axis.
    public func chartXAxis(_ visibility: Visibility) -> some View {
        changingChart { $0.xAxis.visibility = visibility.core }
    }
    /// Shows or hides the y axis.
    public func chartYAxis(_ visibility: Visibility) -> some View {
        changingChart { $0.yAxis.visibility = visibility.core }
    }
    /// The x axis's marks.
    public func chartXAxis(@AxisContentBuilder content: () -> AxisMarks) -> some View {
        let axis = content().core
        return changingChart { $0.xAxis = axis }
    }
    /// The y axis's marks.
    public func chartYAxis(@AxisContentBuilder content: () -> AxisMarks) -> some View {
        let axis = content().core
        return changingChart { $0.yAxis = axis }
    }
    /// The x scale's domain, used as given.
    public func chartXScale<V: Plottable>(domain: ClosedRange<V>) -> some View {
        changingChart { $0.xDomain = [domain.lowerBound._chartValue, domain.upperBound._chartValue] }
    }
    /// The y scale's domain, used as given.
    public func chartYScale<V: Plottable>(domain: ClosedRange<V>) -> some View {
        changingChart { $0.yDomain = [domain.lowerBound._chartValue, domain.upperBound._chartValue] }
    }
    /// The categories of the x scale, in order.
    public func chartXScale<V: Plottable>(domain: [V]) -> some View {
        changingChart { $0.xDomain = domain.map(\._chartValue) }
    }
    /// The categories of the y scale, in order.
    public func chartYScale<V: Plottable>(domain: [V]) -> some View {
        changingChart { $0.yDomain = domain.map(\._chartValue) }
    }
    /// The x scale's automatic domain, adjusted (`.automatic(includesZero:reversed:)`).
    public func chartXScale(domain: AutomaticScaleDomain) -> some View { changingChart { $0.xScale = domain.core } }
    /// The y scale's automatic domain, adjusted: `.automatic(reversed: true)` puts the lowest value on top.
    public func chartYScale(domain: AutomaticScaleDomain) -> some View { changingChart { $0.yScale = domain.core } }
    /// Shows or hides the series legend.
    public func chartLegend(_ visibility: Visibility) -> some View { changingChart { $0.legend = visibility.core } }
}

/// A scale's domain chosen from the data (Swift Charts' `AutomaticScaleDomain`), optionally
/// without zero or reversed.
public struct AutomaticScaleDomain: Hashable, Sendable {
    let core: ChartScaleOptions

    /// The domain from the data, as Swift Charts chooses it.
    public static let automatic = AutomaticScaleDomain(core: ChartScaleOptions())

    /// The domain from the data; `includesZero` nil or true widens a numeric domain to zero,
    /// `reversed` true runs the scale the other way.
    public static func automatic(includesZero: Bool? = nil, reversed: Bool? = nil) -> AutomaticScaleDomain {
        AutomaticScaleDomain(core: ChartScaleOptions(includesZero: includesZero ?? true, reversed: reversed ?? false))
    }
}

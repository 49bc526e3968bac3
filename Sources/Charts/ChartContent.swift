import SwiftUI
import Vignette

/// What a `Chart` is made of, written as in Apple's Swift Charts: marks, loops of marks,
/// and chart content of your own with a `body`. Every piece lowers to core `ChartMark`s
/// (Docs/SwiftUI.md, "Charts"; Docs/Charts.md).
public protocol ChartContent {
    associatedtype Body: ChartContent
    @ChartContentBuilder var body: Body { get }
}

extension Never: ChartContent {}

/// Content that lowers to marks itself instead of through a `body`.
package protocol PrimitiveChartContent {
    var chartMarks: [ChartMark] { get }
}

/// The core marks of any chart content.
package func chartMarks<C: ChartContent>(_ content: C) -> [ChartMark] {
    if let primitive = content as? any PrimitiveChartContent { return primitive.chartMarks }
    return chartMarks(content.body)
}

/// Several pieces of chart content in a builder block.
public struct ChartContentList: ChartContent, PrimitiveChartContent {
    package let chartMarks: [ChartMark]
    public var body: Never { return fatalError("ChartContentList is primitive") }
}

/// Builds a chart's marks from `Chart { … }` content, `ForEach` and `if`.
@resultBuilder public enum ChartContentBuilder {
    public static func buildExpression<C: ChartContent>(_ content: C) -> ChartContentList {
        ChartContentList(chartMarks: Charts.chartMarks(content))
    }
    public static func buildBlock(_ parts: ChartContentList...) -> ChartContentList {
        ChartContentList(chartMarks: parts.flatMap(\.chartMarks))
    }
    public static func buildArray(_ parts: [ChartContentList]) -> ChartContentList {
        ChartContentList(chartMarks: parts.flatMap(\.chartMarks))
    }
    public static func buildOptional(_ part: ChartContentList?) -> ChartContentList {
        part ?? ChartContentList(chartMarks: [])
    }
    public static func buildEither(first: ChartContentList) -> ChartContentList { first }
    public static func buildEither(second: ChartContentList) -> ChartContentList { second }
    public static func buildLimitedAvailability(_ part: ChartContentList) -> ChartContentList { part }
}

extension ForEach: ChartContent where Content: ChartContent {
    public var body: Never { return fatalError("ForEach of chart content is primitive") }

    /// Chart content per element, identified by the element's property at `id`.
    public init(
        _ data: Data, id: KeyPath<Data.Element, ID>, @ChartContentBuilder content: @escaping (Data.Element) -> Content
    ) {
        self.init(data: data, content: content)
    }
}

extension ForEach where Content: ChartContent, Data.Element: Identifiable, ID == Data.Element.ID {
    /// Chart content per element of identifiable data.
    public init(_ data: Data, @ChartContentBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data: data, content: content)
    }
}

extension ForEach: PrimitiveChartContent where Content: ChartContent {
    package var chartMarks: [ChartMark] { data.flatMap { Charts.chartMarks(content($0)) } }
}

/// Chart content with a change made to each of its marks (the mark modifiers below).
public struct ModifiedChartContent<Content: ChartContent>: ChartContent, PrimitiveChartContent {
    let content: Content
    let change: (inout ChartMark) -> Void
    public var body: Never { return fatalError("ModifiedChartContent is primitive") }
    package var chartMarks: [ChartMark] {
        Charts.chartMarks(content).map { mark in
            var changed = mark
            change(&changed)
            return changed
        }
    }
}

extension ChartContent {
    private func modified(_ change: @escaping (inout ChartMark) -> Void) -> ModifiedChartContent<Self> {
        ModifiedChartContent(content: self, change: change)
    }

    /// Puts the marks in a series named by `value`, coloured from the chart's palette.
    public func foregroundStyle<V: Plottable>(by value: PlottableValue<V>) -> ModifiedChartContent<Self> {
        modified { $0.series = value.core }
    }

    /// Paints the marks in `style`.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> ModifiedChartContent<Self> {
        modified { $0.paint = style._paint.core }
    }

    /// How lines and area edges run between points.
    public func interpolationMethod(_ method: InterpolationMethod) -> ModifiedChartContent<Self> {
        modified { $0.interpolation = method.core }
    }

    /// A line's width and dashes.
    public func lineStyle(_ style: StrokeStyle) -> ModifiedChartContent<Self> {
        modified { $0.lineStyle = style }
    }

    /// The symbol drawn at each point.
    public func symbol(_ symbol: BasicChartSymbolShape) -> ModifiedChartContent<Self> {
        modified { $0.symbol = symbol.core }
    }

    /// Sizes the symbols by their perceived area in square points: a square of side √`area`
    /// ("a square with 10 points on each side has an area of 100 square points", Apple's
    /// `symbolSize(_:)`); a circle is drawn in that square.
    public func symbolSize(_ area: CGFloat) -> ModifiedChartContent<Self> {
        let side = max(area, 0).squareRoot()
        return modified { $0.symbolSize = CGSize(width: side, height: side) }
    }

    /// Sizes the symbols' bounding box.
    public func symbolSize(_ size: CGSize) -> ModifiedChartContent<Self> {
        modified { $0.symbolSize = CGSize(width: max(size.width, 0), height: max(size.height, 0)) }
    }

    /// Rounds a bar's or rectangle's corners.
    public func cornerRadius(_ radius: CGFloat, style: RoundedCornerStyle = .circular) -> ModifiedChartContent<Self> {
        modified { $0.cornerRadius = radius }
    }

    /// Clips a bar or rectangle to `shape` laid over its box (an inset rounded cell of a heat map).
    public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> ModifiedChartContent<Self> {
        modified { $0.clipShape = shape._geometry.kind }
    }

    /// Fades the marks.
    public func opacity(_ opacity: Double) -> ModifiedChartContent<Self> {
        modified { $0.opacity = min(max(opacity, 0), 1) }
    }
}

/// How a line runs between its points (Swift Charts' `InterpolationMethod`).
public struct InterpolationMethod: Hashable, Sendable {
    let core: ChartMark.Interpolation
    public static let linear = InterpolationMethod(core: .linear)
    public static let catmullRom = InterpolationMethod(core: .catmullRom)
    /// Drawn as Catmull–Rom here (Docs/Charts.md).
    public static let cardinal = InterpolationMethod(core: .catmullRom)
    public static let monotone = InterpolationMethod(core: .monotone)
    public static let stepStart = InterpolationMethod(core: .stepStart)
    public static let stepCenter = InterpolationMethod(core: .stepCenter)
    public static let stepEnd = InterpolationMethod(core: .stepEnd)
}

/// The symbols a point can be drawn with (Swift Charts' `BasicChartSymbolShape`).
public struct BasicChartSymbolShape: Hashable, Sendable {
    let core: ChartMark.Symbol
    public static let circle = BasicChartSymbolShape(core: .circle)
    public static let square = BasicChartSymbolShape(core: .square)
    public static let triangle = BasicChartSymbolShape(core: .triangle)
    public static let diamond = BasicChartSymbolShape(core: .diamond)
    public static let plus = BasicChartSymbolShape(core: .plus)
    public static let cross = BasicChartSymbolShape(core: .cross)
}

/// Where a mark's annotation goes (Swift Charts' `AnnotationPosition`).
public struct AnnotationPosition: Hashable, Sendable {
    let core: ChartAnnotation.Position
    /// Swift Charts' choice: above the marks drawn here.
    public static let automatic = AnnotationPosition(core: .automatic)
    /// Above the mark.
    public static let top = AnnotationPosition(core: .top)
    /// Below the mark.
    public static let bottom = AnnotationPosition(core: .bottom)
    /// Before the mark.
    public static let leading = AnnotationPosition(core: .leading)
    /// After the mark.
    public static let trailing = AnnotationPosition(core: .trailing)
    /// Over the mark.
    public static let overlay = AnnotationPosition(core: .overlay)
}

extension ChartContent {
    /// Draws `content` beside each mark, at its natural size, `spacing` points away (4 when nil, our
    /// estimate), lined up by `alignment` along that side (Docs/Charts.md, "Annotations").
    public func annotation<C: View>(
        position: AnnotationPosition = .automatic, alignment: Alignment = .center, spacing: CGFloat? = nil,
        @ViewBuilder content: () -> C
    ) -> ModifiedChartContent<Self> {
        let annotation = ChartAnnotation(
            position: position.core, alignment: alignment.core, spacing: spacing ?? 4,
            content: SwiftUI.lower(content(), in: EnvironmentValues()))
        return ModifiedChartContent(content: self) { $0.annotations.append(annotation) }
    }
}

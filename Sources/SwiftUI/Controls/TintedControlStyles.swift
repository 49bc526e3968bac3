import Vignette

// The style structs that carry their own tint, from before `tint(_:)` (iOS 14, watchOS 7): a style
// with a tint sets the tint of the controls it styles, as `tint(_:)` would (Docs/SwiftUI/Controls.md).

extension ProgressViewStyle {
    /// The tint the style carries; nil for the styles that take the one in force.
    nonisolated public var _tint: Paint? { nil }
}

extension GaugeStyle {
    /// The tint the style carries; nil for the styles that take the one in force.
    nonisolated public var _tint: Paint? { nil }
}

/// SwiftUI's `CircularProgressViewStyle`: the `.circular` style, optionally with its own tint.
nonisolated public struct CircularProgressViewStyle: ProgressViewStyle, Sendable {
    /// The tint the progress view is drawn in, or nil for the one in force.
    public let _tint: Paint?
    /// Which built-in style this is: circular.
    public var _kind: _ProgressViewStyleKind { .circular }

    /// The circular style in the tint in force.
    public init() { _tint = nil }

    /// The circular style drawn in `tint` (deprecated by Apple for `tint(_:)`, still compiled).
    public init(tint: Color) { _tint = tint.paint }

    /// Built-in styles are drawn by `ProgressView` itself.
    public func makeBody(configuration: Configuration) -> EmptyView { EmptyView() }
}

/// SwiftUI's `CircularGaugeStyle` (watchOS): an open ring with a marker at the value, the current
/// value inside and the bounds at its ends — the `.accessoryCircular` look.
nonisolated public struct CircularGaugeStyle: GaugeStyle, Sendable {
    /// The tint the gauge is drawn in, or nil for the one in force.
    public let _tint: Paint?
    /// Which built-in style this is: the open ring.
    public var _kind: _GaugeStyleKind { .accessoryCircular }

    /// The ring in the tint in force.
    public init() { _tint = nil }

    /// The ring drawn in `tint`.
    public init<S: ShapeStyle>(tint: S) { _tint = tint._paint.core }

    /// Built-in styles are drawn by `Gauge` itself.
    public func makeBody(configuration: Configuration) -> EmptyView { EmptyView() }
}

extension ToggleStyle {
    /// The tint the style carries; nil for the styles that take the one in force.
    nonisolated public var _tint: Paint? { nil }
}

/// SwiftUI's `SwitchToggleStyle`: the `.switch` style — the label leading, a switch trailing —
/// optionally with its own tint (`init(tint:)`, deprecated by Apple for `tint(_:)`, still compiled).
nonisolated public struct SwitchToggleStyle: ToggleStyle, Sendable {
    /// The tint the switch is drawn in when on, or nil for the one in force.
    public let _tint: Paint?
    /// Which built-in style this is: the switch.
    public var _kind: _ToggleStyleKind { .switch }
    /// Built-in styles are drawn by `Toggle` itself.
    public func makeBody(configuration: Configuration) -> EmptyView { EmptyView() }

    /// The switch in the tint in force (green by default).
    public init() { _tint = nil }

    /// The switch drawn in `tint` when on.
    public init(tint: Color) { _tint = tint.paint }
}

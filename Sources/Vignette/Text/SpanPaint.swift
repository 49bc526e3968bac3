import Foundation

/// Where a text span's colour comes from, as layout leaves it: the paints and the part of the
/// environment that decides their colour. The display-list stage resolves it
/// (`WidgetEnvironment.resolvingColors(of:)`); layout never does, and colour never changes a
/// measurement.
public struct SpanPaint: Hashable, Sendable {
    /// The span's foreground (`foregroundStyle`).
    public var foreground: Paint
    /// Whether the span is in the accent group (`widgetAccentable`).
    public var isAccentGroup: Bool
    /// The colour scheme the span is set in (`environment(\.colorScheme)`).
    public var colorScheme: ColorScheme
    /// An inline symbol's secondary and tertiary paints (`foregroundStyle(_:_:_:)`); empty for text.
    public var levels: [Paint] = []
    /// The strikethrough's own colour (`strikethrough(color:)`); nil: the text's.
    public var strikethroughColor: Paint?
    /// The underline's own colour (`underline(color:)`); nil: the text's.
    public var underlineColor: Paint?

    /// The colour source of a span with `foreground`, in the accent group or not, in `colorScheme`.
    public init(foreground: Paint, isAccentGroup: Bool, colorScheme: ColorScheme) {
        self.foreground = foreground
        self.isAccentGroup = isAccentGroup
        self.colorScheme = colorScheme
    }
}

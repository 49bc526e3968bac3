import Vignette

/// Where children line up across a vertical stack, or inside a frame, horizontally.
public struct HorizontalAlignment: Hashable, Sendable {
    package let core: HorizontalAlign
    /// A custom alignment (`init(_:)` with an `AlignmentID`), lined up by guides.
    var custom: AlignmentKey? = nil
    /// The leading edges line up.
    public static let leading = HorizontalAlignment(core: .leading)
    /// The centres line up.
    public static let center = HorizontalAlignment(core: .center)
    /// The trailing edges line up.
    public static let trailing = HorizontalAlignment(core: .trailing)
}

/// Where children line up across a horizontal stack, or inside a frame, vertically.
public struct VerticalAlignment: Hashable, Sendable {
    package let core: VerticalAlign
    /// A custom alignment (`init(_:)` with an `AlignmentID`), lined up by guides.
    var custom: AlignmentKey? = nil
    /// The top edges line up.
    public static let top = VerticalAlignment(core: .top)
    /// The centres line up.
    public static let center = VerticalAlignment(core: .center)
    /// The bottom edges line up.
    public static let bottom = VerticalAlignment(core: .bottom)
    /// The first lines' text baselines line up.
    public static let firstTextBaseline = VerticalAlignment(core: .firstTextBaseline)
    /// The last lines' text baselines line up.
    public static let lastTextBaseline = VerticalAlignment(core: .lastTextBaseline)
}

/// A horizontal and a vertical alignment together, for `ZStack`, frames and overlays.
public struct Alignment: Hashable, Sendable {
    /// The horizontal part.
    public var horizontal: HorizontalAlignment
    /// The vertical part.
    public var vertical: VerticalAlignment

    /// An alignment from its two parts.
    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    package var core: Align { Align(horizontal: horizontal.core, vertical: vertical.core) }

    /// Centred on both axes.
    public static let center = Alignment(horizontal: .center, vertical: .center)
    /// Leading edge, centred vertically.
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    /// Trailing edge, centred vertically.
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    /// Top edge, centred horizontally.
    public static let top = Alignment(horizontal: .center, vertical: .top)
    /// Bottom edge, centred horizontally.
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    /// Top leading corner.
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    /// Top trailing corner.
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    /// Bottom leading corner.
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    /// Bottom trailing corner.
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
}

/// How the lines of a multi-line text align with each other.
public enum TextAlignment: Hashable, Sendable, CaseIterable {
    /// Lines start at the leading edge.
    case leading
    /// Lines are centred.
    case center
    /// Lines end at the trailing edge.
    case trailing

    package var core: Vignette.TextAlignment {
        switch self {
        case .leading: .leading
        case .center: .center
        case .trailing: .trailing
        }
    }
}

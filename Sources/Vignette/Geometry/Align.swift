import Foundation

/// Horizontal alignment of children in a `Column`, or inside a frame.
public enum HorizontalAlign: String, Hashable, Sendable, Codable, CaseIterable {
    /// Children line up on their leading edges, centres or trailing edges.
    case leading, center, trailing
}

/// Vertical alignment of children in a `Row`, or inside a frame.
///
/// The text baselines align rows of text the way SwiftUI's `.firstTextBaseline`
/// and `.lastTextBaseline` do; a view with no text uses its bottom edge.
public enum VerticalAlign: String, Hashable, Sendable, Codable, CaseIterable {
    /// Children line up on their top edges, centres, bottom edges, or first or last text baselines.
    case top, center, bottom, firstTextBaseline, lastTextBaseline
}

/// A two-dimensional alignment (SwiftUI's `Alignment`).
public struct Align: Hashable, Sendable {
    /// Where content sits across the width.
    public var horizontal: HorizontalAlign
    /// Where content sits across the height.
    public var vertical: VerticalAlign

    /// Combines a horizontal and a vertical alignment.
    public init(horizontal: HorizontalAlign, vertical: VerticalAlign) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// Centred on both axes; the default of stacks and frames.
    public static let center = Align(horizontal: .center, vertical: .center)
    /// Against the leading edge, centred vertically.
    public static let leading = Align(horizontal: .leading, vertical: .center)
    /// Against the trailing edge, centred vertically.
    public static let trailing = Align(horizontal: .trailing, vertical: .center)
    /// Against the top edge, centred horizontally.
    public static let top = Align(horizontal: .center, vertical: .top)
    /// Against the bottom edge, centred horizontally.
    public static let bottom = Align(horizontal: .center, vertical: .bottom)
    /// In the top-leading corner.
    public static let topLeading = Align(horizontal: .leading, vertical: .top)
    /// In the top-trailing corner.
    public static let topTrailing = Align(horizontal: .trailing, vertical: .top)
    /// In the bottom-leading corner.
    public static let bottomLeading = Align(horizontal: .leading, vertical: .bottom)
    /// In the bottom-trailing corner.
    public static let bottomTrailing = Align(horizontal: .trailing, vertical: .bottom)

    /// Names as they appear in JSON trees and on the command line.
    public static let named: [(String, Align)] = [
        ("center", .center), ("leading", .leading), ("trailing", .trailing),
        ("top", .top), ("bottom", .bottom), ("topLeading", .topLeading),
        ("topTrailing", .topTrailing), ("bottomLeading", .bottomLeading),
        ("bottomTrailing", .bottomTrailing),
    ]
}

/// How `aspectRatio` fits a ratio into a proposal.
public enum ContentMode: String, Hashable, Sendable, Codable, CaseIterable {
    /// `fit` keeps the whole ratio inside the proposal; `fill` covers the proposal and may overflow it.
    case fit, fill
}

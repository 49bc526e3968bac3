import Foundation

/// Horizontal alignment of children in a `Column`, or inside a frame.
public enum HorizontalAlign: String, Hashable, Sendable, Codable, CaseIterable {
    case leading, center, trailing
}

/// Vertical alignment of children in a `Row`, or inside a frame.
///
/// The text baselines align rows of text the way SwiftUI's `.firstTextBaseline`
/// and `.lastTextBaseline` do; a view with no text uses its bottom edge.
public enum VerticalAlign: String, Hashable, Sendable, Codable, CaseIterable {
    case top, center, bottom, firstTextBaseline, lastTextBaseline
}

/// A two-dimensional alignment (SwiftUI's `Alignment`).
public struct Align: Hashable, Sendable {
    public var horizontal: HorizontalAlign
    public var vertical: VerticalAlign

    public init(horizontal: HorizontalAlign, vertical: VerticalAlign) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    public static let center = Align(horizontal: .center, vertical: .center)
    public static let leading = Align(horizontal: .leading, vertical: .center)
    public static let trailing = Align(horizontal: .trailing, vertical: .center)
    public static let top = Align(horizontal: .center, vertical: .top)
    public static let bottom = Align(horizontal: .center, vertical: .bottom)
    public static let topLeading = Align(horizontal: .leading, vertical: .top)
    public static let topTrailing = Align(horizontal: .trailing, vertical: .top)
    public static let bottomLeading = Align(horizontal: .leading, vertical: .bottom)
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
    case fit, fill
}

import Foundation

/// How large a symbol is against its font (SwiftUI's `Image.Scale`).
public enum ImageScale: String, Hashable, Sendable, Codable, CaseIterable {
    /// The three symbol scales, as in SwiftUI.
    case small, medium, large

    /// The symbol's size relative to `medium`. SF Symbols' scales differ by about a
    /// quarter step each way; Apple publishes no exact ratio, so these are estimates.
    public var factor: CGFloat {
        switch self {
        case .small: 0.78
        case .medium: 1
        case .large: 1.29
        }
    }
}

import Foundation

/// Pre-`#Preview` previews (`struct X_Previews: PreviewProvider`). They compile unchanged and are not
/// registered as `#Preview`s are: a widget renders from its `#Preview`s, placeholder and provider; a
/// Live Activity without `#Preview` states takes the `previewContext` states its providers show
/// (`WidgetKit/PreviewProviderStates.swift`, Docs/SwiftUI/Previews.md). Isolated to the main actor as Apple's is
/// (`@MainActor @preconcurrency protocol PreviewProvider`): `previews` is built on the main thread.
@MainActor @preconcurrency public protocol PreviewProvider {
    /// The type of the previews.
    associatedtype Previews: View
    /// The views to preview.
    @ViewBuilder static var previews: Previews { get }
}

/// The layout of a preview (accepted and ignored).
public enum PreviewLayout: Sendable {
    /// The device's layout.
    case device
    /// As big as the content.
    case sizeThatFits
    /// A fixed size.
    case fixed(width: CGFloat, height: CGFloat)
}

/// A device to preview on, by name (accepted and ignored).
public struct PreviewDevice: RawRepresentable, ExpressibleByStringLiteral, Sendable {
    /// The device name.
    public let rawValue: String
    /// A device by name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A device by name, as a literal.
    public init(stringLiteral value: String) { rawValue = value }
}

nonisolated extension View {
    /// Names the preview in Xcode's canvas; no effect on a render.
    public func previewDisplayName(_ value: String?) -> Self { self }
    /// Lays the preview out in Xcode's canvas; no effect on a render.
    public func previewLayout(_ value: PreviewLayout) -> Self { self }
    /// Picks Xcode's preview device; no effect on a render.
    public func previewDevice(_ value: PreviewDevice?) -> Self { self }
}

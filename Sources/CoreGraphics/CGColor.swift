// CoreGraphics' names widget code uses: the geometry types (Foundation on Linux declares CGFloat,
// CGPoint, CGSize, CGRect; re-exported here; CGAffineTransform is declared here, CGAffineTransform.swift) and `CGColor` (Docs/SwiftUI/UIKit.md).
@_exported import Foundation

/// A colour as red, green, blue and alpha components (sRGB, each 0…1).
public final class CGColor: Hashable, @unchecked Sendable {
    /// Red, green, blue and alpha.
    public let components: [CGFloat]?

    /// An sRGB colour.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        components = [red, green, blue, alpha]
    }

    /// An sRGB colour (the same components; Display P3 is not distinguished here).
    public convenience init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// A grey: 0 is black, 1 is white.
    public init(gray: CGFloat, alpha: CGFloat) {
        components = [gray, gray, gray, alpha]
    }

    /// The alpha component.
    public var alpha: CGFloat { components?.last ?? 1 }
    /// Four: red, green, blue, alpha.
    public var numberOfComponents: Int { components?.count ?? 0 }

    /// The same colour with another alpha.
    public func copy(alpha: CGFloat) -> CGColor? {
        guard let c = components else { return nil }
        return CGColor(red: c[0], green: c[1], blue: c[2], alpha: alpha)
    }

    /// Equal when the components are.
    public static func == (a: CGColor, b: CGColor) -> Bool { a.components == b.components }
    /// Hashes the components.
    public func hash(into hasher: inout Hasher) { hasher.combine(components) }
}

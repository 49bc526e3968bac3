import Foundation

/// A group's drop shadow, resolved: drawn behind the group's items from their alpha.
public struct DisplayShadow: Hashable, Sendable {
    public var color: RGBA
    /// The blur's standard deviation, in points.
    public var radius: CGFloat
    public var offset: CGSize

    public init(color: RGBA, radius: CGFloat, offset: CGSize) {
        self.color = color
        self.radius = radius
        self.offset = offset
    }
}

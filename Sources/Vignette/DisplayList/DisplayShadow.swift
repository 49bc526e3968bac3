import Foundation

/// A group's drop shadow, resolved: drawn behind the group's items from their alpha.
public struct DisplayShadow: Hashable, Sendable {
    /// The shadow's colour, resolved.
    public var color: RGBA
    /// The blur's standard deviation, in points.
    public var radius: CGFloat
    /// How far the shadow is moved, in points (positive: right and down).
    public var offset: CGSize

    /// A shadow of `color`, blurred by `radius`, moved by `offset`.
    public init(color: RGBA, radius: CGFloat, offset: CGSize) {
        self.color = color
        self.radius = radius
        self.offset = offset
    }
}

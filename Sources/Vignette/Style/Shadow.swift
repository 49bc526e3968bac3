import Foundation

/// A drop shadow (SwiftUI's `shadow(color:radius:x:y:)`): the content's silhouette in
/// `color`, blurred by `radius` points (a Gaussian of that standard deviation, as
/// Core Animation's `shadowRadius`) and moved by (x, y).
public struct Shadow: Hashable, Sendable {
    /// The shadow's colour (usually translucent black).
    public var color: Paint
    /// The blur's standard deviation, in points; 0 is a sharp copy.
    public var radius: CGFloat
    /// Horizontal offset, in points; positive moves right.
    public var x: CGFloat
    /// Vertical offset, in points; positive moves down.
    public var y: CGFloat

    /// SwiftUI's default shadow colour: black at 33 % opacity.
    public static let defaultColor = Paint.color(RGBA(red: 0, green: 0, blue: 0, alpha: 0.33))

    /// A shadow of `radius` points, moved by (`x`, `y`), black at 33 % unless `color` is given.
    public init(color: Paint = Shadow.defaultColor, radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) {
        self.color = color
        self.radius = radius
        self.x = x
        self.y = y
    }
}

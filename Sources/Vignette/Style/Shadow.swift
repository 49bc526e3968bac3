import Foundation

/// A drop shadow (SwiftUI's `shadow(color:radius:x:y:)`): the content's silhouette in
/// `color`, blurred by `radius` points (a Gaussian of that standard deviation, as
/// Core Animation's `shadowRadius`) and moved by (x, y).
public struct Shadow: Hashable, Sendable {
    public var color: Paint
    public var radius: CGFloat
    public var x: CGFloat
    public var y: CGFloat

    /// SwiftUI's default shadow colour: black at 33 % opacity.
    public static let defaultColor = Paint.color(RGBA(red: 0, green: 0, blue: 0, alpha: 0.33))

    public init(color: Paint = Shadow.defaultColor, radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) {
        self.color = color
        self.radius = radius
        self.x = x
        self.y = y
    }
}

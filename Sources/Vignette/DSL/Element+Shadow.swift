import Foundation

extension Element {
    /// A drop shadow behind the element, made from its alpha (SwiftUI's
    /// `shadow(color:radius:x:y:)`): blurred by `radius` points and moved by (x, y).
    /// It does not change the layout.
    public func shadow(color: Paint = Shadow.defaultColor, radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> Node {
        .modified(node, .shadow(Shadow(color: color, radius: radius, x: x, y: y)))
    }
}

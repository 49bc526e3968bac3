import Foundation
import Vignette

/// The shape of a bordered button's border (https://developer.apple.com/documentation/swiftui/buttonbordershape),
/// set with `buttonBorderShape(_:)` on the buttons inside. `.automatic` is the style's own (a capsule, or
/// iOS 18's rounded rectangle, Docs/SwiftUI/Controls.md); `.circle` is a circle inscribed in the button's frame,
/// as SwiftUI's `Circle` is in its frame.
public struct ButtonBorderShape: Hashable, Sendable {
    let kind: Kind

    enum Kind: Hashable, Sendable {
        case automatic, capsule, circle
        case roundedRectangle(radius: CGFloat?)
    }

    /// The style's own shape.
    public static let automatic = ButtonBorderShape(kind: .automatic)
    /// A capsule.
    public static let capsule = ButtonBorderShape(kind: .capsule)
    /// A circle.
    public static let circle = ButtonBorderShape(kind: .circle)
    /// A rounded rectangle with the system's radius (6 pt here, iOS 18's bordered buttons').
    public static let roundedRectangle = ButtonBorderShape(kind: .roundedRectangle(radius: nil))
    /// A rounded rectangle with corners of `radius` points.
    public static func roundedRectangle(radius: CGFloat) -> ButtonBorderShape {
        ButtonBorderShape(kind: .roundedRectangle(radius: radius))
    }

    /// The core shape for this border, `automatic` being the style's own.
    func shape(automatic: ShapeKind) -> ShapeKind {
        switch kind {
        case .automatic: automatic
        case .capsule: .pill
        case .circle: .disc
        case .roundedRectangle(let radius): .roundedRect(cornerRadius: radius ?? 6, style: .continuous)
        }
    }
}

private struct ButtonBorderShapeKey: EnvironmentKey {
    static let defaultValue = ButtonBorderShape.automatic
}

extension EnvironmentValues {
    /// The border shape of the bordered buttons inside.
    var buttonBorderShape: ButtonBorderShape {
        get { self[ButtonBorderShapeKey.self] }
        set { self[ButtonBorderShapeKey.self] = newValue }
    }
}

nonisolated extension View {
    /// The shape of the bordered buttons' borders inside (`.bordered`, `.borderedProminent`).
    public func buttonBorderShape(_ shape: ButtonBorderShape) -> some View {
        transformEnvironment(\.buttonBorderShape) { $0 = shape }
    }
}

import Foundation

// Names a widget is likely to use that Vignette does not draw yet. Each fails at
// compile time naming itself, never at render time (Docs/SwiftUI.md §6).

extension Font {
    /// Not built yet: custom fonts.
    @available(*, unavailable, message: "Vignette does not support Font.custom yet")
    public static func custom(_ name: String, size: CGFloat) -> Font { fatalError() }
}

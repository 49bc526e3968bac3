import Foundation

// Names a widget is likely to use that Vignette does not draw yet. Each fails at
// compile time naming itself, never at render time (Docs/SwiftUI.md §6).

/// Not built yet: `Path`; its common initializers name it in the error.
@available(*, unavailable, message: "Vignette does not support Path yet; custom shapes are not built either")
public struct Path: View {
    /// Never drawn: the type does not compile where it is used.
    public var body: Never { fatalError() }
    /// Unavailable.
    public init() {}
    /// Unavailable.
    public init(_ build: (inout Path) -> Void) {}
}

extension Font {
    /// Not built yet: custom fonts.
    @available(*, unavailable, message: "Vignette does not support Font.custom yet")
    public static func custom(_ name: String, size: CGFloat) -> Font { fatalError() }
}

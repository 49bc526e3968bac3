import Vignette

/// SwiftUI's colour-effect modifiers, each the core's `colorEffect` modifier: a colour matrix on the
/// view's pixels (Docs/SwiftUI/ColorEffects.md).
nonisolated extension View {
    /// Black with the alpha of the view's luminance, as SwiftUI's `luminanceToAlpha()`.
    public func luminanceToAlpha() -> some View { coreModified(.colorEffect(.luminanceToAlpha)) }

    /// Each colour replaced by its complement, as SwiftUI's `colorInvert()`.
    public func colorInvert() -> some View { coreModified(.colorEffect(.invert)) }

    /// Colours desaturated by `amount` (0 unchanged, 1 grey), as SwiftUI's `grayscale(_:)`.
    public func grayscale(_ amount: Double) -> some View { coreModified(.colorEffect(.grayscale(amount))) }

    /// Saturation scaled by `amount` (0 grey, 1 unchanged), as SwiftUI's `saturation(_:)`.
    public func saturation(_ amount: Double) -> some View { coreModified(.colorEffect(.saturation(amount))) }

    /// `amount` added to each colour component (1 is white), as SwiftUI's `brightness(_:)`.
    public func brightness(_ amount: Double) -> some View { coreModified(.colorEffect(.brightness(amount))) }

    /// Colours pushed from (or, below 1, towards) mid grey by `amount`, as SwiftUI's `contrast(_:)`.
    public func contrast(_ amount: Double) -> some View { coreModified(.colorEffect(.contrast(amount))) }

    /// Hues turned by `angle`, as SwiftUI's `hueRotation(_:)`.
    public func hueRotation(_ angle: Angle) -> some View {
        coreModified(.colorEffect(.hueRotation(degrees: angle.degrees)))
    }

    /// Every pixel multiplied by `color`, as SwiftUI's `colorMultiply(_:)`.
    public func colorMultiply(_ color: Color) -> some View { coreModified(.colorEffect(.multiply(color.paint))) }

    /// The view blurred by a Gaussian blur of `radius` points standard deviation, as SwiftUI's
    /// `blur(radius:opaque:)`; the frame stays, the blur spreads past it. `opaque` (keeping the edges
    /// solid) is accepted and not drawn: edges fade (Docs/SwiftUI/ColorEffects.md, "Blur").
    public func blur(radius: CGFloat, opaque: Bool = false) -> some View {
        coreModified(.colorEffect(.blur(radius: Double(radius))))
    }
}

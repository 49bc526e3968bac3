import Foundation

// Names a widget is likely to use that Vignette does not draw yet. Each fails at
// compile time naming itself, never at render time (Docs/SwiftUI.md §6).

/// Not built yet: `Label`.
@available(*, unavailable, message: "Vignette does not support Label yet; use an HStack of Image and Text")
public struct Label {}

/// Not built yet: `LazyVStack`.
@available(*, unavailable, message: "Vignette does not support LazyVStack yet; use VStack")
public struct LazyVStack {}

/// Not built yet: `LazyHStack`.
@available(*, unavailable, message: "Vignette does not support LazyHStack yet; use HStack")
public struct LazyHStack {}

/// Not built yet: `Grid`.
@available(*, unavailable, message: "Vignette does not support Grid yet")
public struct Grid {}

/// Not built yet: `GridRow`.
@available(*, unavailable, message: "Vignette does not support GridRow yet")
public struct GridRow {}

/// Not built yet: `ViewThatFits`.
@available(*, unavailable, message: "Vignette does not support ViewThatFits yet")
public struct ViewThatFits {}

/// Not built yet: `GeometryReader`.
@available(*, unavailable, message: "Vignette does not support GeometryReader yet")
public struct GeometryReader {}

/// Not built yet: `Link`.
@available(*, unavailable, message: "Vignette does not support Link yet")
public struct Link {}

/// Not built yet: `Button`.
@available(*, unavailable, message: "Vignette does not support Button yet")
public struct Button {}

/// Not built yet: `Toggle`.
@available(*, unavailable, message: "Vignette does not support Toggle yet")
public struct Toggle {}

/// Not built yet: `Gauge`.
@available(*, unavailable, message: "Vignette does not support Gauge yet")
public struct Gauge {}

/// Not built yet: `ProgressView`.
@available(*, unavailable, message: "Vignette does not support ProgressView yet")
public struct ProgressView {}

/// Not built yet: `LinearGradient`.
@available(*, unavailable, message: "Vignette does not support LinearGradient yet")
public struct LinearGradient {}

/// Not built yet: `RadialGradient`.
@available(*, unavailable, message: "Vignette does not support RadialGradient yet")
public struct RadialGradient {}

/// Not built yet: `AngularGradient`.
@available(*, unavailable, message: "Vignette does not support AngularGradient yet")
public struct AngularGradient {}

/// Not built yet: `Path` and custom shapes.
@available(*, unavailable, message: "Vignette does not support Path or custom Shapes yet")
public struct Path {}

/// Not built yet: `ContainerRelativeShape`.
@available(*, unavailable, message: "Vignette does not support ContainerRelativeShape yet")
public struct ContainerRelativeShape {}

extension Image {
    /// Not built yet: images from an asset catalog.
    @available(*, unavailable, message: "Vignette does not support Image(\"asset\") yet; use Image(systemName:)")
    public init(_ name: String, bundle: Bundle? = nil) { fatalError() }
}

extension Font {
    /// Not built yet: custom fonts.
    @available(*, unavailable, message: "Vignette does not support Font.custom yet")
    public static func custom(_ name: String, size: CGFloat) -> Font { fatalError() }
}

extension Color {
    /// Not built yet: colours from an asset catalog.
    @available(*, unavailable, message: "Vignette does not support Color(\"asset\") yet; use Color(red:green:blue:)")
    public init(_ name: String, bundle: Bundle? = nil) { fatalError() }

    /// Not built yet: the app's accent colour.
    @available(*, unavailable, message: "Vignette does not support Color.accentColor yet")
    public static var accentColor: Color { fatalError() }
}

extension View {
    /// Not built yet: `shadow`.
    @available(*, unavailable, message: "Vignette does not support shadow(color:radius:x:y:) in SwiftUI spelling yet")
    public func shadow(color: Color = .black, radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> Self { self }

    /// Not built yet: `rotationEffect`.
    @available(*, unavailable, message: "Vignette does not support rotationEffect yet")
    public func rotationEffect(_ angle: Any) -> Self { self }

    /// Not built yet: `scaleEffect`.
    @available(*, unavailable, message: "Vignette does not support scaleEffect yet")
    public func scaleEffect(_ scale: CGFloat) -> Self { self }

    /// Not built yet: `mask`.
    @available(*, unavailable, message: "Vignette does not support mask yet")
    public func mask<Mask: View>(_ mask: Mask) -> Self { self }

    /// Not built yet: `tint`.
    @available(*, unavailable, message: "Vignette does not support tint yet")
    public func tint(_ tint: Color?) -> Self { self }

    /// Not built yet: `truncationMode`.
    @available(*, unavailable, message: "Vignette does not support truncationMode in SwiftUI spelling yet")
    public func truncationMode(_ mode: Any) -> Self { self }

    /// Not built yet: `border`.
    @available(*, unavailable, message: "Vignette does not support border yet")
    public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> Self { self }

    /// Not built yet: `hidden`.
    @available(*, unavailable, message: "Vignette does not support hidden yet")
    public func hidden() -> Self { self }
}

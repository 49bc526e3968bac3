import Foundation

/// The traits of a view preview (`#Preview("Name", traits: .fixedLayout(width: 100, height: 100))`): how
/// Xcode's canvas lays it out. Vignette registers the preview as without them (Docs/SwiftUI/Previews.md).
public struct PreviewTrait<T>: @unchecked Sendable {
    let description: String
}

/// What view previews' traits apply to (Apple's `Preview.ViewTraits`).
public enum ViewPreviewTraits {}

extension PreviewTrait where T == ViewPreviewTraits {
    /// A fixed size.
    public static func fixedLayout(width: CGFloat, height: CGFloat) -> PreviewTrait {
        PreviewTrait(description: "fixedLayout(\(width)×\(height))")
    }
    /// The view's own size.
    public static var sizeThatFitsLayout: PreviewTrait { PreviewTrait(description: "sizeThatFitsLayout") }
    /// A device.
    public static var defaultLayout: PreviewTrait { PreviewTrait(description: "defaultLayout") }
    /// Portrait.
    public static var portrait: PreviewTrait { PreviewTrait(description: "portrait") }
    /// Landscape, turned left.
    public static var landscapeLeft: PreviewTrait { PreviewTrait(description: "landscapeLeft") }
    /// Landscape, turned right.
    public static var landscapeRight: PreviewTrait { PreviewTrait(description: "landscapeRight") }
}

/// A view preview with traits, as Apple's `#Preview(_:traits:_:body:)`; the traits are not applied.
@freestanding(declaration)
public macro Preview(
    _ name: String? = nil, traits: PreviewTrait<ViewPreviewTraits>,
    _ additionalTraits: PreviewTrait<ViewPreviewTraits>...,
    @ViewBuilder body: @escaping () -> any View
) = #externalMacro(module: "VignetteMacros", type: "ViewPreviewMacro")

/// Records a view preview with traits: what the macro expansion calls.
public func _registerPreview(
    fileID: String, line: Int, _ name: String? = nil, traits: PreviewTrait<ViewPreviewTraits>,
    _ additionalTraits: PreviewTrait<ViewPreviewTraits>..., @ViewBuilder body: @escaping () -> any View
) {
    _registerPreview(fileID: fileID, line: line, name, body: body)
}

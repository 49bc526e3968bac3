import Vignette

/// SwiftUI's `BlendMode`: the core's, with the same case names (Docs/SwiftUI/BlendModes.md).
public typealias BlendMode = Vignette.BlendMode

nonisolated extension View {
    /// The view composited onto what is behind it with `blendMode`, as SwiftUI's `blendMode(_:)`.
    public func blendMode(_ blendMode: BlendMode) -> some View { coreModified(.blendMode(blendMode)) }
}

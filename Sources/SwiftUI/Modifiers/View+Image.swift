import Vignette

extension Image {
    /// How large a symbol is against the font.
    public enum Scale: Hashable, Sendable, CaseIterable {
        /// Smaller than the text.
        case small
        /// As large as the text.
        case medium
        /// Larger than the text.
        case large

        package var core: ImageScale {
            switch self {
            case .small: .small
            case .medium: .medium
            case .large: .large
            }
        }
    }
}

nonisolated extension View {
    /// The size of symbols inside against their font.
    public func imageScale(_ scale: Image.Scale) -> some View { coreModified(.imageScale(scale.core)) }

    /// The largest size of the content's own ratio that fits the offer (`aspectRatio(contentMode: .fit)`).
    public func scaledToFit() -> some View { aspectRatio(contentMode: .fit) }

    /// The smallest size of the content's own ratio that covers the offer (`aspectRatio(contentMode: .fill)`).
    public func scaledToFill() -> some View { aspectRatio(contentMode: .fill) }
}

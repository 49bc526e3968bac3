import Foundation
import Vignette

extension Font {
    /// A width of a font family that has several (iOS 16): SF Pro's compressed, condensed, standard and
    /// expanded faces. Apple documents the four names and `init(_:)`, not their values: the values here
    /// only order them, narrowest first, as `UIFont.Width`'s do.
    ///
    /// Drawn at the standard width: the stand-in for SF Pro (Inter) has no other widths, so text set in
    /// them is as wide here as standard text (Docs/SwiftUI.md, "Font widths").
    public struct Width: Hashable, Sendable {
        /// The width's value; 0 is standard, negative narrower.
        public var value: CGFloat
        /// A width of `value`.
        public init(_ value: CGFloat) { self.value = value }
        /// The narrowest width: SF Compressed.
        public static let compressed = Width(-0.4)
        /// Narrower than standard: SF Condensed.
        public static let condensed = Width(-0.2)
        /// The regular width.
        public static let standard = Width(0)
        /// Wider than standard: SF Expanded.
        public static let expanded = Width(0.2)
    }

    /// The same font at `width`: drawn at the standard width (see `Width`).
    public func width(_ width: Width) -> Font { self }
}

extension Text {
    /// This text's fonts at `width` (nil: each font's own): drawn at the standard width (see `Font.Width`).
    public func fontWidth(_ width: Font.Width?) -> Text { self }
}

nonisolated extension View {
    /// The texts inside at `width` (nil: each font's own): drawn at the standard width (see `Font.Width`).
    public func fontWidth(_ width: Font.Width?) -> some View { self }
}

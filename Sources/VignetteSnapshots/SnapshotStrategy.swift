import Vignette
import VignetteCairo

/// How a widget becomes pixels and how those are judged: the fonts text is set in, and
/// the comparison. A value, so a suite can keep its own (`.standard.tolerance(…)`).
public struct SnapshotStrategy: Sendable {
    /// The font library to measure and draw with; called once per assertion.
    public var fonts: @Sendable () throws -> FontLibrary
    /// How renders are compared with references.
    public var diffing: ImageDiffing

    /// A strategy from a font library factory and a diffing.
    public init(fonts: @escaping @Sendable () throws -> FontLibrary, diffing: ImageDiffing) {
        self.fonts = fonts
        self.diffing = diffing
    }

    /// The standard fonts and the perceptual comparison.
    public static let standard = SnapshotStrategy(fonts: { try FontLibrary.standard() }, diffing: .perceptual)

    /// This strategy with another tolerance.
    public func tolerance(_ tolerance: SnapshotTolerance) -> SnapshotStrategy {
        var copy = self
        copy.diffing = .tolerance(tolerance)
        return copy
    }

    /// This strategy drawing with `library` (e.g. the standard fonts plus the app's own).
    public func fonts(_ library: FontLibrary) -> SnapshotStrategy {
        var copy = self
        copy.fonts = { library }
        return copy
    }
}

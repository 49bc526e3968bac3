import Foundation

/// An SF Symbol by name (SwiftUI's `Image(systemName:)`), drawn from an icon font.
///
/// It follows the font like text: its frame is a square of `Symbol.emPerPoint` times the
/// font size (times the image scale), painted in the foreground style. Names come from the
/// render's `ResourceResolver` (`SymbolCatalog.standard` unless it says otherwise); an
/// unknown name fails the render with `VignetteError.unknownName(kind: "symbol", …)` and
/// the nearest known names.
public struct Symbol: Element {
    /// The symbol's SF Symbols name, e.g. `"cloud.sun.fill"`.
    public let name: String

    /// How far a variable symbol is filled in, 0…1; nil: fully.
    public let variableValue: Double?

    /// A symbol by its SF Symbols name; unknown names fail the render.
    public init(_ name: String, variableValue: Double? = nil) {
        self.name = name
        self.variableValue = variableValue
    }

    /// The symbol's tree node.
    public var node: Node {
        guard let variableValue else { return .symbol(name) }
        return .modified(.symbol(name), .symbolVariableValue(variableValue))
    }

    /// The symbol's frame side per point of font size. SF Symbols at the medium scale
    /// are a little larger than the font's cap height and usually wider than tall; the
    /// Material icons used here fill about 5/6 of their em square, so an em of 1.25×
    /// the font size draws an icon about as large as the font.
    public static let emPerPoint: CGFloat = 1.25
}

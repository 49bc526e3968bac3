import Foundation
import Vignette

/// A variant of SF Symbols — filled, in a circle, square or rectangle, slashed — that
/// `symbolVariant(_:)` asks of the symbols inside, as SwiftUI's `SymbolVariants`.
///
/// `Image(systemName: "shippingbox")` under `.symbolVariant(.fill)` draws `shippingbox.fill`
/// when Vignette's symbol table has that name, and `shippingbox` otherwise, as SwiftUI applies a
/// variant only to "those symbols that have" it.
public struct SymbolVariants: Hashable, Sendable {
    enum Shape: String, Hashable, Sendable { case circle, square, rectangle }

    var shape: Shape?
    var isFilled = false
    var isSlashed = false

    /// No variant: the symbols as named.
    public static let none = SymbolVariants()
    /// Filled.
    public static let fill = SymbolVariants(isFilled: true)
    /// In a circle.
    public static let circle = SymbolVariants(shape: .circle)
    /// In a square.
    public static let square = SymbolVariants(shape: .square)
    /// In a rectangle.
    public static let rectangle = SymbolVariants(shape: .rectangle)
    /// Slashed.
    public static let slash = SymbolVariants(isSlashed: true)

    /// This variant, also filled.
    public var fill: SymbolVariants { with { $0.isFilled = true } }
    /// This variant, also in a circle.
    public var circle: SymbolVariants { with { $0.shape = .circle } }
    /// This variant, also in a square.
    public var square: SymbolVariants { with { $0.shape = .square } }
    /// This variant, also in a rectangle.
    public var rectangle: SymbolVariants { with { $0.shape = .rectangle } }
    /// This variant, also slashed.
    public var slash: SymbolVariants { with { $0.isSlashed = true } }

    private func with(_ change: (inout SymbolVariants) -> Void) -> SymbolVariants {
        var variants = self
        change(&variants)
        return variants
    }

    /// `name` with the variant's suffixes in SF Symbols' order (`bell.slash.circle.fill`) when
    /// the symbol table has that name; `name` otherwise.
    func applied(to name: String, in catalog: SymbolCatalog = .standard) -> String {
        guard self != .none else { return name }
        var variant = name
        if isSlashed, !variant.contains(".slash") { variant += ".slash" }
        if let shape, !variant.contains(".\(shape.rawValue)") { variant += ".\(shape.rawValue)" }
        if isFilled, !variant.hasSuffix(".fill") { variant += ".fill" }
        return catalog.glyph(named: variant) == nil ? name : variant
    }
}

private struct SymbolVariantsKey: EnvironmentKey {
    static let defaultValue = SymbolVariants.none
}

extension EnvironmentValues {
    /// The symbol variant `symbolVariant(_:)` above asked for; `.none` by default.
    public var symbolVariants: SymbolVariants {
        get { self[SymbolVariantsKey.self] }
        set { self[SymbolVariantsKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Draws the symbols inside in `variant` where the symbol has it (Docs/SwiftUI/Modifiers.md).
    public func symbolVariant(_ variant: SymbolVariants) -> some View {
        environment(\.symbolVariants, variant)
    }
}

import Foundation
import Vignette

/// How an SF Symbol's layers are coloured. The icon font draws one layer, so every mode looks
/// monochrome there; SF Symbols templates (`--symbols`) draw each mode (Docs/Symbols.md).
public enum SymbolRenderingMode: Hashable, Sendable {
    /// One colour for every layer.
    case monochrome
    /// Layers at decreasing opacities of one colour.
    case hierarchical
    /// The symbol's own colours.
    case multicolor
    /// Layers in the styles given by `foregroundStyle(_:_:)`.
    case palette

    var core: SymbolRendering {
        switch self {
        case .monochrome: .monochrome
        case .hierarchical: .hierarchical
        case .multicolor: .multicolor
        case .palette: .palette
        }
    }
}

nonisolated extension View {
    /// How SF Symbols inside colour their layers; nil: the default (monochrome).
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> some View {
        coreModified(.symbolRendering(mode?.core))
    }

    /// The primary and secondary foreground styles: text and shapes take the primary, palette
    /// symbols colour their layers with both.
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(_ primary: S1, _ secondary: S2) -> some View {
        coreModified(.foregroundStyle(primary._paint.core)).coreModified(.foregroundLevels([secondary._paint.core]))
    }

    /// The primary, secondary and tertiary foreground styles (see `foregroundStyle(_:_:)`).
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle, S3: ShapeStyle>(
        _ primary: S1, _ secondary: S2,
        _ tertiary: S3
    ) -> some View {
        coreModified(.foregroundStyle(primary._paint.core))
            .coreModified(.foregroundLevels([secondary._paint.core, tertiary._paint.core]))
    }
}

extension Image {
    /// The symbol called `systemName` filled in to `variableValue` (0…1; nil: fully), as SF Symbols'
    /// variable colour draws it.
    public init(systemName: String, variableValue: Double?) {
        self.init(systemName: systemName)
        self.variableValue = variableValue
    }
}

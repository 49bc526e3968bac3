import Foundation

/// What layout reads instead of the outside world: the symbol table and the pictures a
/// tree names, keyed by the path it names them with. Made by `ResourceResolver.resolve(_:)`.
public struct ResolvedResources: Sendable {
    /// The table `Symbol` names are drawn from.
    public var symbols: SymbolCatalog
    /// Each picture path the tree names, resolved.
    public var pictures: [String: ResolvedPicture]

    /// Resources made of these values.
    public init(symbols: SymbolCatalog = .standard, pictures: [String: ResolvedPicture] = [:]) {
        self.symbols = symbols
        self.pictures = pictures
    }

    /// The standard symbols and no pictures: enough for trees without `Picture`s (a
    /// picture it lacks lays out 0×0 and draws nothing).
    public static let symbolsOnly = ResolvedResources()
}

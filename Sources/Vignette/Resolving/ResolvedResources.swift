import Foundation

/// What layout reads instead of the outside world: the symbol table and the pictures a
/// tree names, keyed by the path it names them with. Made by `ResourceResolver.resolve(_:)`.
public struct ResolvedResources: Sendable {
    /// The table `Symbol` names are drawn from.
    public var symbols: SymbolCatalog
    /// Each picture path the tree names, resolved.
    public var pictures: [String: ResolvedPicture]
    /// Pictures layout met that `pictures` lacks: content built during layout (a `SizeReader`'s,
    /// SwiftUI's `GeometryReader`) names pictures the tree did not, found then (`ResourceResolver`).
    let misses = PictureMisses()

    /// Resources made of these values.
    public init(symbols: SymbolCatalog = .standard, pictures: [String: ResolvedPicture] = [:]) {
        self.symbols = symbols
        self.pictures = pictures
    }

    /// The standard symbols and no pictures: enough for trees without `Picture`s (a
    /// picture it lacks lays out 0×0 and draws nothing).
    public static let symbolsOnly = ResolvedResources()
}

/// The pictures a layout asked `ResolvedResources` for and did not find, in the order asked.
final class PictureMisses: @unchecked Sendable {
    private let lock = NSLock()
    private var specs: [PictureSpec] = []

    func record(_ spec: PictureSpec) {
        lock.withLock { if !specs.contains(where: { $0.path == spec.path }) { specs.append(spec) } }
    }

    var all: [PictureSpec] { lock.withLock { specs } }
}

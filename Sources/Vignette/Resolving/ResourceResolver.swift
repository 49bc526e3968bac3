import Foundation

/// Finds what a tree names outside itself — pictures and symbols — before layout, so the
/// core reads no files: the pipeline asks this value, and the caller decides where bytes
/// come from (`ResourceResolver.files(relativeTo:)` in VignetteCairo reads them from disk).
public struct ResourceResolver: Sendable {
    /// The table `Symbol` names are looked up in.
    public var symbols: SymbolCatalog
    /// The picture for a path as the tree names it; throws when there is none.
    private let picture: @Sendable (String) throws -> ResolvedPicture

    /// A resolver over `symbols` that asks `picture` for each distinct picture path. Its
    /// errors are best `VignetteError.unreadableResource`; the resolver adds where the
    /// picture was asked for.
    public init(
        symbols: SymbolCatalog = .standard, picture: @escaping @Sendable (_ path: String) throws -> ResolvedPicture
    ) {
        self.symbols = symbols
        self.picture = picture
    }

    /// Pictures from bytes in memory, keyed by the path the tree names them with.
    public static func inMemory(_ files: [String: Data], symbols: SymbolCatalog = .standard) -> ResourceResolver {
        ResourceResolver(symbols: symbols) { path in
            guard let bytes = files[path] else {
                throw VignetteError.unreadableResource(
                    kind: "picture", path: path, base: nil, origin: nil,
                    reason: "not among the \(files.count) pictures given in memory")
            }
            return try ResolvedPicture(bytes: bytes, name: path)
        }
    }

    /// The picture `spec` names.
    ///
    /// - Throws: `VignetteError.unreadableResource` naming the path, the folder a relative
    ///   path was resolved against (when the resolver says) and `spec.origin`.
    public func resolve(_ spec: PictureSpec) throws -> ResolvedPicture {
        do {
            var found = try picture(spec.path)
            if found.info.format == .pdf {
                // Vector or Xcode's bitmap, as the asset catalogue says; a PDF's size is its page's.
                found.info.preservesVectorData = spec.preservesVectorData
                found.info.bitmapScale = spec.scale
                return found
            }
            // A scale stated beside the file (an asset catalogue's) outranks its name's.
            guard let scale = spec.scale, found.info.format != .svg else { return found }
            return try ResolvedPicture(bytes: found.bytes, name: spec.path, scale: scale)
        } catch VignetteError.unreadableResource(let kind, let path, let base, let origin, let reason) {
            throw VignetteError.unreadableResource(
                kind: kind, path: path, base: base, origin: origin ?? spec.origin, reason: reason)
        } catch {
            throw VignetteError.unreadableResource(
                kind: "picture", path: spec.path, base: nil, origin: spec.origin,
                reason: (error as? VignetteError)?.message ?? "\(error)")
        }
    }

    /// Everything `node` names outside itself, checked: every symbol is in the table and
    /// every picture resolves (each path once); joined words join only text.
    ///
    /// - Throws: `VignetteError.unknownName(kind: "symbol", …)`, `.unreadableResource` for a
    ///   picture, or `.invalidValue` for a joined piece that is not text — the first problem
    ///   found, depth first.
    public func resolve(_ node: Node) throws -> ResolvedResources {
        var pictures: [String: ResolvedPicture] = [:]
        try node.forEachResource { resource in
            switch resource {
            case .symbol(let name):
                _ = try symbols.requireGlyph(named: name)
            case .picture(let spec):
                if pictures[spec.path] == nil { pictures[spec.path] = try resolve(spec) }
            }
        }
        return ResolvedResources(symbols: symbols, pictures: pictures)
    }

    /// `layout(resolved)`, and when content built during layout (a `SizeReader`'s) named pictures the
    /// tree did not, those resolved and the layout made again: they draw, or fail as any picture does
    /// (an unreadable file, a JPEG), never a silent blank.
    public func layoutResolvingLatePictures(
        _ resolved: ResolvedResources,
        _ layout: (ResolvedResources) -> LayoutResult
    ) throws -> LayoutResult {
        let first = layout(resolved)
        let late = resolved.misses.all
        guard !late.isEmpty else { return first }
        var pictures = resolved.pictures
        for spec in late { pictures[spec.path] = try resolve(spec) }
        return layout(ResolvedResources(symbols: resolved.symbols, pictures: pictures))
    }
}

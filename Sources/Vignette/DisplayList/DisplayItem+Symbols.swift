import Foundation

extension Array where Element == DisplayItem {
    /// The names of the symbols these items draw, groups, masks and text included: what a render
    /// reports as drawn from the icon font when no template covers them (Docs/Symbols.md).
    public var symbolNames: Set<String> {
        reduce(into: []) { names, item in
            switch item {
            case .symbol(let run): names.insert(run.name)
            case .text(let run): names.formUnion(run.spans.compactMap { $0.symbol?.name })
            case .group(let group): names.formUnion(group.items.symbolNames.union((group.mask ?? []).symbolNames))
            default: break
            }
        }
    }
}

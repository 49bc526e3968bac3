import Foundation

/// Two placed trees are equal when their geometry is: of a node's reference, only where each line of
/// text sits and what it holds counts, with its colours as the display-list stage resolves them (a
/// SwiftUI `.secondary` and the DSL's colour of the same value place alike), not the paints they come
/// from nor the environment (two looks, or two scales, can place alike). The comparison resolves
/// colours, so it lives in this stage, not in `Layout/`.
extension NodeReference: Hashable {
    static func == (lhs: NodeReference, rhs: NodeReference) -> Bool {
        lhs.placedLines.elementsEqual(rhs.placedLines) { $0.content == $1.content && $0.x == $1.x && $0.y == $1.y }
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(text?.lines.count ?? -1)
    }

    private var placedLines: [(content: TextContent, x: CGFloat, y: CGFloat)] {
        text?.lines.map { (environment.resolvingColors(of: $0.content), $0.x, $0.baseline) } ?? []
    }
}

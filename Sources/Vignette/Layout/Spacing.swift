import Foundation

/// Default spacing between stack neighbours (Docs/LayoutSemantics.md §a.4).
///
/// Each edge of a view carries spacing preferences; the gap between two neighbours
/// is the largest that any pair of facing preferences asks for:
/// - two plain views: 8;
/// - a spring on either side (along its stack's axis): 0;
/// - text above a plain view: max(L − capHeight, s + descent);
/// - a plain view above text: L − ascent;
/// - text above text: 0, the font's leading, so stacked texts sit like lines;
/// where lh = ascent + descent, s = lh/10 rounded up to the pixel grid, L = lh + s.
/// The text rules are derived from OpenSwiftUI's `Text+Spacing.swift` and are
/// unverified on a device; give a stack an explicit `spacing` to avoid them.
/// Text only prefers on its top and bottom edges, so gaps in a row are 8.
extension LayoutEngine {
    enum SpacingAtom: Hashable {
        case standard
        case spring
        case textTop(LineMetrics)
        case textBottom(LineMetrics)
    }

    enum Edge { case top, leading, bottom, trailing }

    /// The gap before each child (the first is 0): the stack's `spacing` if it has one,
    /// otherwise from the neighbours' preferences.
    func distances(_ id: Int, axis: Axis, spacing: CGFloat?) -> [CGFloat] {
        // They depend on the children alone, not the proposal: worked out once per stack.
        if let known = gapCache[id] { return known }
        let gaps = gapsBetweenChildren(id, axis: axis, spacing: spacing)
        gapCache[id] = gaps
        return gaps
    }

    private func gapsBetweenChildren(_ id: Int, axis: Axis, spacing: CGFloat?) -> [CGFloat] {
        let children = tree[id].children
        return children.indices.map { i in
            guard i > 0 else { return 0 }
            if let spacing { return spacing }
            let scale = tree[id].environment.displayScale
            let before = preferences(children[i - 1], axis == .vertical ? .bottom : .trailing)
            let after = preferences(children[i], axis == .vertical ? .top : .leading)
            return gap(before, after, scale: scale)
        }
    }

    private func gap(_ before: [SpacingAtom], _ after: [SpacingAtom], scale: CGFloat) -> CGFloat {
        if before.contains(.spring) || after.contains(.spring) { return 0 }
        let upper = before.isEmpty ? [.standard] : before
        let lower = after.isEmpty ? [.standard] : after
        var result = -CGFloat.infinity
        for a in upper {
            for b in lower { result = max(result, pairGap(a, b, scale: scale)) }
        }
        return result
    }

    private func pairGap(_ upper: SpacingAtom, _ lower: SpacingAtom, scale: CGFloat) -> CGFloat {
        func lineSpacing(_ m: LineMetrics) -> (s: CGFloat, L: CGFloat) {
            let s = (m.lineHeight * 0.1).roundedUp(toScale: scale)
            return (s, m.lineHeight + s)
        }
        switch (upper, lower) {
        case (.textBottom, .textTop):
            return 0
        case (.textBottom(let m), _):
            let (s, L) = lineSpacing(m)
            return max(L - m.capHeight, s + m.descent)
        case (_, .textTop(let m)):
            return lineSpacing(m).L - m.ascent
        default:
            return 8
        }
    }

    /// The spacing preferences on one edge of node `id`.
    func preferences(_ id: Int, _ edge: Edge) -> [SpacingAtom] {
        switch tree[id].kind {
        case .text(let content):
            let metrics = LineMetrics(size: content.largestFont.size)
            switch edge {
            case .top: return [.textTop(metrics)]
            case .bottom: return [.textBottom(metrics)]
            case .leading, .trailing: return [.standard]
            }
        case .spring(_, let axis):
            let alongAxis: Bool =
                switch (axis, edge) {
                case (nil, _), (.horizontal, .leading), (.horizontal, .trailing), (.vertical, .top),
                    (.vertical, .bottom):
                    true
                default: false
                }
            return alongAxis ? [.spring] : []
        case .stack(let axis, _, _):
            let children = tree[id].children
            guard let first = children.first, let last = children.last else { return [] }
            switch (axis, edge) {
            case (.vertical, .top), (.horizontal, .leading): return preferences(first, edge)
            case (.vertical, .bottom), (.horizontal, .trailing): return preferences(last, edge)
            default: return children.flatMap { preferences($0, edge) }
            }
        case .layers, .firstThatFits, .grid, .gridRow:
            return tree[id].children.flatMap { preferences($0, edge) }
        case .padding(let insets):
            // A padded edge forgets its content's preferences.
            let padded =
                switch edge {
                case .top: insets.top > 0
                case .leading: insets.leading > 0
                case .bottom: insets.bottom > 0
                case .trailing: insets.trailing > 0
                }
            return padded ? [.standard] : preferences(tree[id].children[0], edge)
        case .frame, .flexFrame, .decoration, .mask, .priority, .fixedSize, .aspectRatio, .offset, .opacity, .blend,
            .colorEffect,
            .clip,
            .shadow,
            .rotation, .scale:
            return preferences(tree[id].children[0], edge)
        case .fill, .shape, .stroke, .rule, .symbol, .picture, .sizeReader, .chart:
            return [.standard]
        }
    }
}

extension CGFloat {
    /// Rounded up to the pixel grid of `scale`, forgiving floating-point noise.
    func roundedUp(toScale scale: CGFloat) -> CGFloat {
        (self * scale - 1e-6).rounded(.up) / scale
    }

    /// Rounded to the nearest pixel of `scale`, halves away from zero… upward.
    func roundedToPixel(_ scale: CGFloat) -> CGFloat {
        (self * scale + 0.5).rounded(.down) / scale
    }
}

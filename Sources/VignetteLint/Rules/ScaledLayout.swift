import Foundation
import Vignette

extension LintRules {
    /// A medium or large widget that is the small one scaled up or stretched.
    ///
    /// **Level: warning:** HIG guidance to use each size's room; a scaled layout still shows correct
    /// content.
    ///
    /// Compared with the small widget on the same device, moment and appearance: when the
    /// bigger family shows exactly the same pieces of information (same texts and symbols,
    /// in the same order) it adds nothing for its extra room. The message says "scaled up"
    /// when the pieces also sit at the same relative positions (within 6% of the size),
    /// "stretched" otherwise.
    public static let scaledLayout: LintRule = LintRule(
        id: "scaled-layout", severity: .warning, scope: .layout,
        summary: "A medium or large layout showing exactly the small widget's pieces of information.",
        guidance:
            "A distinct layout per family, never a scaled small one (Docs/Design.md, Layout; HIG: offer a layout that uses the space)."
    ) { context in
        let sample = context.sample
        guard sample.family == .systemMedium || sample.family == .systemLarge || sample.family == .systemExtraLarge,
            let small = context.sibling(family: .systemSmall, appearance: sample.appearance)
        else { return [] }
        let mine = InformationPieces.of(sample.content, in: sample.bounds)
        let theirs = InformationPieces.of(small.content, in: small.bounds)
        guard !mine.isEmpty, mine.map(\.summary) == theirs.map(\.summary) else { return [] }
        func relative(_ r: CGRect, _ s: CGSize) -> CGPoint { CGPoint(x: r.midX / s.width, y: r.midY / s.height) }
        let drift =
            zip(mine, theirs).map { a, b in
                let p = relative(a.frame, sample.size), q = relative(b.frame, small.size)
                return max(abs(p.x - q.x), abs(p.y - q.y))
            }.max() ?? 0
        let how = drift < 0.06 ? "the small layout scaled up" : "the small layout stretched"
        let frame = mine.dropFirst().reduce(mine[0].frame) { $0.union($1.frame) }
        return [
            LintIssue(
                "\(sample.family.rawValue) shows the same \(mine.count) pieces as systemSmall and nothing more: \(how)",
                node: "content", frame: frame)
        ]
    }
}

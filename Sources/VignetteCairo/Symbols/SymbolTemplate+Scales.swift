import Foundation
import Vignette

/// Scales a template does not draw, made from one it does (Docs/Symbols.md, "Weights between the
/// masters"): a three-master template draws only the small scale, and the SF Symbols app makes the
/// medium and large ones from it [SYM-VARIABLE].
extension SymbolTemplate {
    /// `variants` with each scale that has no drawing made from the nearest scale that has: every
    /// weight's drawing scaled by the ratio of the image scales (`ImageScale.factor`, our estimate),
    /// about its baseline guide and moved onto the new scale's baseline guide.
    static func scaled(_ variants: [Variant], baselines: [Scale: Double], caplines: [Scale: Double]) -> [Variant] {
        let drawn = Set(variants.map(\.scale))
        guard !drawn.isEmpty else { return variants }
        var out = variants
        for target in Scale.allCases where !drawn.contains(target) {
            // The nearest drawn scale: medium before the other for small and large.
            // Typed steps: as one chained expression this took the type checker ~120 ms.
            let candidates: [Scale] = [.medium, .small, .large].filter(drawn.contains)
            let distance = { (scale: Scale) -> CGFloat in abs(scale.imageScale.factor - target.imageScale.factor) }
            let source = candidates.min { (a: Scale, b: Scale) -> Bool in distance(a) < distance(b) }!
            let sourceSpan = baselines[source]! - caplines[source]!, targetSpan = baselines[target]! - caplines[target]!
            guard sourceSpan > 0, targetSpan > 0 else { continue }
            let ratio = Double(target.imageScale.factor / source.imageScale.factor) * targetSpan / sourceSpan
            for variant in variants where variant.scale == source {
                var made = variant
                made.scale = target
                let move =
                    "translate(0 \(SymbolPathData.format(baselines[target]!))) scale(\(SymbolPathData.format(ratio))) "
                    + "translate(0 \(SymbolPathData.format(-baselines[source]!)))"
                made.transform = variant.transform.map { move + " " + $0 } ?? move
                made.margins = variant.margins.map { ($0.left * ratio, $0.right * ratio) }
                out.append(made)
            }
        }
        return out
    }
}

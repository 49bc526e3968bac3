import Foundation
import Vignette
import VignetteCairo
import VignettePNG

/// The contrast of one text run against the pixels actually behind it.
///
/// Method: the rendering is painted twice, as shown (A) and with every text run left
/// out (B). In the run's line box (its words node's width, from 1 em above the baseline
/// to 0.3 em below), pixels where A differs from B are the glyphs; the "core" pixels are
/// those differing by at least 90% of the largest difference, i.e. nearly fully covered,
/// so anti-aliased edges don't dilute the text colour. Each core pixel gives a WCAG ratio
/// between A (the text as painted, with opacity, gradients and rendering-mode filters
/// applied) and B (what is behind it there); the run's ratio is the 25th percentile, so
/// a background that is too close under a quarter of the glyphs is enough to fail, while
/// stray and half-covered pixels are not. Transparent pixels are seen over `backdrop`. A run whose
/// glyphs change no pixel by more than 8/255 has ratio 1 (invisible).
package struct TextContrast {
    package var run: TextRun
    package var node: PlacedNode?
    package var box: CGRect
    package var ratio: Double
    package var required: Double
    /// The median colours of text and background at the core pixels, for messages.
    package var textColor: RGBA
    package var backgroundColor: RGBA

    /// What shows through a transparent widget pixel: the light home screen, or black
    /// (dark home screen, StandBy, the tinted home screen's dark glass).
    package static func backdrop(for appearance: Appearance) -> RGBA { appearance == .light ? .white : .black }

    package static func measure(_ sample: LintSample) throws -> [TextContrast] {
        let shown = try sample.bitmap(), behind = try sample.textlessBitmap()
        let backdrop = backdrop(for: sample.appearance)
        let scale = LintSample.scale
        let texts = PaintedLeaf.all(under: sample.layout.root).filter(\.isText).map(\.node)
        // One pixel as an opaque colour, over the backdrop where it is transparent.
        func color(_ bitmap: Bitmap, _ i: Int) -> RGBA {
            let b = bitmap.bytes, a = Double(b[i + 3]) / 255
            return RGBA(
                red: Double(b[i]) / 255 * a + backdrop.red * (1 - a),
                green: Double(b[i + 1]) / 255 * a + backdrop.green * (1 - a),
                blue: Double(b[i + 2]) / 255 * a + backdrop.blue * (1 - a))
        }
        return sample.textRuns.compactMap { run in
            let node = LintSample.node(for: run, among: texts)
            let size = run.spans.map(\.font.size).max() ?? run.font.size
            let right = node.map(\.frame.maxX) ?? run.origin.x + size * CGFloat(run.text.count)
            let box = CGRect(x: run.origin.x, y: run.origin.y - size, width: right - run.origin.x, height: size * 1.3)
                .intersection(sample.bounds)
            guard !box.isNull, box.width > 0, box.height > 0 else { return nil }
            let weight = run.spans.first?.font.weight ?? run.font.weight
            let required = WCAG.requiredRatio(size: size, weight: weight)
            // How much the text changes each pixel: its largest channel difference.
            var pixels: [(index: Int, difference: Int)] = []
            for y in Int(box.minY * scale)..<min(shown.height, Int((box.maxY * scale).rounded(.up))) {
                for x in Int(box.minX * scale)..<min(shown.width, Int((box.maxX * scale).rounded(.up))) {
                    // Compared as seen (over the backdrop): straight alpha makes the raw
                    // channels of a faint edge pixel look like full text colour.
                    let i = (y * shown.width + x) * 4
                    let a = color(shown, i), b = color(behind, i)
                    let d = max(abs(a.red - b.red), abs(a.green - b.green), abs(a.blue - b.blue))
                    pixels.append((i, Int((d * 255).rounded())))
                }
            }
            let largest = pixels.map(\.difference).max() ?? 0
            guard largest > 8 else {
                let back = pixels.first.map { color(behind, $0.index) } ?? backdrop
                return TextContrast(
                    run: run, node: node, box: box, ratio: 1, required: required, textColor: back, backgroundColor: back
                )
            }
            let core = pixels.filter { Double($0.difference) >= 0.9 * Double(largest) }
            let ratios = core.map { WCAG.ratio(color(shown, $0.index), color(behind, $0.index)) }.sorted()
            let middle = core[core.count / 2].index
            return TextContrast(
                run: run, node: node, box: box, ratio: ratios[ratios.count / 4], required: required,
                textColor: color(shown, middle), backgroundColor: color(behind, middle))
        }
    }
}

extension LintSample {
    /// The words node that drew `run`: the text node whose frame holds the run's baseline start.
    package func node(for run: TextRun) -> PlacedNode? {
        Self.node(for: run, among: PaintedLeaf.all(under: layout.root).filter(\.isText).map(\.node))
    }

    static func node(for run: TextRun, among texts: [PlacedNode]) -> PlacedNode? {
        let point = CGPoint(x: run.origin.x + 0.5, y: run.origin.y - 0.5)
        return texts.last { $0.frame.insetBy(dx: -1, dy: -1).contains(point) }
    }
}

import Foundation
import Vignette
import VignetteCairo
import VignettePNG

extension Bench {
    /// (2) The reference widget to PNG, split into layout, paint and encode, against the same
    /// image through Cairo's own PNG writer in the same run; and each row filter's cost and size.
    func renderSection() throws -> [String: Any] {
        let runs = options.runs
        let prepared = try reference.prepare(referenceSpec, textEngine: engine, resources: .files())
        let list = prepared.displayList, scale = Double(prepared.pixelScale)
        let (width, height) = (
            CairoRenderer.pixels(list.size.width, scale: scale), CairoRenderer.pixels(list.size.height, scale: scale)
        )
        print("  reference: \(reference.id) systemSmall in-class @\(Int(scale))x, \(width)×\(height) px")

        let layout = try Stats.sample(runs: runs) {
            _ = try reference.prepare(referenceSpec, textEngine: engine, resources: .files())
        }
        let paint = try Stats.sample(runs: runs) { try renderer.withPainted(list, scale: scale) { _ in } }
        // The same list at 1×, where text is drawn as glyph outlines (Docs/Fonts.md, "Glyph positions").
        let paint1x = try Stats.sample(runs: runs) { try renderer.withPainted(list, scale: 1) { _ in } }
        var encodeTimes: [Double] = [], cairoEncodeTimes: [Double] = []
        var png = Data(), cairoPNG = Data()
        for run in 0..<(runs + 3) {
            try renderer.withPainted(list, scale: scale) { surface in
                let ours = try Stats.time { png = try PNGEncoder.png(surface: surface) }
                let cairo = try Stats.time { cairoPNG = try CairoRenderer.cairoPNG(surface: surface) }
                if run >= 3 {
                    encodeTimes.append(ours)
                    cairoEncodeTimes.append(cairo)
                }
            }
        }
        let encode = Spread(encodeTimes), cairoEncode = Spread(cairoEncodeTimes)
        let total = try Stats.sample(runs: runs) {
            let fresh = try reference.prepare(referenceSpec, textEngine: engine, resources: .files())
            _ = try renderer.png(fresh.displayList, scale: Double(fresh.pixelScale))
        }
        let baseline = try Stats.sample(runs: runs) {
            let fresh = try reference.prepare(referenceSpec, textEngine: engine, resources: .files())
            _ = try renderer.pngThroughCairo(fresh.displayList, scale: Double(fresh.pixelScale))
        }
        let speedup = baseline.median / total.median
        report("layout (prepare)", layout)
        report("paint", paint)
        report("paint @1x", paint1x)
        report("encode (PNGEncoder)", encode, "\(png.count) bytes")
        report("encode (Cairo's writer)", cairoEncode, "\(cairoPNG.count) bytes")
        report("total to PNG", total, "target ≤ 4 ms")
        report("total to PNG via Cairo's writer", baseline)
        print(String(format: "  speed-up over Cairo's writer: %.1f× (target ≥ 4×)", speedup))

        var filters: [String: Any] = [:]
        try renderer.withPainted(list, scale: scale) { surface in
            for choice in PNGFilterChoice.allCases {
                var size = 0
                let spread = try Stats.sample(runs: max(5, runs / 2)) {
                    size = try PNGEncoder.png(surface: surface, filter: choice).count
                }
                report("  filter \(choice.rawValue)", spread, "\(size) bytes")
                filters[choice.rawValue] = spread.json.merging(["bytes": size]) { $1 }
            }
        }
        // The same choice over every example × family, light and dark: gradients and photos
        // favour other filters than the reference's flat colour.
        var gallery: [String: Any] = [:]
        let lists = try exampleSpecs(appearances: [.light, .dark]).map { widget, spec in
            let prepared = try widget.prepare(spec, textEngine: engine, resources: .files())
            return (prepared.displayList, Double(prepared.pixelScale))
        }
        for choice in PNGFilterChoice.allCases where choice != .adaptive {
            var bytes = 0, milliseconds = 0.0
            for (list, scale) in lists {
                try renderer.withPainted(list, scale: scale) { surface in
                    milliseconds += try Stats.time {
                        bytes += try PNGEncoder.png(surface: surface, filter: choice).count
                    }
                }
            }
            print(
                String(
                    format: "    %@ over %d example images: %.1f ms, %d KB", choice.rawValue, lists.count, milliseconds,
                    bytes / 1024))
            gallery[choice.rawValue] = ["ms": milliseconds, "bytes": bytes]
        }
        return [
            "load": Stats.load(), "filtersOverExamples": gallery, "pixels": "\(width)x\(height)", "layout": layout.json,
            "paint": paint.json, "paint1x": paint1x.json,
            "encode": encode.json.merging(["bytes": png.count]) { $1 },
            "cairoEncode": cairoEncode.json.merging(["bytes": cairoPNG.count]) { $1 },
            "total": total.json, "cairoTotal": baseline.json, "speedupOverCairo": speedup,
            "targetsMet": ["medianAtMost4ms": total.median <= 4, "atLeast4xCairo": speedup >= 4],
            "filters": filters, "filterChosen": PNGEncoder.filter.rawValue,
        ]
    }

    /// (2a) The reference widget prepared (its content built, laid out, its display list made) and
    /// nothing else, `runs` times: the render section's first figure alone, for comparing that stage
    /// between two builds over thousands of runs (`--only prepare --runs 3000`).
    func prepareSection() throws -> [String: Any] {
        let prepare = try Stats.sample(runs: options.runs) {
            _ = try reference.prepare(referenceSpec, textEngine: engine, resources: .files())
        }
        report("prepare", prepare)
        return ["load": Stats.load(), "prepare": prepare.json]
    }

    /// (2b) The reference widget's display list painted and nothing else, `runs` times: the render
    /// section's second figure alone (`--only paint --runs 3000`).
    func paintSection() throws -> [String: Any] {
        let prepared = try reference.prepare(referenceSpec, textEngine: engine, resources: .files())
        let list = prepared.displayList, scale = Double(prepared.pixelScale)
        let paint = try Stats.sample(runs: options.runs) { try renderer.withPainted(list, scale: scale) { _ in } }
        report("paint", paint)
        return ["load": Stats.load(), "paint": paint.json]
    }
}

import Foundation
import Vignette
import VignetteCairo

extension Bench {
    /// (5) Resident memory over many consecutive renders to PNG, cycling through every
    /// example × family × light/dark: sampled every 250 renders, with the peak (VmHWM).
    func memorySection() throws -> [String: Any] {
        let specs = exampleSpecs(appearances: [.light, .dark])
        // Start afresh: hand back what earlier sections freed (the 100k-node layouts), and
        // reset the peak (VmHWM), so this figure is the renders' alone.
        _ = mallocTrim(0)
        try? "5".write(toFile: "/proc/self/clear_refs", atomically: false, encoding: .utf8)
        var samples: [[String: Any]] = []
        var afterWarmUp = 0.0
        let started = Stats.now()
        for index in 0..<options.renders {
            let (widget, spec) = specs[index % specs.count]
            let prepared = try widget.prepare(spec, textEngine: engine, resources: .files())
            _ = try renderer.png(prepared.displayList, scale: Double(prepared.pixelScale))
            if (index + 1) % 250 == 0 || index == 0 {
                let memory = Stats.memory()
                if index + 1 == 500 { afterWarmUp = memory.resident }
                samples.append(["renders": index + 1, "residentMB": memory.resident])
            }
        }
        let seconds = (Stats.now() - started) / 1000
        let (final, peak) = Stats.memory()
        let growth = afterWarmUp > 0 ? final - afterWarmUp : 0
        let fontFiles = Stats.fontFiles()
        print(
            String(
                format:
                    "  %d renders in %.1f s: resident %.1f MB at 500, %.1f MB at the end (%+.1f MB), peak %.1f MB (target < 150 MB, flat)",
                options.renders, seconds, afterWarmUp, final, growth, peak))
        print(
            String(
                format: "  of which font files mapped: %.1f MB (the CJK collections %.1f MB)", fontFiles.all,
                fontFiles.cjk))
        return [
            "load": Stats.load(), "renders": options.renders, "seconds": seconds, "residentAt500MB": afterWarmUp,
            "residentFinalMB": final, "peakMB": peak, "growthAfter500MB": growth, "samples": samples,
            "fontFilesMB": fontFiles.all, "cjkFontFilesMB": fontFiles.cjk,
            "targetMet": peak < 150 && abs(growth) < 10,
        ]
    }
}

/// glibc's malloc_trim (malloc.h is not in the Glibc module).
@_silgen_name("malloc_trim") private func mallocTrim(_ pad: Int) -> Int32

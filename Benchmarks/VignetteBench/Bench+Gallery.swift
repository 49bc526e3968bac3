import Foundation
import Vignette
import VignetteCairo
import VignetteCLI
import VignetteExamples

extension Bench {
    /// (4) The whole gallery (every example × family × appearance × moment, contact sheet,
    /// index.html) with 1 and with 2 workers, alternating; and whether both wrote the same bytes.
    func gallerySection() throws -> [String: Any] {
        let rounds = max(3, min(7, options.runs / 7))
        var times: [Int: [Double]] = [1: [], 2: []]
        var cpu: [Int: [(user: Double, system: Double)]] = [1: [], 2: []]
        var loads: [Double] = []
        var sheetSeconds: [Int: [Double]] = [1: [], 2: []]
        var images = 0
        // Each run into a folder of its own, removed only at the end. This disk's ext4 has no
        // journal, so making a file skips every inode freed in the last minute (`recently_deleted`,
        // a look-up each): with last round's folder emptied just before a run, 4–9% of the run's
        // samples were those look-ups, in the kernel, more with more files deleted by anyone.
        var folders: [Int: URL] = [:], made: [URL] = []
        defer { for folder in made { try? FileManager.default.removeItem(at: folder) } }
        for round in 0..<rounds {
            for jobs in options.galleryJobs {
                loads.append(Stats.load())
                let folder = try temporaryFolder("gallery-\(jobs)-\(round)")
                made.append(folder)
                folders[jobs] = folder
                var split = (images: 0, imageSeconds: 0.0, sheetSeconds: 0.0)
                let before = Stats.cpuSplit()
                times[jobs]!.append(
                    try Stats.time {
                        // A fresh font library each time: a cold start, as a new `vignette gallery` process has.
                        split = try GalleryBuild.write(
                            widgets: Examples.all, device: device, os: .ios26, scale: nil, to: folder,
                            jobs: jobs, fonts: FontLibrary(files: FontLibrary.standardFiles))
                    })
                let after = Stats.cpuSplit()
                cpu[jobs]!.append((after.user - before.user, after.system - before.system))
                images = split.images
                sheetSeconds[jobs]!.append(split.sheetSeconds)
            }
        }
        for jobs in options.galleryJobs {
            let user = Spread(cpu[jobs]!.map(\.user)), system = Spread(cpu[jobs]!.map(\.system))
            print(
                String(
                    format: "  %d worker%@: CPU time %.0f ms in the process, %.0f ms in the kernel (medians)",
                    jobs, jobs == 1 ? "" : "s", user.median, system.median))
        }
        let sheet = Spread(sheetSeconds[1]! + sheetSeconds[2]!)
        guard options.galleryJobs == [1, 2] else {
            // One worker count alone (for perf stat and perf record): its times, no speed-up.
            let jobs = options.galleryJobs.first ?? 1
            report("gallery, \(jobs) worker\(jobs == 1 ? "" : "s")", Spread(times[jobs]!), "\(images) images")
            print(String(format: "  load during: %.2f–%.2f", loads.min()!, loads.max()!))
            return [
                "load": Stats.load(), "loadDuring": loads, "images": images, "workers": jobs,
                "times": Spread(times[jobs]!).json,
                "userMs": Spread(cpu[jobs]!.map(\.user)).json, "systemMs": Spread(cpu[jobs]!.map(\.system)).json,
            ]
        }
        let serial = Spread(times[1]!), parallel = Spread(times[2]!)
        // Each round times 1 and then 2 workers back to back, so the speed-up is taken per
        // round (a slow spell of this shared machine then slows both sides of one ratio) and
        // the median of those ratios is the figure; the ratio of the medians is printed too.
        let ratios = Spread(zip(times[1]!, times[2]!).map { $0 / $1 })
        let speedup = ratios.median
        let identical = try Self.sameFiles(folders[1]!, folders[2]!)
        report("gallery, 1 worker", serial, "\(images) images")
        report("gallery, 2 workers", parallel)
        print(
            String(
                format: "  of which the contact sheet (strips and its encoding, summed over workers): %.0f ms median",
                sheet.median * 1000))
        print(
            String(
                format:
                    "  speed-up, median of %d rounds: %.2f× (rounds %.2f–%.2f×; ratio of medians %.2f×; target ≥ 1.8×)",
                rounds, speedup, ratios.min, ratios.max, serial.median / parallel.median))
        print(
            String(
                format: "  identical output: %@; load during: %.2f–%.2f", identical ? "yes" : "NO", loads.min()!,
                loads.max()!))
        return [
            "load": Stats.load(), "loadDuring": loads, "images": images, "oneWorker": serial.json,
            "twoWorkers": parallel.json,
            "speedup": speedup,
            "speedupPerRound": ["rounds": ratios.runs, "min": ratios.min, "median": ratios.median, "max": ratios.max],
            "speedupOfMedians": serial.median / parallel.median,
            "contactSheetMedianMs": sheet.median * 1000, "identicalOutput": identical, "targetMet": speedup >= 1.8,
        ]
    }

    /// The same file names with the same bytes in both folders.
    static func sameFiles(_ a: URL, _ b: URL) throws -> Bool {
        let names = try FileManager.default.contentsOfDirectory(atPath: a.path).sorted()
        guard names == (try FileManager.default.contentsOfDirectory(atPath: b.path).sorted()) else { return false }
        return try names.allSatisfy {
            try Data(contentsOf: a.appendingPathComponent($0)) == Data(contentsOf: b.appendingPathComponent($0))
        }
    }
}

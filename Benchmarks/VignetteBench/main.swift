import Foundation
import VignetteCLI

// `make bench`: the figures of issue 8, printed and written to out/bench/results.json.
//   --runs N     timed runs per figure (default 50; synthetic 100k trees and the gallery use fewer)
//   --renders N  renders in the memory test (default 5000)
//   --out PATH   the JSON file (default out/bench/results.json)
//   --only a,b   sections: layout, render, verify, gallery, memory, longtext, swiftui, package, charts, symbols,
//                grids (default all); prepare (the reference widget's content, layout and display list alone) only when named
//   --nodes a,b  synthetic layout tree sizes (default 100,1000,10000,100000)
//   --lengths a,b  characters of the long-text case's unbroken run (default 10000,100000)
//   --scripts a,b  the long-text case's runs: latin, cjk, emoji, arabic, hebrew, latin-repeating (default all)
//   --gallery-jobs 1|2|1,2  the gallery's worker counts (default 1,2; one alone for perf stat and perf record)
// The same allocator settings as the `vignette` process (MemoryTuning).
MemoryTuning.apply()
var options = BenchOptions(arguments: Array(CommandLine.arguments.dropFirst()))
let bench = try Bench(options: options)
var results: [String: Any] = [
    "command": (["make", "bench"] + CommandLine.arguments.dropFirst()).joined(separator: " "),
    "date": ISO8601DateFormatter().string(from: Date()),
    "cores": ProcessInfo.processInfo.activeProcessorCount,
    "runs": options.runs,
]
for section in options.sections {
    print("\n== \(section) (load average \(String(format: "%.2f", Stats.load()))) ==")
    let started = Stats.now()
    results[section] = try bench.run(section)
    print(String(format: "   (%.1f s)", (Stats.now() - started) / 1000))
}
let json = try JSONSerialization.data(withJSONObject: results, options: [.prettyPrinted, .sortedKeys])
let url = URL(fileURLWithPath: options.out)
try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
try json.write(to: url)
print("\nwrote \(options.out)")

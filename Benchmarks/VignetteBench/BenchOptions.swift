/// The benchmark's command line (see main.swift).
struct BenchOptions {
    static let allSections = [
        "layout", "render", "verify", "memory", "gallery", "longtext", "swiftui", "package", "charts", "symbols",
        "grids",
    ]
    /// Sections run only when named with `--only`: `prepare` and `paint` repeat one of the render
    /// section's figures alone, for comparing that stage between two builds over thousands of runs
    /// (or under callgrind, Docs/Performance.md).
    static let namedOnly = ["prepare", "paint"]
    var runs = 50
    var renders = 5000
    var out = "out/bench/results.json"
    var sections = allSections
    /// Sizes of the synthetic layout trees (the growth curve).
    var nodes = [100, 1_000, 10_000, 100_000]
    /// Characters in the long-text case's unbroken run.
    var lengths = [10_000, 100_000]
    /// The long-text case's scripts (`LongText`; default all).
    var scripts = LongText.allCases
    /// The gallery's worker counts; the speed-up needs 1 and 2 (one alone is for `perf stat`).
    var galleryJobs = [1, 2]

    init(arguments: [String]) {
        var rest = arguments[...]
        while let flag = rest.popFirst() {
            let value = rest.popFirst() ?? ""
            switch flag {
            case "--runs": runs = max(1, Int(value) ?? runs)
            case "--renders": renders = max(1, Int(value) ?? renders)
            case "--out": out = value
            case "--nodes": nodes = value.split(separator: ",").compactMap { Int($0) }.filter { $0 > 0 }
            case "--lengths": lengths = value.split(separator: ",").compactMap { Int($0) }.filter { $0 > 0 }
            case "--scripts": scripts = value.split(separator: ",").compactMap { LongText(rawValue: String($0)) }
            case "--gallery-jobs":
                let counts = Set(value.split(separator: ",").compactMap { Int($0) }.filter { $0 == 1 || $0 == 2 })
                galleryJobs = counts.isEmpty ? galleryJobs : counts.sorted()
            case "--only":
                sections = value.split(separator: ",").map(String.init).filter {
                    Self.allSections.contains($0) || Self.namedOnly.contains($0)
                }
            default: print("ignoring unknown argument \(flag)")
            }
        }
    }
}

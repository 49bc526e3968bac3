import Foundation

/// Timing and the machine's state, for the benchmark's figures.
enum Stats {
    /// Monotonic milliseconds.
    static func now() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) * 1e3 + Double(time.tv_nsec) / 1e6
    }

    /// Milliseconds of CPU time the process has used (all threads).
    static func cpuNow() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
        return Double(time.tv_sec) * 1e3 + Double(time.tv_nsec) / 1e6
    }

    /// Milliseconds of CPU time the process has used (all threads) in itself and in the kernel.
    static func cpuSplit() -> (user: Double, system: Double) {
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        func ms(_ time: timeval) -> Double { Double(time.tv_sec) * 1e3 + Double(time.tv_usec) / 1e3 }
        return (ms(usage.ru_utime), ms(usage.ru_stime))
    }

    /// Milliseconds of CPU time the calling thread has used.
    static func threadCPUNow() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Double(time.tv_sec) * 1e3 + Double(time.tv_nsec) / 1e6
    }

    /// Milliseconds `body` takes, once.
    static func time(_ body: () throws -> Void) rethrows -> Double {
        let start = now()
        try body()
        return now() - start
    }

    /// `runs` timings of `body` after `warmUp` untimed calls.
    static func sample(runs: Int, warmUp: Int = 3, _ body: () throws -> Void) rethrows -> Spread {
        for _ in 0..<warmUp { try body() }
        var times: [Double] = []
        for _ in 0..<runs { times.append(try time(body)) }
        return Spread(times)
    }

    /// The 1-minute load average, from /proc/loadavg.
    static func load() -> Double {
        let text = (try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8)) ?? ""
        return Double(text.split(separator: " ").first ?? "") ?? -1
    }

    /// Resident and peak resident memory in MB, from /proc/self/status (VmRSS, VmHWM).
    static func memory() -> (resident: Double, peak: Double) {
        let text = (try? String(contentsOfFile: "/proc/self/status", encoding: .utf8)) ?? ""
        func field(_ name: String) -> Double {
            guard let line = text.split(separator: "\n").first(where: { $0.hasPrefix(name + ":") }) else { return -1 }
            return (Double(line.split(separator: " ").dropFirst().first ?? "") ?? -1) / 1024
        }
        return (field("VmRSS"), field("VmHWM"))
    }

    /// Resident MB of font files mapped into this process (/proc/self/smaps): all of them, and
    /// those of the CJK collections (whose faces a Latin-only render need not open).
    static func fontFiles() -> (all: Double, cjk: Double) {
        // Read to the end: `String(contentsOfFile:)` stops after the first page of a /proc file.
        let data = FileHandle(forReadingAtPath: "/proc/self/smaps")?.readDataToEndOfFile() ?? Data()
        let text = String(decoding: data, as: UTF8.self)
        var all = 0.0, cjk = 0.0, path = ""
        for line in text.split(separator: "\n") {
            let head = line.prefix { $0 != " " }
            if head.contains("-"), head.allSatisfy({ $0.isHexDigit || $0 == "-" }) {
                // `start-end perms offset device inode path`
                path =
                    line.split(separator: " ", maxSplits: 5, omittingEmptySubsequences: true).dropFirst(5).first.map(
                        String.init) ?? ""
                path = path.trimmingCharacters(in: .whitespaces).lowercased()
            } else if line.hasPrefix("Rss:"), [".ttf", ".otf", ".ttc"].contains(where: { path.hasSuffix($0) }) {
                let megabytes = (Double(line.split(separator: " ").dropFirst().first ?? "") ?? 0) / 1024
                all += megabytes
                if path.contains("cjk") { cjk += megabytes }
            }
        }
        return (all, cjk)
    }
}

/// Min, median, p90 and max of some timings, in milliseconds.
struct Spread {
    let runs: Int
    let min, median, p90, max: Double

    init(_ times: [Double]) {
        let sorted = times.sorted()
        runs = sorted.count
        func at(_ fraction: Double) -> Double {
            sorted[Swift.min(sorted.count - 1, Int((Double(sorted.count - 1) * fraction).rounded()))]
        }
        (min, median, p90, max) = (sorted[0], at(0.5), at(0.9), sorted[sorted.count - 1])
    }

    var json: [String: Any] { ["runs": runs, "minMs": min, "medianMs": median, "p90Ms": p90, "maxMs": max] }

    /// `median ms (min … p90 … max)`.
    var text: String {
        String(format: "%8.3f ms  (min %.3f, p90 %.3f, max %.3f, n=%d)", median, min, p90, max, runs)
    }
}

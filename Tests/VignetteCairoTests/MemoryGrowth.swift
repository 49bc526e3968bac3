import Foundation

/// The smallest growth of resident memory over rounds of `body`. Other tests running
/// in parallel grow it now and then; a leak grows it in every round.
func leastMemoryGrowth(rounds: Int, _ body: () throws -> Void) rethrows -> Int {
    func resident() -> Int {
        let statm = (try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8)) ?? ""
        let pages = statm.split(separator: " ").dropFirst().first.flatMap { Int($0) } ?? 0
        return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
    }
    try body()  // warm caches first
    var least = Int.max
    for _ in 0..<rounds {
        let before = resident()
        try body()
        least = min(least, resident() - before)
    }
    return least
}

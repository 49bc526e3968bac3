import Foundation
import Testing
@testable import VignetteCLI
import VignetteSnapshots

/// `vignette gallery --jobs N` and `--shard i/n`: the worker pool writes the same files with
/// the same bytes for any N, and the shards of a gallery split it exactly.
@Suite struct GalleryParallelTests {
    @Test func oneAndTwoWorkersWriteTheSameBytes() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        for jobs in ["1", "2"] {
            _ = try vignette([
                "gallery", "--widget", "course-schedule", "--widget", "joke-of-the-day", "--jobs", jobs, "--out",
                folder.path(jobs),
            ])
        }
        let one = try #require(contents(of: folder.path("1"))), two = try #require(contents(of: folder.path("2")))
        #expect(one.sorted() == two.sorted())
        #expect(one.count > 20)
        for name in one {
            let a = try Data(contentsOf: URL(fileURLWithPath: folder.path("1") + "/" + name))
            let b = try Data(contentsOf: URL(fileURLWithPath: folder.path("2") + "/" + name))
            #expect(a == b, "\(name) differs between 1 and 2 workers")
        }
    }

    @Test func shardsSplitTheGalleryExactly() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let arguments = ["gallery", "--widget", "course-schedule", "--device", "iphone-se-3", "--jobs", "2"]
        _ = try vignette(arguments + ["--out", folder.path("all")])
        let all = Set(try #require(contents(of: folder.path("all")))).subtracting(["contact-sheet.png", "index.html"])
        var seen: [String] = []
        for index in 1...3 {
            _ = try vignette(arguments + ["--shard", "\(index)/3", "--out", folder.path("\(index)")])
            let part = try #require(contents(of: folder.path("\(index)")))
            #expect(part.contains("contact-sheet.png") && part.contains("index.html"))
            seen += part.filter { $0 != "contact-sheet.png" && $0 != "index.html" }
        }
        #expect(seen.count == all.count && Set(seen) == all, "every image in exactly one shard")
    }

    @Test func badShardAndJobsAreErrors() {
        #expect(
            failure(["gallery", "--shard", "4/3", "--out", "unused-out"])
                == "invalid --shard '4/3': expected i/n with 1 ≤ i ≤ n, e.g. 1/4")
        #expect(failure(["gallery", "--jobs", "0", "--out", "unused-out"]) != nil)
    }

    @Test func poolReturnsResultsInOrderAndTheFirstError() throws {
        let squares = try WorkerPool.map(count: 100, states: [0, 1, 2]) { _, index in index * index }
        #expect(squares == (0..<100).map { $0 * $0 })
        struct Failure: Error, Equatable { let index: Int }
        #expect(throws: Failure(index: 7)) {
            _ = try WorkerPool.map(count: 50, states: [0, 1]) { _, index in
                if index == 7 || index == 9 { throw Failure(index: index) }
                return index
            }
        }
    }
}

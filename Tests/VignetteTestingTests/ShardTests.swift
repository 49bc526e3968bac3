import Foundation
import Testing
import Vignette
@testable import VignetteSnapshots

/// `Shard` (`--shard i/n`, `VIGNETTE_SHARD`): every item in exactly one shard, the same
/// shard on every run and machine, and assertions that check only their shard's references.
@Suite struct ShardTests {
    @Test func parsesIOfNAndRejectsTheRest() throws {
        #expect(try Shard("2/4") == Shard("2/4", source: "x"))
        #expect(try Shard(" 1 / 3 ").description == "1/3")
        for bad in ["", "1", "0/3", "4/3", "1/0", "a/b", "1/2/3", "-1/2"] {
            #expect(
                throws: VignetteError.invalidValue(
                    name: "VIGNETTE_SHARD", value: bad, expected: "i/n with 1 ≤ i ≤ n, e.g. 1/4")
            ) {
                try Shard(bad, source: "VIGNETTE_SHARD")
            }
        }
        #expect(try Shard.from(environment: [:]) == .all)
        #expect(try Shard.from(environment: ["VIGNETTE_SHARD": "3/5"]) == Shard("3/5"))
    }

    @Test func everyItemIsInExactlyOneShard() throws {
        let names = (0..<2_000).map { "Snapshots/Suite/test\($0 % 37)/widget_systemSmall_\($0).png" }
        for count in 1...6 {
            let shards = try (1...count).map { try Shard("\($0)/\(count)") }
            var sizes = Array(repeating: 0, count: count)
            for name in names {
                let owners = shards.filter { $0.contains(name) }
                #expect(owners.count == 1, "\(name) in \(owners) of \(count)")
                sizes[owners[0].index - 1] += 1
            }
            // Balanced enough to be worth splitting: each within 15% of an even share.
            #expect(
                sizes.allSatisfy {
                    abs(Double($0) - Double(names.count) / Double(count)) < 0.15 * Double(names.count) / Double(count)
                },
                "\(count) shards: \(sizes)")
        }
    }

    /// The split is fixed forever: FNV-1a's published values, and one name pinned to its shard.
    @Test func theSplitIsStable() throws {
        #expect(Shard.fnv1a("") == 0xCBF2_9CE4_8422_2325)
        #expect(Shard.fnv1a("a") == 0xAF63_DC4C_8601_EC8C)
        let name =
            "Snapshots/ExampleSnapshotTests/everyFamilyAndAppearance/course-schedule_systemSmall_iphone-16-pro-max_ios26_light@3x.png"
        let owner = try (1...4).first { try Shard("\($0)/4").contains(name) }
        #expect(owner == Int(Shard.fnv1a(name) % 4) + 1)
    }

    @Test func assertionsCheckOnlyTheirShard() throws {
        let package = try ScratchPackage()
        let families: [WidgetFamily] = [.systemSmall, .systemMedium]
        let appearances: [Appearance] = [.light, .dark]
        var recorded: [String] = []
        for index in 1...2 {
            let report = verifySnapshot(
                of: SampleWidget.make(), families: families, appearances: appearances,
                location: package.location(), environment: package.environment(["VIGNETTE_SHARD": "\(index)/2"]))
            #expect(report.failureMessage == nil)
            recorded += report.outcomes.map { "\($0)" }
        }
        let all = try FileManager.default.contentsOfDirectory(
            atPath: package.root.appendingPathComponent("Snapshots/WorkflowTests/sample").path)
        #expect(all.count == 4 && recorded.count == 4, "two shards record the four references once: \(all)")

        let bad = verifySnapshot(
            of: SampleWidget.make(), families: [.systemSmall], location: package.location(),
            environment: package.environment(["VIGNETTE_SHARD": "3/2"]))
        #expect(bad.failureMessage?.contains("invalid VIGNETTE_SHARD '3/2'") == true)
    }
}

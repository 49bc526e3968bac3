import Foundation
import VignetteSnapshots
import Testing
@testable import VignetteCLI

/// `vignette test --shard`'s split by cost (issue 31: 2 shards on 2 cores in ≤ 0.6× one run): a
/// matrix of two devices at @3x and @2x must not leave one part with the @3x images, whose pixels
/// cost 9/4 as much to check.
@Suite struct TestShardsTests {
    /// Every widget in small and medium on an @3x and an @2x iPhone, light and dark, as the bench's matrix.
    let paths: [String] = (1...20).flatMap { widget in
        ["systemSmall", "systemMedium"].flatMap { family in
            [("iphone-16-pro-max", 3), ("iphone-se-3", 2)].flatMap { device, scale in
                ["light", "dark"].map { look in
                    "Snapshots/vignette-test/W\(widget)/W\(widget)_\(family)_\(device)_ios26_\(look)@\(scale)x.png"
                }
            }
        }
    }

    @Test func costsCountPixels() {
        let small3 = TestShards.cost(of: "Snapshots/vignette-test/W/W_systemSmall_iphone-16-pro-max_ios26_light@3x.png")
        let small2 = TestShards.cost(of: "Snapshots/vignette-test/W/W_systemSmall_iphone-se-3_ios26_light@2x.png")
        let large3 = TestShards.cost(of: "Snapshots/vignette-test/W/W_systemLarge_iphone-16-pro-max_ios26_dark@3x.png")
        #expect(small3 == 1.25 && abs(small2 - (0.25 + 4.0 / 9)) < 1e-9 && large3 == 4.25)
    }

    @Test func twoPartsShareTheScalesAndThePixelsEvenly() {
        let parts = (1...2).map { TestShards.images(paths, in: try! Shard("\($0)/2")) }
        #expect(Set(parts[0]).isDisjoint(with: parts[1]) && Set(parts[0] + parts[1]) == Set(paths))
        let costs = parts.map { $0.reduce(0) { $0 + TestShards.cost(of: $1) } }
        #expect(abs(costs[0] - costs[1]) <= TestShards.cost(of: paths[0]), "\(costs)")
        let atThree = parts.map { $0.filter { $0.hasSuffix("@3x.png") }.count }
        #expect(abs(atThree[0] - atThree[1]) <= 1, "\(atThree)")
        #expect(TestShards.images(paths.reversed(), in: try! Shard("1/2")).sorted() == parts[0].sorted())
    }
}

extension TestShardsTests {
    @Test func aWidgetsImagesStayTogetherUnlessItIsTooBigForOnePart() {
        let parts = (1...2).map { TestShards.images(paths, in: try! Shard("\($0)/2")) }
        let subjects = parts.map {
            Set($0.map { URL(fileURLWithPath: $0).deletingLastPathComponent().lastPathComponent })
        }
        #expect(subjects[0].isDisjoint(with: subjects[1]) && subjects[0].count == 10, "\(subjects)")
        // One widget with most of the work: its images are shared out one by one.
        let big = (1...40).map {
            "Snapshots/vignette-test/Big/Big_systemLarge_iphone-16-pro-max_ios26_light\($0)@3x.png"
        }
        let split = (1...2).map { TestShards.images(big + paths.prefix(8), in: try! Shard("\($0)/2")) }
        #expect(split.allSatisfy { $0.filter { $0.contains("/Big/") }.count >= 15 }, "\(split.map(\.count))")
    }
}

extension TestShardsTests {
    @Test func aPreviewAtItsFittingSizeCostsItsScreen() {
        let fits = TestShards.cost(
            of: "Snapshots/vignette-test/Preview-Ring/Preview-Ring_sizeThatFits_iphone-16-pro-max_ios26_light@3x.png")
        #expect(abs(fits - (0.25 + 440.0 * 956 / (176.67 * 176.67))) < 0.01, "\(fits)")
    }
}

import Foundation
import Testing

/// The advice to swift-snapshot-testing users in Docs/Snapshots.md: exclude `__Snapshots__` from the test
/// target, as this package's own adapter tests do, or SwiftPM warns about unhandled files.
@Suite struct ReadmeAdviceTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The page's bullet for swift-snapshot-testing users: its first line and the blank
    /// or indented lines after it.
    static func adapterSection() throws -> String {
        let readme = try String(contentsOf: root.appendingPathComponent("Docs/Snapshots.md"), encoding: .utf8)
        let start = try #require(readme.range(of: "- **swift-snapshot-testing users**"))
        let lines = readme[start.lowerBound...].split(separator: "\n", omittingEmptySubsequences: false)
        let body = lines.dropFirst().prefix { $0.isEmpty || $0.hasPrefix("  ") }
        return ([lines[0]] + body).joined(separator: "\n")
    }

    @Test func theAdapterSectionShowsTheManifestExclude() throws {
        let section = try Self.adapterSection()
        let code = try #require(
            section.components(separatedBy: "```swift").dropFirst().first?.components(separatedBy: "```").first)
        #expect(code.contains(".testTarget("))
        #expect(code.contains(#"exclude: ["__Snapshots__"]"#))
        #expect(code.contains(#".product(name: "VignetteSnapshotTesting""#))
    }

    @Test func thisPackageFollowsTheAdvice() throws {
        let manifest = try String(contentsOf: Self.root.appendingPathComponent("Package.swift"), encoding: .utf8)
        let target = try #require(manifest.range(of: #"name: "VignetteSnapshotTestingTests""#))
        let declaration = manifest[target.upperBound...].prefix(400)
        #expect(declaration.contains(#"exclude: ["__Snapshots__"]"#))
    }
}

import Foundation
import Testing
import Vignette

/// One layout fixture: a tree, a host, and the frames the reference predicts.
/// Files live in Fixtures/layout/; each says which rule of Docs/LayoutSemantics.md it checks.
struct LayoutFixture: Decodable, CustomTestStringConvertible {
    struct Host: Decodable {
        var width: CGFloat
        var height: CGFloat
    }

    var name: String
    var source: String
    var why: String
    var host: Host
    var scale: CGFloat
    var snapped: Bool
    var tree: Node
    /// Frames `[x, y, width, height]` in root coordinates, by the name given with `{"name": …}`.
    var expect: [String: [CGFloat]]

    var testDescription: String { name }

    static func all() throws -> [LayoutFixture] {
        guard let folder = Bundle.module.url(forResource: "Fixtures/layout", withExtension: nil) else { return [] }
        let files = try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "json" }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
        return try files.map { file in
            do {
                return try JSONDecoder().decode(LayoutFixture.self, from: Data(contentsOf: file))
            } catch {
                throw FixtureError(file: file.lastPathComponent, error: "\(error)")
            }
        }
    }

    struct FixtureError: Error, CustomStringConvertible {
        var file: String
        var error: String
        var description: String { "\(file): \(error)" }
    }
}

@Suite struct LayoutFixtureTests {
    @Test func fixturesLoad() throws {
        let fixtures = try LayoutFixture.all()
        #expect(fixtures.count >= 45)
        #expect(Set(fixtures.map(\.name)).count == fixtures.count, "fixture names must be unique")
    }

    @Test(arguments: (try? LayoutFixture.all()) ?? [])
    func fixture(_ fixture: LayoutFixture) {
        let environment = WidgetEnvironment(displayScale: fixture.scale)
        var result = Layout.layout(
            fixture.tree, in: CGSize(width: fixture.host.width, height: fixture.host.height),
            environment: environment, textEngine: FixedAdvanceTextEngine())
        if fixture.snapped { result = result.snapped(toScale: fixture.scale) }
        for (name, numbers) in fixture.expect.sorted(by: { $0.key < $1.key }) {
            guard numbers.count == 4 else {
                Issue.record("\(fixture.name): '\(name)' needs [x, y, width, height], got \(numbers)")
                continue
            }
            let expected = CGRect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
            guard let actual = result.frame(named: name) else {
                Issue.record("\(fixture.name): no node named '\(name)' in the layout")
                continue
            }
            let close = [
                (expected.minX, actual.minX), (expected.minY, actual.minY),
                (expected.width, actual.width), (expected.height, actual.height),
            ]
            .allSatisfy { abs($0 - $1) <= 0.001 }
            #expect(
                close,
                """
                \(fixture.name): '\(name)' expected \(Self.text(expected)), got \(Self.text(actual))
                  source: \(fixture.source)
                  why: \(fixture.why)
                """)
        }
    }

    static func text(_ r: CGRect) -> String {
        func n(_ v: CGFloat) -> String { String(format: "%.3f", Double(v)) }
        return "[\(n(r.minX)), \(n(r.minY)), \(n(r.width)), \(n(r.height))]"
    }
}

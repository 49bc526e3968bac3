import Foundation
import Testing
@testable import VignetteCLI
import VignetteExampleCatalog

/// `vignette widgets` and `vignette layout --widget` on the bundled examples.
@Suite struct WidgetsCommandTests {
    @Test func listsTheBundledExamplesWithTheirFamilies() throws {
        let lines = try vignette(["widgets"]).split(separator: "\n").map(String.init)
        #expect(lines.first == "7 widgets in the bundled examples:")
        let weather = try #require(lines.first { $0.hasPrefix("  weather ") })
        #expect(
            weather.hasSuffix(
                "systemSmall, systemMedium, systemLarge, systemExtraLarge, accessoryCircular, accessoryRectangular, accessoryInline, accessoryCorner · timeline"
            ))
    }

    @Test func aCatalogueOfItsOwnReplacesTheExamples() throws {
        let catalog = WidgetCatalog(name: "MyWidgets", definitions: [WidgetCatalog.examples.definitions[0]])
        let printed = try WidgetCatalog.$current.withValue(catalog) { try vignette(["widgets", "--format", "json"]) }
        let rows = try #require(try JSONSerialization.jsonObject(with: Data(printed.utf8)) as? [[String: Any]])
        #expect(rows.map { $0["id"] as? String } == ["course-schedule"])
        #expect(rows[0]["timeline"] as? Bool == false)
    }

    /// Docs/WidgetFacts.md §1b: the medium widget on the iPhone 16 Pro Max, iOS 26, is 378 × 176.67 pt.
    @Test func layoutOfAWidgetUsesItsFamilysSize() throws {
        let printed = try vignette(["layout", "--widget", "weather", "--family", "systemMedium"])
        let json = try #require(try JSONSerialization.jsonObject(with: Data(printed.utf8)) as? [String: Any])
        let host = try #require(json["host"] as? [String: Double])
        #expect(host["width"] == 378)
        #expect(abs((host["height"] ?? 0) - 176.667) < 0.001)
        let root = try #require(json["root"] as? [String: Any])
        let frame = try #require(root["frame"] as? [String: Double])
        #expect(frame["width"] == 378)
    }

    @Test func layoutWantsATreeOrAWidget() {
        #expect(
            failure(["layout", "--width", "10", "--height", "10"])
                == "give --tree FILE.json with --width and --height, or --widget ID")
        #expect(
            failure(["layout", "--widget", "weather", "--tree", "t.json"])
                == "give either --tree FILE.json or --widget ID, not both")
    }
}

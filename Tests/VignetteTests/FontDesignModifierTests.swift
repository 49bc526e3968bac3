import Foundation
import Testing
@testable import Vignette

/// `fontDesign` (SwiftUI's `monospaced()` and `fontDesign(_:)`): every font below takes the design.
@Suite struct FontDesignModifierTests: TreeJSONTesting {
    @Test func theDesignOverridesEachFontsOwn() {
        var environment = WidgetEnvironment(family: .systemSmall)
        let applied = environment.applyText(.fontDesign(.monospaced))
        #expect(applied)
        #expect(environment.resolve(.body).design == .monospaced)
        #expect(environment.resolve(.system(size: 12, weight: .bold, design: .rounded)).design == .monospaced)
        _ = environment.applyText(.fontDesign(nil))
        #expect(environment.resolve(.system(size: 12, weight: .bold, design: .rounded)).design == .rounded)
    }

    @Test func roundTripsAndNamesBadDesigns() throws {
        let node = Node.modified(.words("1"), .fontDesign(.serif))
        #expect(try Node.decode(json: node.jsonData()) == node)
        let message = Self.message(#"{"type": "words", "text": "a", "modifiers": [{"fontDesign": "comic"}]}"#)
        #expect(
            message?.contains("comic") == true && message?.contains("monospaced") == true, "\(message ?? "decoded")")
    }
}

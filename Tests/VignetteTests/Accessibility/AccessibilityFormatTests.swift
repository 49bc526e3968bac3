import Foundation
import Testing
@testable import Vignette

/// The accessibility modifiers in tree JSON (Docs/TreeFormat.md) and the transcript and JSON
/// forms of a reading order (Docs/Accessibility.md).
@Suite struct AccessibilityFormatTests: TreeJSONTesting {
    func decode(_ json: String) throws -> Node { try Self.decode(json) }

    @Test func everyModifierRoundTrips() throws {
        let json = """
            {"type": "words", "text": "Bergen", "modifiers": [
              {"accessibilityLabel": "City"}, {"accessibilityValue": "Bergen"}, {"accessibilityHint": "Opens the forecast"},
              {"accessibilityAddTraits": ["isHeader", "isButton"]}, {"accessibilityRemoveTraits": ["isStaticText"]},
              {"accessibilityHidden": false}, {"accessibilityElement": "combine"}, {"accessibilitySortPriority": 2}]}
            """
        let node = try decode(json)
        let expected = Words("Bergen").accessibilityLabel("City").accessibilityValue("Bergen").accessibilityHint(
            "Opens the forecast"
        )
        .accessibilityAddTraits([.isHeader, .isButton]).accessibilityRemoveTraits(.isStaticText)
        .accessibilityHidden(false).accessibilityElement(children: .combine).accessibilitySortPriority(2)
        #expect(node == expected)
        #expect(try Node.decode(json: try node.jsonData(prettyPrinted: false)) == node)
    }

    @Test func badValuesNameThePathAndTheChoices() {
        #expect(
            Self.message(#"{"type": "words", "text": "x", "modifiers": [{"accessibilityAddTraits": ["isHeading"]}]}"#)
                == "tree.json: modifiers[0].accessibilityAddTraits[0]: unknown accessibility trait 'isHeading'; did you mean 'isHeader'? "
                + "known: isHeader, isButton, isLink, isToggle, isSelected, isImage, isStaticText, updatesFrequently, isSummaryElement"
        )
        #expect(
            Self.message(#"{"type": "words", "text": "x", "modifiers": [{"accessibilityElement": "merge"}]}"#)
                == "tree.json: modifiers[0].accessibilityElement: unknown child behavior 'merge'; known: ignore, combine, contain"
        )
    }

    let elements = [
        AccessibilityElement(
            label: "Bergen", traits: [.isHeader, .isStaticText], frame: CGRect(x: 16, y: 16, width: 60.5, height: 22)),
        AccessibilityElement(
            label: "Hours", frame: CGRect(x: 16, y: 50, width: 300, height: 40), isContainer: true,
            children: [
                AccessibilityElement(
                    label: "10, \"Rain\"", value: "6°", hint: "Opens it",
                    frame: CGRect(x: 16, y: 50, width: 40, height: 40))
            ]),
    ]

    @Test func theTranscriptIsOneElementALine() {
        #expect(
            AccessibilityElement.transcript(elements) == """
                "Bergen" [isHeader, isStaticText]
                container "Hours":
                  "10, \\"Rain\\"" value "6°" hint "Opens it"

                """)
    }

    @Test func theJSONKeepsFramesAndNestsContainers() {
        #expect(
            AccessibilityElement.json(elements) == """
                [
                  {"label": "Bergen", "traits": ["isHeader", "isStaticText"], "frame": {"x": 16, "y": 16, "width": 60.5, "height": 22}},
                  {"label": "Hours", "traits": [], "frame": {"x": 16, "y": 50, "width": 300, "height": 40}, "children": [
                      {"label": "10, \\"Rain\\"", "value": "6°", "hint": "Opens it", "traits": [], "frame": {"x": 16, "y": 50, "width": 40, "height": 40}}
                    ]}
                ]
                """)
        #expect(AccessibilityElement.json([]) == "[]")
    }
}

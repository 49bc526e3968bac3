import SwiftSyntaxMacros
import SwiftSyntaxMacroExpansion
import SwiftSyntaxMacrosTestSupport
import VignetteMacros
import XCTest

/// `@Model` (a class conforms to SwiftData's `PersistentModel`), the property macros that expand to
/// nothing, and TipKit's `#Rule`.
final class DataMacroTests: XCTestCase {
    func testAModelClassConformsAndKeepsItsStoredProperties() {
        assertMacroExpansion(
            """
            @Model final class Note {
                @Attribute(.unique) var id: UUID
                var title: String = ""
            }
            """,
            expandedSource: """
                final class Note {
                    var id: UUID
                    var title: String = ""
                }

                extension Note: SwiftData.PersistentModel {
                }
                """,
            macroSpecs: [
                "Model": MacroSpec(type: ModelMacro.self, conformances: ["PersistentModel"]),
                "Attribute": MacroSpec(type: SchemaPropertyMacro.self),
            ])
    }

    func testAModelStructIsAnErrorNamingIt() {
        assertMacroExpansion(
            "@Model struct Note {}",
            expandedSource: "struct Note {}",
            diagnostics: [DiagnosticSpec(message: "@Model applies to a class; 'Note' is not one", line: 1, column: 1)],
            macroSpecs: ["Model": MacroSpec(type: ModelMacro.self, conformances: ["PersistentModel"])])
    }

    func testARuleIsATipsRuleOfTheSameEventAndClosure() {
        assertMacroExpansion(
            "#Rule(Self.opened) { $0.donations.count < 1 }",
            expandedSource: """
                TipKit.Tips.Rule(Self.opened) {
                    $0.donations.count < 1
                }
                """,
            macros: ["Rule": TipRuleMacro.self])
    }
}

import SwiftSyntaxMacros
import SwiftSyntaxMacroExpansion
import SwiftSyntaxMacrosTestSupport
import VignetteMacros
import XCTest

/// `@CDManaged`, the iOS reading's `@NSManaged`: accessors reading and writing the value by key.
final class ManagedPropertyMacroTests: XCTestCase {
    private let specs = ["CDManaged": MacroSpec(type: ManagedPropertyMacro.self)]

    func testAPropertyGetsAccessorsByItsName() {
        assertMacroExpansion(
            """
            extension ListItem {
                @CDManaged public var count: String
                @CDManaged public var `default`: Bool
            }
            """,
            expandedSource: """
                extension ListItem {
                    public var count: String {
                        get {
                            managedPropertyValue(forKey: "count")
                        }
                        set {
                            setValue(newValue, forKey: "count")
                        }
                    }
                    public var `default`: Bool {
                        get {
                            managedPropertyValue(forKey: "default")
                        }
                        set {
                            setValue(newValue, forKey: "default")
                        }
                    }
                }
                """,
            macroSpecs: specs)
    }

    func testALetOrAnInitialValueIsAnErrorNamingIt() {
        assertMacroExpansion(
            """
            @CDManaged let name: String?
            @CDManaged var count: Int = 0
            """,
            expandedSource: """
                let name: String?
                var count: Int = 0
                """,
            diagnostics: [
                DiagnosticSpec(message: "@NSManaged applies to one 'var' with a name and a type", line: 1, column: 1),
                DiagnosticSpec(
                    message: "@NSManaged property 'count' needs a type and no initial value or accessors", line: 2,
                    column: 1),
            ],
            macroSpecs: specs)
    }
}

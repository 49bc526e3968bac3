import SwiftSyntaxMacros
import SwiftSyntaxMacroExpansion
import SwiftSyntaxMacrosTestSupport
import VignetteMacros
import XCTest

/// `@Entry`: a key of its own per environment value, its default the initial value.
final class EntryMacroTests: XCTestCase {
    private let specs = ["Entry": MacroSpec(type: EntryMacro.self)]

    func testAValueGetsAKeyAndAccessors() {
        assertMacroExpansion(
            """
            extension EnvironmentValues {
                @Entry var timeMachine: TimeMachine = .init()
                @Entry var note: String?
                @Entry var weight = Font.Weight.semibold
            }
            """,
            expandedSource: """
                extension EnvironmentValues {
                    var timeMachine: TimeMachine {
                        get {
                            self[__Key_timeMachine.self]
                        }
                        set {
                            self[__Key_timeMachine.self] = newValue
                        }
                    }

                    private struct __Key_timeMachine: SwiftUI.EnvironmentKey {
                        static var defaultValue: TimeMachine {
                            .init()
                        }
                    }
                    var note: String? {
                        get {
                            self[__Key_note.self]
                        }
                        set {
                            self[__Key_note.self] = newValue
                        }
                    }

                    private struct __Key_note: SwiftUI.EnvironmentKey {
                        static var defaultValue: String? {
                            nil
                        }
                    }
                    var weight {
                        get {
                            self[__Key_weight.self]
                        }
                        set {
                            self[__Key_weight.self] = newValue
                        }
                    }

                    private struct __Key_weight: SwiftUI.EnvironmentKey {
                        static let defaultValue = Font.Weight.semibold
                    }
                }
                """,
            macroSpecs: specs)
    }

    func testALetOrAValueWithNoDefaultIsAnErrorNamingIt() {
        assertMacroExpansion(
            """
            @Entry let name: String = ""
            @Entry var count: Int
            """,
            expandedSource: """
                let name: String = ""
                var count: Int
                """,
            diagnostics: [
                DiagnosticSpec(message: "@Entry applies to one stored 'var' with a name", line: 1, column: 1),
                DiagnosticSpec(message: "@Entry applies to one stored 'var' with a name", line: 1, column: 1),
                DiagnosticSpec(
                    message: "@Entry var count needs an initial value (the key's default) or an optional type", line: 2,
                    column: 1),
                DiagnosticSpec(
                    message: "@Entry var count needs an initial value (the key's default) or an optional type", line: 2,
                    column: 1),
            ],
            macroSpecs: specs)
    }
}

import SwiftSyntaxMacros
import SwiftSyntaxMacrosTestSupport
import VignetteMacros
import XCTest

/// The expansion of `#Preview`: a C function pointer in the `vignette_previews` section that
/// registers the preview with the file, line and the arguments as written.
final class PreviewMacroTests: XCTestCase {
    func testAWidgetPreviewRegistersWithWidgetKit() {
        assertMacroExpansion(
            """
            #Preview("Small", as: .systemSmall) {
                MoodWidget()
            } timeline: {
                MoodEntry(mood: "a")
            }
            """,
            expandedSource: """
                @used @section("vignette_previews") private let __macro_local_7previewfMu_: @convention(c) () -> Void = {
                    WidgetKit._registerPreview(fileID: "TestModule/test.swift", line: 1, "Small", as: .systemSmall) {
                    MoodWidget()
                    } timeline: {
                    MoodEntry(mood: "a")
                    }
                }
                """,
            macros: ["Preview": WidgetPreviewMacro.self])
    }

    func testAnActivityPreviewPassesTheNamesItsStatesAreWrittenWith() {
        assertMacroExpansion(
            """
            #Preview(as: .dynamicIsland(.compact), using: Order.preview) {
                OrderActivity()
            } contentStates: {
                .`default`
                Order.ContentState.preparing
                ready
                Order.ContentState(step: 3)
            }
            """,
            expandedSource: """
                @used @section("vignette_previews") private let __macro_local_7previewfMu_: @convention(c) () -> Void = {
                    WidgetKit._registerPreview(fileID: "TestModule/test.swift", line: 1, stateNames: ["default", "preparing", "ready", nil], as: .dynamicIsland(.compact), using: Order.preview) {
                    OrderActivity()
                    } contentStates: {
                    .`default`
                    Order.ContentState.preparing
                    ready
                    Order.ContentState(step: 3)
                    }
                }
                """,
            macros: ["Preview": WidgetPreviewMacro.self])
    }

    func testAViewPreviewRegistersWithSwiftUI() {
        assertMacroExpansion(
            "#Preview { Text(\"Hi\") }",
            expandedSource: """
                @used @section("vignette_previews") private let __macro_local_7previewfMu_: @convention(c) () -> Void = {
                    SwiftUI._registerPreview(fileID: "TestModule/test.swift", line: 1) {
                        Text("Hi")
                    }
                }
                """,
            macros: ["Preview": ViewPreviewMacro.self])
    }
}

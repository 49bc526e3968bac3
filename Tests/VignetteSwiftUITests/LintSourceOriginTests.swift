import Foundation
import SwiftUI
import Testing
import Vignette
import VignetteLint

/// Findings on views from the user's code name the Swift file and line that made them: `Text`,
/// `Image`, `Label`, `Button` and `Link` take `#fileID` and `#line` as defaulted last parameters
/// (Docs/Lint.md §5).
@Suite struct LintSourceOriginTests {
    static let textLine = #line + 4
    static let symbolLine = #line + 4
    static func tiny() -> some View {
        VStack {
            Text("Tiny").font(.system(size: 8))
            Label("Also tiny", systemImage: "star").font(.system(size: 7))
        }
    }

    /// The node `view` lowers to with the Swift lines of its views, as while lint renders.
    static func located(_ view: some View) -> Node {
        SourceOrigin.$isRecording.withValue(true) { Lowering.node(view) }
    }

    static func lint(_ view: some View) throws -> LintResult {
        let node = Self.located(view)
        let definition = WidgetDefinition(id: "located", displayName: "Located", families: [.systemSmall]) { _ in node }
        return try Linter(
            families: [.systemSmall], appearances: [.light], devices: [DeviceCatalog.standard.defaultDevice],
            rules: [LintRules.textTooSmall]
        ).lint(definition)
    }

    @Test func aFindingNamesTheFileAndLineOfTheText() throws {
        let findings = try Self.lint(Self.tiny()).findings
        let text = try #require(findings.first { $0.node == "words 'Tiny'" })
        #expect(text.file == "VignetteSwiftUITests/LintSourceOriginTests.swift")
        #expect(text.line == Self.textLine)
        #expect(
            text.description.contains("; source VignetteSwiftUITests/LintSourceOriginTests.swift:\(Self.textLine);"))
    }

    /// The Label's own Text is made inside Vignette: the finding names the Label's line instead.
    @Test func aTextMadeInsideALabelNamesTheLabel() throws {
        let findings = try Self.lint(Self.tiny()).findings
        let label = try #require(findings.first { $0.node == "words 'Also tiny'" })
        #expect(label.file == "VignetteSwiftUITests/LintSourceOriginTests.swift")
        #expect(label.line == Self.symbolLine)
    }

    /// Where a view was written never changes how it lays out: the same text written on two
    /// lines lays out equal, and a view's tree JSON has no origin in it.
    @Test func theOriginChangesNoLayoutAndNoTreeJSON() throws {
        let a = Text("Same").font(.headline)
        let b = Text("Same").font(.headline)
        let layoutA = Lowering.layout(Self.located(a)), layoutB = Lowering.layout(Self.located(b))
        #expect(layoutA == layoutB)
        #expect(layoutA.allNodes.contains { $0.origin?.line == #line - 4 })
        #expect(Self.located(a) != Self.located(b))
        #expect(Lowering.node(a) == Lowering.node(b), "outside lint, views record no origin")
        let json = String(decoding: try JSONEncoder().encode(Self.located(a)), as: UTF8.self)
        #expect(!json.contains("origin") && json.contains("Same"))
    }

    /// Vignette's own modules are not the user's code.
    @Test func vignettesOwnFilesAreNotOrigins() {
        #expect(SourceOrigin(fileID: "SwiftUI/Label.swift", line: 40) == nil)
        #expect(
            SourceOrigin(fileID: "MyWidget/StepsView.swift", line: 12)?.description == "MyWidget/StepsView.swift:12")
    }
}

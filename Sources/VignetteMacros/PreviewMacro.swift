import SwiftCompilerPlugin
import SwiftSyntax
import SwiftSyntaxMacros

/// `#Preview` expands to a C function pointer in the `vignette_previews` section whose function
/// registers the preview with its module: `SwiftUI` for a view, `WidgetKit` for a widget. The
/// arguments are passed on unchanged, after the file and line the preview is written at.
///
/// The record needs no `main()`: the executable's section lists every preview linked into it,
/// and `Previews.all` runs the records the first time it is read.
enum PreviewRegistration {
    static func expansion(of node: some FreestandingMacroExpansionSyntax, in context: some MacroExpansionContext,
                          module: String) throws -> [DeclSyntax] {
        let location = context.location(of: node, at: .afterLeadingTrivia, filePathMode: .fileID)
        let fileID = location.map { "\($0.file)" } ?? "\"\""
        let line = location.map { "\($0.line)" } ?? "0"
        var arguments = "fileID: \(fileID), line: \(line)"
        let given = node.arguments.trimmedDescription
        if !given.isEmpty {
            arguments += ", " + given
        }
        var call = "\(module)._registerPreview(\(arguments))"
        if let trailing = node.trailingClosure {
            call += " " + trailing.trimmedDescription
        }
        for closure in node.additionalTrailingClosures {
            call += " " + closure.trimmedDescription
        }
        let name = context.makeUniqueName("preview")
        return ["""
            @used @section("vignette_previews") private let \(name): @convention(c) () -> Void = {
                \(raw: call)
            }
            """]
    }
}

/// `#Preview { SomeView() }` and `#Preview("Name") { … }`.
public struct ViewPreviewMacro: DeclarationMacro {
    /// The registration record of a view preview.
    public static func expansion(of node: some FreestandingMacroExpansionSyntax,
                                 in context: some MacroExpansionContext) throws -> [DeclSyntax] {
        try PreviewRegistration.expansion(of: node, in: context, module: "SwiftUI")
    }
}

/// `#Preview(as: .systemSmall) { MyWidget() } timeline: { … }` and its intent form.
public struct WidgetPreviewMacro: DeclarationMacro {
    /// The registration record of a widget preview.
    public static func expansion(of node: some FreestandingMacroExpansionSyntax,
                                 in context: some MacroExpansionContext) throws -> [DeclSyntax] {
        try PreviewRegistration.expansion(of: node, in: context, module: "WidgetKit")
    }
}

@main
struct VignetteMacrosPlugin: CompilerPlugin {
    let providingMacros: [any Macro.Type] = [ViewPreviewMacro.self, WidgetPreviewMacro.self]
}

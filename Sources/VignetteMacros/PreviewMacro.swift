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
    static func expansion(
        of node: some FreestandingMacroExpansionSyntax, in context: some MacroExpansionContext,
        module: String
    ) throws -> [DeclSyntax] {
        let location = context.location(of: node, at: .afterLeadingTrivia, filePathMode: .fileID)
        let fileID = location.map { "\($0.file)" } ?? "\"\""
        let line = location.map { "\($0.line)" } ?? "0"
        var arguments = "fileID: \(fileID), line: \(line)"
        if let names = stateNames(of: node) {
            arguments += ", stateNames: " + names
        }
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
        return [
            """
            @used @section("vignette_previews") private let \(name): @convention(c) () -> Void = {
                \(raw: call)
            }
            """
        ]
    }
}

/// The names a Live Activity preview's content states are written with, as an array literal
/// (`DeliveryAttributes.ContentState.sent` and `.sent` → "sent", `sent` → "sent", anything else
/// nil), so the states can be named after them; nil when the preview has no `contentStates`.
private func stateNames(of node: some FreestandingMacroExpansionSyntax) -> String? {
    let closure =
        node.additionalTrailingClosures.first { $0.label.text == "contentStates" }?.closure
        ?? node.arguments.first { $0.label?.text == "contentStates" }?.expression.as(ClosureExprSyntax.self)
    guard let closure else { return nil }
    let names = closure.statements.map { item -> String in
        guard case .expr(let expression) = item.item else { return "nil" }
        let token =
            expression.as(MemberAccessExprSyntax.self)?.declName.baseName
            ?? expression.as(DeclReferenceExprSyntax.self)?.baseName
        guard let token else { return "nil" }
        let name = token.text.filter { $0 != "`" }
        return name.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" } ? "\"\(name)\"" : "nil"
    }
    return "[" + names.joined(separator: ", ") + "]"
}

/// `#Preview { SomeView() }` and `#Preview("Name") { … }`.
public struct ViewPreviewMacro: DeclarationMacro {
    /// The registration record of a view preview.
    public static func expansion(
        of node: some FreestandingMacroExpansionSyntax,
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        try PreviewRegistration.expansion(of: node, in: context, module: "SwiftUI")
    }
}

/// `#Preview(as: .systemSmall) { MyWidget() } timeline: { … }`, its provider and intent forms,
/// and `#Preview(as: .content, using: attributes) { MyActivity() } contentStates: { … }`.
public struct WidgetPreviewMacro: DeclarationMacro {
    /// The registration record of a widget preview.
    public static func expansion(
        of node: some FreestandingMacroExpansionSyntax,
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        try PreviewRegistration.expansion(of: node, in: context, module: "WidgetKit")
    }
}

@main
struct VignetteMacrosPlugin: CompilerPlugin {
    let providingMacros: [any Macro.Type] = [
        ViewPreviewMacro.self, WidgetPreviewMacro.self, ModelMacro.self, SchemaPropertyMacro.self, TipRuleMacro.self,
        ManagedPropertyMacro.self, EntryMacro.self,
    ]
}

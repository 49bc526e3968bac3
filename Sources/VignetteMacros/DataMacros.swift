import SwiftSyntax
import SwiftSyntaxMacros

/// `@Model class Note { … }`: the class conforms to SwiftData's `PersistentModel`. Its stored
/// properties stay stored properties (no backing store on Linux: Docs/SwiftUI/SwiftData.md).
public struct ModelMacro: ExtensionMacro {
    /// `extension Note: SwiftData.PersistentModel {}`, unless the class already conforms.
    public static func expansion(
        of node: AttributeSyntax,
        attachedTo declaration: some DeclGroupSyntax,
        providingExtensionsOf type: some TypeSyntaxProtocol,
        conformingTo protocols: [TypeSyntax],
        in context: some MacroExpansionContext
    ) throws -> [ExtensionDeclSyntax] {
        guard declaration.is(ClassDeclSyntax.self) else {
            throw MacroExpansionErrorMessage("@Model applies to a class; '\(type.trimmedDescription)' is not one")
        }
        guard !protocols.isEmpty else { return [] }
        let decl: DeclSyntax = "extension \(type.trimmed): SwiftData.PersistentModel {}"
        return [decl.cast(ExtensionDeclSyntax.self)]
    }
}

/// `@Attribute(.unique)`, `@Relationship(deleteRule: .cascade)`, `@Transient`: what SwiftData's
/// store reads; with no store they change nothing, so they expand to nothing.
public struct SchemaPropertyMacro: PeerMacro {
    /// No declarations.
    public static func expansion(
        of node: AttributeSyntax,
        providingPeersOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] { [] }
}

/// `#Rule(Self.event) { $0.donations.count > 2 }`: TipKit's rule, as a `Tips.Rule` made of the same
/// arguments and closure (tips never display in a widget, so the rule is never evaluated: Docs/SwiftUI/TipKit.md).
public struct TipRuleMacro: ExpressionMacro {
    /// `TipKit.Tips.Rule(<arguments>) <closure>`.
    public static func expansion(
        of node: some FreestandingMacroExpansionSyntax,
        in context: some MacroExpansionContext
    ) throws -> ExprSyntax {
        guard let closure = node.trailingClosure else {
            throw MacroExpansionErrorMessage(
                "#Rule needs a trailing closure: #Rule(Self.event) { $0.donations.count > 0 }")
        }
        return "TipKit.Tips.Rule(\(node.arguments.trimmed)) \(closure.trimmed)"
    }
}

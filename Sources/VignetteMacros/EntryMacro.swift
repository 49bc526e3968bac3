import SwiftSyntax
import SwiftSyntaxMacros

/// `@Entry var name: Type = default` in an `extension EnvironmentValues` (iOS 18), as Apple's macro
/// expands it ("Creates an environment values … entry", https://developer.apple.com/documentation/swiftui/entry()):
/// a private key type `__Key_name` whose `defaultValue` is the initial value (`nil` for an optional with
/// none; with no written type, a `static let` whose type Swift infers), and accessors that read and write `self[__Key_name.self]`. Docs/SwiftUI.md §3, "@Entry".
public struct EntryMacro: AccessorMacro, PeerMacro {
    /// The property, its type (if written) and its initial value.
    struct Entry {
        let name: String
        let type: TypeSyntax?
        let initial: ExprSyntax
    }

    static func entry(_ declaration: some DeclSyntaxProtocol) throws -> Entry {
        guard let variable = declaration.as(VariableDeclSyntax.self),
            variable.bindingSpecifier.tokenKind == .keyword(.var),
            variable.bindings.count == 1, let binding = variable.bindings.first,
            let identifier = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier,
            binding.accessorBlock == nil
        else {
            throw MacroExpansionErrorMessage("@Entry applies to one stored 'var' with a name")
        }
        // With no written type, the property's type is inferred from the initial value, and so is the key's.
        let type = binding.typeAnnotation?.type.trimmed
        if let initial = binding.initializer?.value.trimmed {
            return Entry(name: identifier.text.filter { $0 != "`" }, type: type, initial: initial)
        }
        guard let type, type.is(OptionalTypeSyntax.self) || type.is(ImplicitlyUnwrappedOptionalTypeSyntax.self)
        else {
            throw MacroExpansionErrorMessage(
                "@Entry var \(identifier.text) needs an initial value (the key's default) or an optional type")
        }
        return Entry(name: identifier.text.filter { $0 != "`" }, type: type, initial: "nil")
    }

    /// `get { self[__Key_name.self] }` and `set { self[__Key_name.self] = newValue }`.
    public static func expansion(
        of node: AttributeSyntax,
        providingAccessorsOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [AccessorDeclSyntax] {
        let key = "__Key_\(try entry(declaration).name)"
        return [
            "get { self[\(raw: key).self] }",
            "set { self[\(raw: key).self] = newValue }",
        ]
    }

    /// The key: `private struct __Key_name: SwiftUI.EnvironmentKey` with the default value.
    public static func expansion(
        of node: AttributeSyntax,
        providingPeersOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        let entry = try entry(declaration)
        let value: DeclSyntax =
            if let type = entry.type {
                "static var defaultValue: \(type) { \(entry.initial) }"
            } else {
                "static let defaultValue = \(entry.initial)"
            }
        return [
            """
            private struct __Key_\(raw: entry.name): SwiftUI.EnvironmentKey {
                \(value)
            }
            """
        ]
    }
}

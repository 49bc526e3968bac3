import SwiftSyntax
import SwiftSyntaxMacros

/// `@CDManaged public var name: String?`, what the iOS reading makes of a hand-written `@NSManaged`
/// property (Docs/Compatibility.md, "Core Data's generated classes"): Swift on Linux has no Objective-C
/// runtime to supply `@NSManaged` accessors, so the property gets accessors that read and write the
/// object's value by key, as the classes generated from a model do. Being accessors, not storage, they
/// compile in an extension, where Core Data's properties files put them.
public struct ManagedPropertyMacro: AccessorMacro {
    /// `get { managedPropertyValue(forKey: "name") }` and `set { setValue(newValue, forKey: "name") }`.
    public static func expansion(
        of node: AttributeSyntax,
        providingAccessorsOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [AccessorDeclSyntax] {
        guard let variable = declaration.as(VariableDeclSyntax.self),
            variable.bindingSpecifier.tokenKind == .keyword(.var),
            variable.bindings.count == 1, let binding = variable.bindings.first,
            let identifier = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier
        else {
            throw MacroExpansionErrorMessage("@NSManaged applies to one 'var' with a name and a type")
        }
        guard binding.typeAnnotation != nil, binding.initializer == nil, binding.accessorBlock == nil else {
            throw MacroExpansionErrorMessage(
                "@NSManaged property '\(identifier.text)' needs a type and no initial value or accessors")
        }
        let key = identifier.text.filter { $0 != "`" }
        return [
            "get { managedPropertyValue(forKey: \(literal: key)) }",
            "set { setValue(newValue, forKey: \(literal: key)) }",
        ]
    }
}

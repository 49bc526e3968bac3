import Foundation
import Observation
import VignetteFoundation

/// A class SwiftData persists: `@Model` makes a class one. On Linux there is no store behind it, so a
/// model is an ordinary object (Docs/SwiftUI/SwiftData.md).
public protocol PersistentModel: AnyObject, Observable, Hashable, Identifiable {}

extension PersistentModel {
    /// Two models are equal when they are the same object, as for SwiftData's models before saving.
    public static func == (lhs: Self, rhs: Self) -> Bool { lhs === rhs }
    /// Hashes the object's identity.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
    /// The model's identity: with no store, the object's own.
    public var persistentModelID: PersistentIdentifier { PersistentIdentifier(object: ObjectIdentifier(self)) }
    /// The context holding the model: none, as no model is ever inserted into a store.
    public var modelContext: ModelContext? { nil }
    /// Whether the model was deleted from its context: never.
    public var isDeleted: Bool { false }
    /// Whether the model has unsaved changes: none are tracked.
    public var hasChanges: Bool { false }
}

/// A model's identity in its store.
public struct PersistentIdentifier: Hashable, Sendable, Comparable {
    let object: ObjectIdentifier
    /// Orders identifiers by the objects' addresses (stable while the objects live).
    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.object < rhs.object }
}

/// Makes the class a `PersistentModel` (SwiftData's `@Model`).
@attached(extension, conformances: PersistentModel)
public macro Model() = #externalMacro(module: "VignetteMacros", type: "ModelMacro")

/// How the store keeps a property (SwiftData's `@Attribute`); the options are accepted and change nothing.
@attached(peer)
public macro Attribute(
    _ options: Schema.Attribute.Option..., originalName: String? = nil, hashModifier: String? = nil
) = #externalMacro(module: "VignetteMacros", type: "SchemaPropertyMacro")

/// A relationship between models (SwiftData's `@Relationship`); its rules are accepted and change nothing.
@attached(peer)
public macro Relationship(
    _ options: Schema.Relationship.Option..., deleteRule: Schema.Relationship.DeleteRule = .nullify,
    minimumModelCount: Int? = 0, maximumModelCount: Int? = 0, originalName: String? = nil,
    inverse: AnyKeyPath? = nil, hashModifier: String? = nil
) = #externalMacro(module: "VignetteMacros", type: "SchemaPropertyMacro")

/// A property the store does not keep (SwiftData's `@Transient`).
@attached(peer)
public macro Transient() = #externalMacro(module: "VignetteMacros", type: "SchemaPropertyMacro")

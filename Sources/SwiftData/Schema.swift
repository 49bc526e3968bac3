import Foundation

/// The model types a container holds (SwiftData's `Schema`).
public final class Schema: @unchecked Sendable {
    /// A schema's version.
    public struct Version: Hashable, Sendable, CustomStringConvertible {
        /// Major, minor and patch numbers.
        public let major: Int, minor: Int, patch: Int
        /// The version `major.minor.patch`.
        public init(_ major: Int, _ minor: Int, _ patch: Int) {
            (self.major, self.minor, self.patch) = (major, minor, patch)
        }
        /// "1.0.0".
        public var description: String { "\(major).\(minor).\(patch)" }
    }

    /// Names of the attribute options of `@Attribute`.
    public enum Attribute {
        /// How the store keeps an attribute.
        public struct Option: Hashable, Sendable {
            let name: String
            /// Values are unique among the type's models.
            public static let unique = Option(name: "unique")
            /// Large data kept beside the store.
            public static let externalStorage = Option(name: "externalStorage")
            /// Encrypted in iCloud.
            public static let allowsCloudEncryption = Option(name: "allowsCloudEncryption")
            /// Kept in the history after deletion.
            public static let preserveValueOnDeletion = Option(name: "preserveValueOnDeletion")
            /// Indexed by Spotlight.
            public static let spotlight = Option(name: "spotlight")
            /// Tracked for changes but not kept.
            public static let ephemeral = Option(name: "ephemeral")
        }
    }

    /// Names of the relationship options of `@Relationship`.
    public enum Relationship {
        /// How the store keeps a relationship.
        public struct Option: Hashable, Sendable {
            let name: String
            /// Values are unique among the type's models.
            public static let unique = Option(name: "unique")
        }
        /// What deleting a model does to the models it relates to.
        public enum DeleteRule: String, Hashable, Sendable {
            /// Clears the related models' reference.
            case nullify
            /// Deletes the related models too.
            case cascade
            /// Refuses the deletion while related models exist.
            case deny
            /// Leaves the related models as they are.
            case noAction
        }
    }

    /// The model types, in the order given.
    public let entities: [any PersistentModel.Type]
    /// The schema's version.
    public let version: Version

    /// A schema of `types`.
    public init(_ types: [any PersistentModel.Type], version: Version = Version(1, 0, 0)) {
        entities = types
        self.version = version
    }

    /// A schema of `types`.
    public convenience init(_ types: any PersistentModel.Type..., version: Version = Version(1, 0, 0)) {
        self.init(types, version: version)
    }
}

import Foundation

/// Apple's `UTType` (UniformTypeIdentifiers, iOS 14): a type in the uniform type hierarchy, by identifier.
///
/// The types the system declares are a table of the common ones (`UTType+System.swift`, each with its
/// supertypes, filename extensions and MIME types as Apple documents them); the app's own come from the
/// `UTExportedTypeDeclarations` and `UTImportedTypeDeclarations` of `Bundle.main`'s Info.plist, as on
/// iOS. `UTType("…")` is nil for an identifier neither declares ("returns nil if the system doesn't know
/// the type identifier"); `init(exportedAs:)` and `init(importedAs:)` always give the type. Found in
/// NetNewsWire's RSCore (`UTType("org.opml.opml")!`, Docs/Compatibility.md, tenth round).
public struct UTType: Hashable, Sendable, Codable, CustomStringConvertible, CustomDebugStringConvertible {
    /// The type's identifier: "public.png".
    public let identifier: String
    /// The identifiers of the types it conforms to directly.
    let parents: [String]
    /// Filename extensions, preferred first.
    let extensions: [String]
    /// MIME types, preferred first.
    let mimeTypes: [String]
    /// Whether a declaration (the system's or the app's) stands behind it.
    public let isDeclared: Bool

    init(
        identifier: String, parents: [String], extensions: [String] = [], mimeTypes: [String] = [],
        declared: Bool = true
    ) {
        self.identifier = identifier
        self.parents = parents
        self.extensions = extensions
        self.mimeTypes = mimeTypes
        self.isDeclared = declared
    }

    /// The type the system or the app declares with `identifier`; nil when none does.
    public init?(_ identifier: String) {
        guard let declared = UTType.declaration(of: identifier) else { return nil }
        self = declared
    }

    /// A type the app exports: its declaration in the Info.plist if there is one, else `identifier`
    /// conforming to `parentType`.
    public init(exportedAs identifier: String, conformingTo parentType: UTType? = nil) {
        self =
            UTType.declaration(of: identifier)
            ?? UTType(identifier: identifier, parents: parentType.map { [$0.identifier] } ?? [])
    }

    /// A type the app imports: as `init(exportedAs:conformingTo:)`.
    public init(importedAs identifier: String, conformingTo parentType: UTType? = nil) {
        self.init(exportedAs: identifier, conformingTo: parentType)
    }

    /// The declared type with filename extension `filenameExtension` (without the dot, any case)
    /// conforming to `supertype`; for an extension no declared type has, a dynamic type (`isDynamic`,
    /// identifier "dyn." followed by the tag; Apple's encoding of the rest is undocumented).
    public init?(filenameExtension: String, conformingTo supertype: UTType = .data) {
        let tag = filenameExtension.lowercased()
        guard !tag.isEmpty, !tag.contains("/"), !tag.hasPrefix(".") else { return nil }
        self.init(tag: tag, in: \.extensions, conformingTo: supertype, dynamic: [tag], [])
    }

    /// The declared type with MIME type `mimeType` conforming to `supertype`; else a dynamic type.
    public init?(mimeType: String, conformingTo supertype: UTType = .data) {
        let tag = mimeType.lowercased()
        guard tag.contains("/") else { return nil }
        self.init(tag: tag, in: \.mimeTypes, conformingTo: supertype, dynamic: [], [tag])
    }

    private init(
        tag: String, in tags: KeyPath<UTType, [String]>, conformingTo supertype: UTType, dynamic extensions: [String],
        _ mimeTypes: [String]
    ) {
        if let found = (UTType.appDeclarations + UTType.systemTypes).first(where: {
            $0[keyPath: tags].contains(tag) && $0.conforms(to: supertype)
        }) {
            self = found
        } else {
            self.init(
                identifier: "dyn.\(tag)", parents: [supertype.identifier], extensions: extensions, mimeTypes: mimeTypes,
                declared: false)
        }
    }

    /// True for a type made up for a tag no declared type has.
    public var isDynamic: Bool { !isDeclared && identifier.hasPrefix("dyn.") }
    /// True for the system's public types ("public." identifiers).
    public var isPublic: Bool { identifier.hasPrefix("public.") }
    /// The first filename extension of its declaration.
    public var preferredFilenameExtension: String? { extensions.first }
    /// The first MIME type of its declaration.
    public var preferredMIMEType: String? { mimeTypes.first }
    /// Every type it conforms to, directly or through others (not itself).
    public var supertypes: Set<UTType> {
        var found: Set<UTType> = []
        var queue = parents
        while let next = queue.popLast() {
            guard let type = UTType.declaration(of: next), found.insert(type).inserted else { continue }
            queue += type.parents
        }
        return found
    }

    /// Whether it is `type` or conforms to it, directly or through its supertypes.
    public func conforms(to type: UTType) -> Bool {
        identifier == type.identifier || parents.contains(type.identifier)
            || supertypes.contains { $0.identifier == type.identifier }
    }
    /// Whether `type` conforms to it and is not it.
    public func isSupertype(of type: UTType) -> Bool { type != self && type.conforms(to: self) }
    /// Whether it conforms to `type` and is not it.
    public func isSubtype(of type: UTType) -> Bool { type != self && conforms(to: type) }

    /// The identifier.
    public var description: String { identifier }
    /// The identifier.
    public var debugDescription: String { identifier }

    /// Types are equal when their identifiers are.
    public static func == (lhs: UTType, rhs: UTType) -> Bool { lhs.identifier == rhs.identifier }
    /// Hashes the identifier.
    public func hash(into hasher: inout Hasher) { hasher.combine(identifier) }

    /// Encoded as its identifier.
    public func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(identifier)
    }
    /// Decoded from an identifier: the declared type, else the identifier with no declaration.
    public init(from decoder: Decoder) throws {
        let identifier = try decoder.singleValueContainer().decode(String.self)
        self = UTType.declaration(of: identifier) ?? UTType(identifier: identifier, parents: [], declared: false)
    }

    static func declaration(of identifier: String) -> UTType? {
        appDeclarations.first { $0.identifier == identifier } ?? systemTypes.first { $0.identifier == identifier }
    }

    /// The `UTExportedTypeDeclarations` and `UTImportedTypeDeclarations` of `Bundle.main`'s Info.plist.
    static var appDeclarations: [UTType] {
        ["UTExportedTypeDeclarations", "UTImportedTypeDeclarations"].flatMap { key in
            (Bundle.main.object(forInfoDictionaryKey: key) as? [[String: Any]] ?? []).compactMap(UTType.init(plist:))
        }
    }

    init?(plist: [String: Any]) {
        guard let identifier = plist["UTTypeIdentifier"] as? String else { return nil }
        let tags = plist["UTTypeTagSpecification"] as? [String: Any] ?? [:]
        func strings(_ value: Any?) -> [String] { value as? [String] ?? (value as? String).map { [$0] } ?? [] }
        self.init(
            identifier: identifier, parents: strings(plist["UTTypeConformsTo"]),
            extensions: strings(tags["public.filename-extension"]).map { $0.lowercased() },
            mimeTypes: strings(tags["public.mime-type"]).map { $0.lowercased() })
    }
}

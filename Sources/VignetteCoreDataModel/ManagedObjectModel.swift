import Foundation
@_exported import VignetteGeneratedSource

#if canImport(FoundationXML)
import FoundationXML
#endif

/// What a Core Data model (`.xcdatamodeld`) declares that Xcode turns into Swift: its entities,
/// with their attributes, relationships and code generation setting.
public struct ManagedObjectModel: Equatable, Sendable {
    /// One entity: Xcode generates a class for it when its codegen is "Class Definition".
    public struct Entity: Equatable, Sendable {
        /// The entity's name.
        public var name: String
        /// The Swift class (`representedClassName`, else the entity's name).
        public var className: String
        /// `class` (Class Definition), `category` (Category/Extension), or nil (Manual/None).
        public var codeGeneration: String?
        /// The parent entity's name, if it inherits.
        public var parent: String?
        /// Its attributes, in the file's order.
        public var attributes: [Attribute]
        /// Its relationships, in the file's order.
        public var relationships: [Relationship]
    }

    /// One attribute.
    public struct Attribute: Equatable, Sendable {
        /// The property's name.
        public var name: String
        /// The model's type: `String`, `Integer 64`, `Boolean`, `Date`, `UUID`, `Transformable`…
        public var type: String
        /// Whether it may be nil in the store.
        public var isOptional: Bool
        /// Whether Xcode uses a Swift scalar (`Int64`, `Double`, `Bool`) rather than `NSNumber`.
        public var usesScalarValueType: Bool
        /// The default value as the file writes it.
        public var defaultValue: String?
        /// A transformable attribute's class.
        public var customClassName: String?
    }

    /// One relationship.
    public struct Relationship: Equatable, Sendable {
        /// The property's name.
        public var name: String
        /// The entity it leads to.
        public var destination: String
        /// Whether it holds many objects (a set).
        public var isToMany: Bool
        /// Whether a to-many relationship is ordered.
        public var isOrdered: Bool
    }

    /// The model's entities, in the file's order.
    public var entities: [Entity]
    /// The model's name (the `.xcdatamodeld`'s, without extension).
    public var name: String
}

/// A Core Data model that cannot be read, naming the file and, where there is one, the entity.
public typealias ManagedObjectModelError = SourceFileError

extension ManagedObjectModel {
    /// Reads the model at `url`: an `.xcdatamodeld` (its current version, named in `.xccurrentversion`,
    /// else the last version by name), an `.xcdatamodel` folder, or its `contents` file.
    public init(contentsOf url: URL) throws {
        let contents = try Self.contentsFile(of: url)
        let data: Data
        do {
            data = try Data(contentsOf: contents)
        } catch {
            throw ManagedObjectModelError(
                path: contents.path, problem: "cannot be read (\(error.localizedDescription))")
        }
        let modelName = url.pathExtension == "xcdatamodeld" ? url : url.deletingLastPathComponent()
        try self.init(data: data, path: contents.path, name: modelName.deletingPathExtension().lastPathComponent)
    }

    /// Reads a model's `contents` XML; `path` names it in errors.
    public init(data: Data, path: String, name: String) throws {
        let reader = ModelXMLReader(path: path)
        let parser = XMLParser(data: data)
        parser.delegate = reader
        // Linux's XMLParser can return true from `parse()` and still set an error (an unclosed element).
        let parsed = parser.parse()
        if let problem = reader.problem { throw ManagedObjectModelError(path: path, problem: problem) }
        if !parsed || parser.parserError != nil {
            let code = parser.parserError.map { " (XMLParser error \(($0 as NSError).code))" } ?? ""
            throw ManagedObjectModelError(
                path: path, problem: "not well-formed XML near line \(parser.lineNumber)\(code)")
        }
        guard reader.sawModel else {
            throw ManagedObjectModelError(path: path, problem: "no <model> element: not a Core Data model")
        }
        let names = Set(reader.entities.map(\.name))
        for entity in reader.entities {
            if let parent = entity.parent, !names.contains(parent) {
                throw ManagedObjectModelError(
                    path: path, problem: "entity \(entity.name): parent entity \(parent) is not in the model")
            }
            for relationship in entity.relationships where !names.contains(relationship.destination) {
                throw ManagedObjectModelError(
                    path: path,
                    problem:
                        "entity \(entity.name): relationship \(relationship.name) leads to \(relationship.destination), "
                        + "which is not in the model")
            }
        }
        self.init(entities: reader.entities, name: name)
    }

    /// The `contents` file of the model at `url`.
    static func contentsFile(of url: URL) throws -> URL {
        let files = FileManager.default
        switch url.pathExtension {
        case "xcdatamodeld":
            let current =
                (try? Data(contentsOf: url.appendingPathComponent(".xccurrentversion")))
                .flatMap { try? PropertyListSerialization.propertyList(from: $0, format: nil) as? [String: Any] }?[
                    "_XCCurrentVersionName"] as? String
            let versions = ((try? files.contentsOfDirectory(atPath: url.path)) ?? [])
                .filter { $0.hasSuffix(".xcdatamodel") }.sorted()
            guard let version = current ?? versions.last else {
                throw ManagedObjectModelError(path: url.path, problem: "holds no .xcdatamodel version")
            }
            return url.appendingPathComponent(version).appendingPathComponent("contents")
        case "xcdatamodel": return url.appendingPathComponent("contents")
        default: return url
        }
    }
}

/// Collects `<entity>`, `<attribute>` and `<relationship>` elements, and the first problem met.
private final class ModelXMLReader: NSObject, XMLParserDelegate {
    let path: String
    var entities: [ManagedObjectModel.Entity] = []
    var sawModel = false
    var problem: String?

    init(path: String) { self.path = path }

    func parser(
        _ parser: XMLParser, didStartElement element: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String]
    ) {
        guard problem == nil else { return }
        switch element {
        case "model": sawModel = true
        case "entity":
            guard let name = attributes["name"], !name.isEmpty else {
                return fail("entity \(entities.count + 1) has no name", parser)
            }
            entities.append(
                ManagedObjectModel.Entity(
                    name: name, className: attributes["representedClassName"] ?? name,
                    codeGeneration: attributes["codeGenerationType"], parent: attributes["parentEntity"],
                    attributes: [], relationships: []))
        case "attribute":
            guard let (name, type) = member(element, attributes, required: "attributeType", parser) else { return }
            entities[entities.count - 1].attributes.append(
                ManagedObjectModel.Attribute(
                    name: name, type: type, isOptional: attributes["optional"] == "YES",
                    usesScalarValueType: attributes["usesScalarValueType"] == "YES",
                    defaultValue: attributes["defaultValueString"], customClassName: attributes["customClassName"]))
        case "relationship":
            guard let (name, destination) = member(element, attributes, required: "destinationEntity", parser)
            else { return }
            entities[entities.count - 1].relationships.append(
                ManagedObjectModel.Relationship(
                    name: name, destination: destination, isToMany: attributes["toMany"] == "YES",
                    isOrdered: attributes["ordered"] == "YES"))
        default: break
        }
    }

    /// The name and the `required` value of an entity's `<attribute>` or `<relationship>`; nil, with the
    /// problem recorded, when either is missing (nil too outside an entity, which nothing reads).
    private func member(
        _ element: String, _ attributes: [String: String], required key: String, _ parser: XMLParser
    ) -> (String, String)? {
        guard let entity = entities.last?.name else { return nil }
        guard let name = attributes["name"], !name.isEmpty else {
            fail("entity \(entity): \(element == "attribute" ? "an" : "a") \(element) has no name", parser)
            return nil
        }
        guard let value = attributes[key], !value.isEmpty else {
            fail("entity \(entity): \(element) \(name) has no \(key)", parser)
            return nil
        }
        return (name, value)
    }

    private func fail(_ message: String, _ parser: XMLParser) {
        problem = "line \(parser.lineNumber): \(message)"
        parser.abortParsing()
    }
}

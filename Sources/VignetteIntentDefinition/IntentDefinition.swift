import Foundation
@_exported import VignetteGeneratedSource

/// What an Xcode `.intentdefinition` file (a property list) declares that Xcode turns into Swift:
/// its intents with their parameters, its enums and its custom types.
public struct IntentDefinition: Equatable, Sendable {
    /// A SiriKit intent: Xcode generates the class `<name>Intent`.
    public struct Intent: Equatable, Sendable {
        /// The name in the file (`ConfigurationIntent` is generated for `Configuration`).
        public var name: String
        /// The parameters, in the file's order.
        public var parameters: [Parameter]
        /// The response codes (`success`, `failure`…), in the file's order.
        public var responseCodes: [String]
    }

    /// One parameter of an intent, or one property of a custom type.
    public struct Parameter: Equatable, Sendable {
        /// The property's name.
        public var name: String
        /// The file's type name: `String`, `Integer`, `Boolean`, `Decimal`, `DateComponents`,
        /// `URL`, `Duration`, `Object` or the enum's type (`enumType`).
        public var type: String
        /// The custom type of an `Object` parameter.
        public var objectType: String?
        /// The enum of an enum parameter.
        public var enumType: String?
        /// Whether it holds several values (an array).
        public var isArray: Bool
    }

    /// An enum: its cases with their raw values.
    public struct Enum: Equatable, Sendable {
        /// The Swift type's name.
        public var name: String
        /// The cases in order, with their raw values (the first, `unknown`, is 0 when not given).
        public var cases: [(name: String, value: Int)]

        /// Enums are equal when their names, case names and raw values are.
        public static func == (lhs: Enum, rhs: Enum) -> Bool {
            lhs.name == rhs.name && lhs.cases.map(\.name) == rhs.cases.map(\.name)
                && lhs.cases.map(\.value) == rhs.cases.map(\.value)
        }
    }

    /// A custom type: Xcode generates an `INObject` subclass with these properties.
    public struct CustomType: Equatable, Sendable {
        /// The class's name.
        public var name: String
        /// Its properties beyond `identifier` and `displayString`.
        public var properties: [Parameter]
    }

    /// The file's intents.
    public var intents: [Intent]
    /// The file's enums.
    public var enums: [Enum]
    /// The file's custom types.
    public var types: [CustomType]
}

/// A `.intentdefinition` that cannot be read, naming the file and what is wrong.
public typealias IntentDefinitionError = SourceFileError

extension IntentDefinition {
    /// Reads the file at `url`.
    public init(contentsOf url: URL) throws {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw IntentDefinitionError(path: url.path, problem: "cannot be read (\(error.localizedDescription))")
        }
        try self.init(data: data, path: url.path)
    }

    /// Reads a definition's property list; `path` names it in errors.
    public init(data: Data, path: String) throws {
        let list = try? PropertyListSerialization.propertyList(from: data, format: nil)
        guard let root = list as? [String: Any] else {
            throw IntentDefinitionError(path: path, problem: "not a property list with a dictionary at its root")
        }
        let reader = Reader(path: path)
        intents = try reader.array(root, "INIntents").map { intent in
            let name = try reader.string(intent, "INIntentName", in: "INIntents")
            let response = intent["INIntentResponse"] as? [String: Any] ?? [:]
            return Intent(
                name: name,
                parameters: try reader.array(intent, "INIntentParameters").map {
                    try reader.parameter($0, prefix: "INIntentParameter", in: "\(name).INIntentParameters")
                },
                responseCodes: try reader.array(response, "INIntentResponseCodes").map {
                    try reader.string($0, "INIntentResponseCodeName", in: "\(name).INIntentResponseCodes")
                })
        }
        enums = try reader.array(root, "INEnums").map { item in
            let name = try reader.string(item, "INEnumName", in: "INEnums")
            let values = try reader.array(item, "INEnumValues")
            return Enum(
                name: name,
                cases: try values.enumerated().map { offset, value in
                    let caseName = try reader.string(value, "INEnumValueName", in: "\(name).INEnumValues")
                    return (caseName, value["INEnumValueIndex"] as? Int ?? offset)
                })
        }
        types = try reader.array(root, "INTypes").map { item in
            let name = try reader.string(item, "INTypeName", in: "INTypes")
            return CustomType(
                name: name,
                properties: try reader.array(item, "INTypeProperties").compactMap { property in
                    let parameter = try reader.parameter(
                        property, prefix: "INTypeProperty", in: "\(name).INTypeProperties")
                    // Every custom type has these two; Xcode's INObject already declares them.
                    return ["identifier", "displayString"].contains(parameter.name) ? nil : parameter
                })
        }
    }
}

/// Typed reads of the property list that name the file and key when they fail.
private struct Reader {
    let path: String

    func array(_ dictionary: [String: Any], _ key: String) throws -> [[String: Any]] {
        guard let value = dictionary[key] else { return [] }
        guard let items = value as? [[String: Any]] else {
            throw IntentDefinitionError(path: path, problem: "\(key) is not an array of dictionaries")
        }
        return items
    }

    func string(_ dictionary: [String: Any], _ key: String, in place: String) throws -> String {
        guard let value = dictionary[key] as? String, !value.isEmpty else {
            throw IntentDefinitionError(path: path, problem: "\(place): an entry has no \(key)")
        }
        return value
    }

    func parameter(_ item: [String: Any], prefix: String, in place: String) throws -> IntentDefinition.Parameter {
        let name = try string(item, "\(prefix)Name", in: place)
        let enumType = item["\(prefix)EnumType"] as? String
        // An enum parameter is saved with the type `Integer` (its raw values) and its enum beside it.
        let type = enumType == nil ? item["\(prefix)Type"] as? String ?? "" : "Enum"
        guard !type.isEmpty else {
            throw IntentDefinitionError(path: path, problem: "\(place): \(name) has no \(prefix)Type")
        }
        return IntentDefinition.Parameter(
            name: name, type: type, objectType: item["\(prefix)ObjectType"] as? String, enumType: enumType,
            isArray: item["\(prefix)SupportsMultipleValues"] as? Bool ?? false)
    }
}

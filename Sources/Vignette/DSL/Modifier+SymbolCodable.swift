import Foundation

/// JSON forms of the symbol modifiers: `{"symbolRenderingMode": "palette"}` (null: the default),
/// `{"foregroundLevels": ["#34C759", "orange"]}` (the secondary and tertiary styles),
/// `{"symbolVariableValue": 0.5}` (null: fully on).
extension Modifier {
    static let symbolJSONNames = ["symbolRenderingMode", "foregroundLevels", "symbolVariableValue"]

    /// The modifier named `key` with argument `arg`, nil when `key` is not a symbol modifier.
    static func symbol(_ key: String, _ arg: JSONCursor) throws -> Modifier? {
        switch key {
        case "symbolRenderingMode":
            return .symbolRendering(arg.isNull ? nil : try arg.name("symbol rendering mode", SymbolRendering.self))
        case "foregroundLevels":
            let levels = try arg.array()
            guard levels.count <= 2 else {
                throw arg.fail(
                    "'foregroundLevels' takes the secondary and tertiary styles: at most 2, not \(levels.count)")
            }
            return .foregroundLevels(try levels.map(Paint.init(json:)))
        case "symbolVariableValue":
            guard !arg.isNull else { return .symbolVariableValue(nil) }
            let value = try arg.finiteNumber()
            guard (0...1).contains(value) else {
                throw arg.fail("invalid symbolVariableValue '\(value)': expected 0 to 1")
            }
            return .symbolVariableValue(value)
        default: return nil
        }
    }

    /// The JSON member of a symbol modifier, nil for other modifiers.
    var symbolJSONMember: (String, JSONValue)? {
        switch self {
        case .symbolRendering(let mode): ("symbolRenderingMode", mode.map { .string($0.rawValue) } ?? .null)
        case .foregroundLevels(let levels): ("foregroundLevels", .array(levels.map(\.json)))
        case .symbolVariableValue(let value): ("symbolVariableValue", value.map { .number($0) } ?? .null)
        default: nil
        }
    }
}

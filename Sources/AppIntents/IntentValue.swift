import Foundation

/// A type a parameter can hold and Vignette can set by name from text: the primitive types,
/// `AppEnum`s, `AppEntity`s and optionals of them.
///
/// The requirements are Vignette's (the underscore says so); conforming types get them.
public protocol _IntentValue: Sendable {
    /// The type's name in a parameter's description ("String", "Unit", "City").
    static var _intentTypeName: String { get }
    /// The values the type allows, or nil for any text of the right form.
    static func _intentChoices() async throws -> [IntentValueChoice]?
    /// The value `text` names, or nil when it names none.
    static func _intentValue(from text: String) async throws -> Self?
    /// The value an unset parameter of this type takes before a render (an entity: its query's
    /// `defaultResult()`); nil for other types.
    static func _intentFallback() async -> Self?
    /// The value a non-optional parameter declared without a default takes when nothing else
    /// gives it one: Vignette's choice of an empty value, so the widget still renders.
    static var _intentEmptyValue: Self? { get }
    /// The value as the text that names it.
    var _intentText: String { get }
}

/// One allowed value of a parameter: the text that names it and the title the user sees.
public struct IntentValueChoice: Hashable, Sendable, Codable {
    /// What to give on the command line (`--intent name=value`).
    public let value: String
    /// The title shown for it in the widget's settings.
    public let title: String

    /// A choice named `value`, shown as `title`.
    public init(value: String, title: String) {
        self.value = value
        self.title = title
    }
}

extension _IntentValue {
    /// Any text of the right form.
    public static func _intentChoices() async throws -> [IntentValueChoice]? { nil }
    /// Nothing to fall back to.
    public static func _intentFallback() async -> Self? { nil }
    /// No empty value.
    public static var _intentEmptyValue: Self? { nil }
}

extension String: _IntentValue {
    /// `""`.
    public static var _intentEmptyValue: String? { "" }
    /// "String".
    public static var _intentTypeName: String { "String" }
    /// The text itself.
    public static func _intentValue(from text: String) async throws -> String? { text }
    /// The text itself.
    public var _intentText: String { self }
}

extension Int: _IntentValue {
    /// `0`.
    public static var _intentEmptyValue: Int? { 0 }
    /// "Int".
    public static var _intentTypeName: String { "Int" }
    /// A decimal integer.
    public static func _intentValue(from text: String) async throws -> Int? { Int(text) }
    /// The decimal digits.
    public var _intentText: String { String(self) }
}

extension Double: _IntentValue {
    /// `0`.
    public static var _intentEmptyValue: Double? { 0 }
    /// "Double".
    public static var _intentTypeName: String { "Double" }
    /// A decimal number.
    public static func _intentValue(from text: String) async throws -> Double? { Double(text) }
    /// The shortest text that reads back as the same number.
    public var _intentText: String { String(self) }
}

extension Bool: _IntentValue {
    /// `false`.
    public static var _intentEmptyValue: Bool? { false }
    /// "Bool".
    public static var _intentTypeName: String { "Bool" }
    /// `true` or `false`.
    public static func _intentChoices() async throws -> [IntentValueChoice]? {
        [IntentValueChoice(value: "true", title: "true"), IntentValueChoice(value: "false", title: "false")]
    }
    /// `true` or `false`.
    public static func _intentValue(from text: String) async throws -> Bool? { Bool(text) }
    /// `true` or `false`.
    public var _intentText: String { String(self) }
}

extension Optional: _IntentValue where Wrapped: _IntentValue {
    /// The wrapped type's name with `?`.
    public static var _intentTypeName: String { Wrapped._intentTypeName + "?" }
    /// The wrapped type's choices.
    public static func _intentChoices() async throws -> [IntentValueChoice]? { try await Wrapped._intentChoices() }
    /// The wrapped type's value for `text`.
    public static func _intentValue(from text: String) async throws -> Wrapped?? {
        try await Wrapped._intentValue(from: text).map { .some($0) }
    }
    /// The wrapped type's fallback.
    public static func _intentFallback() async -> Wrapped?? { await Wrapped._intentFallback().map { .some($0) } }
    /// The wrapped value's text, or `nil`.
    public var _intentText: String { map(\._intentText) ?? "nil" }
}

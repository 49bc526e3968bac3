import Foundation

/// An enumeration whose cases a parameter offers as a menu, each with a display representation.
public protocol AppEnum: _IntentValue, RawRepresentable, CaseIterable, Hashable
where RawValue: LosslessStringConvertible, AllCases: Sendable {
    /// The enumeration's name ("Unit").
    static var typeDisplayRepresentation: TypeDisplayRepresentation { get }
    /// How each case is shown.
    static var caseDisplayRepresentations: [Self: DisplayRepresentation] { get }
}

extension AppEnum {
    /// The type's display name.
    public static var _intentTypeName: String { typeDisplayRepresentation.name.key }

    /// The cases in declaration order, each named by its raw value.
    public static func _intentChoices() async throws -> [IntentValueChoice]? {
        allCases.map {
            IntentValueChoice(value: $0._intentText, title: caseDisplayRepresentations[$0]?.title.key ?? $0._intentText)
        }
    }

    /// The case whose raw value `text` is.
    public static func _intentValue(from text: String) async throws -> Self? {
        RawValue(text).flatMap(Self.init(rawValue:))
    }

    /// The first case.
    public static var _intentEmptyValue: Self? { allCases.first }

    /// The raw value as text.
    public var _intentText: String { "\(rawValue)" }
}

import Foundation

/// A value of any `Decodable` type made up without data: what `--sample-states` draws a Live Activity
/// with when nothing gives it a content state (Docs/SwiftUI/LiveActivities.md §3, "Sample states").
///
/// ActivityKit requires `ActivityAttributes: Decodable, Encodable` and `ContentState: Decodable,
/// Encodable, Hashable`, so both can be decoded from a decoder that answers every key itself
/// (`SampleDecoder`). The answers, by type:
///
/// | Type | Sample |
/// | --- | --- |
/// | `String` | the key's words, first letter capitalised: `driverName` → "Driver name" (an array's element: its array's key; no key: "Text") |
/// | `Int`, `UInt` and the sized integers | 1 |
/// | `Double`, `Float`, `CGFloat`, `Decimal` | 0.5 |
/// | `Bool` | false |
/// | `Date` | the render clock |
/// | `URL` | https://example.com |
/// | `UUID` | 00000000-0000-0000-0000-000000000000 |
/// | `Data` | empty |
/// | `Duration` | 1 second |
/// | `TimeZone`, `Locale` | UTC, en_US |
/// | an optional | a value, or nil when none of its type can be made |
/// | an array, a set | one element, or none when no element can be made |
/// | a dictionary | one entry, keyed like a string |
/// | an enum | its first case: `allCases.first` when `CaseIterable`, else the first declared (for a raw-value enum, the case whose raw value round-trips; for Swift's synthesised enum coding, the first coding key) |
/// | any other `Decodable` | its own `init(from:)`, with these answers |
///
/// A type that still cannot be decoded is a `SampleValueError` naming it, the key path and the reason.
package enum SampleValue {
    /// A value of `type`, its dates at `clock`; `name` names the root in messages.
    ///
    /// - Throws: `SampleValueError` when no value of `type`, or of one of its non-optional parts, can be made.
    package static func make<T: Decodable>(_ type: T.Type, clock: Date, name: String? = nil) throws -> T {
        let context = SampleDecoder.Context(clock: clock, rootName: name ?? "\(T.self)")
        return try SampleDecoder(context: context, codingPath: []).sample(T.self)
    }

    /// The words of a key: `driverName` → "Driver name", `order_number` → "Order number".
    static func words(_ key: String) -> String {
        var spaced = ""
        var previous: Character?
        for character in key {
            if character == "_" || character == "-" {
                spaced.append(" ")
            } else {
                if character.isUppercase, let previous, previous.isLowercase || previous.isNumber {
                    spaced.append(" ")
                }
                spaced.append(contentsOf: spaced.isEmpty ? character.uppercased() : character.lowercased())
            }
            previous = character
        }
        let trimmed = spaced.split(separator: " ").joined(separator: " ")
        return trimmed.isEmpty ? "Text" : trimmed
    }

    /// The sample of a type with a fixed answer, or nil for any other type.
    static func leaf<T>(_ type: T.Type, path: [any CodingKey], clock: Date) -> T? {
        let value: Any? =
            switch type {
            case is String.Type: text(for: path)
            case is Bool.Type: false
            case is Date.Type: clock
            case is URL.Type: URL(string: "https://example.com")!
            case is UUID.Type: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0))
            case is Data.Type: Data()
            case is Duration.Type: Duration.seconds(1)
            case is TimeZone.Type: TimeZone(identifier: "UTC")!
            case is Locale.Type: Locale(identifier: "en_US")
            case is Decimal.Type: Decimal(string: "0.5")!
            case is Double.Type: 0.5 as Double
            case is Float.Type: 0.5 as Float
            case is CGFloat.Type: 0.5 as CGFloat
            case is Int.Type: 1 as Int
            case is Int8.Type: 1 as Int8
            case is Int16.Type: 1 as Int16
            case is Int32.Type: 1 as Int32
            case is Int64.Type: 1 as Int64
            case is UInt.Type: 1 as UInt
            case is UInt8.Type: 1 as UInt8
            case is UInt16.Type: 1 as UInt16
            case is UInt32.Type: 1 as UInt32
            case is UInt64.Type: 1 as UInt64
            default: nil
            }
        return value as? T
    }

    /// A string's sample: the words of the last key of `path` that is not an array index.
    static func text(for path: [any CodingKey]) -> String {
        guard let key = path.last(where: { !isIndex($0) }) else { return "Text" }
        return words(key.stringValue)
    }

    /// Whether `key` is an array's index (Foundation's and the sample decoder's "Index 0").
    static func isIndex(_ key: any CodingKey) -> Bool {
        guard let index = key.intValue else { return false }
        return key.stringValue == "Index \(index)" || key.stringValue == "\(index)"
    }

    /// The first case of an enum: `allCases.first` of a `CaseIterable` type; nil for other types.
    static func firstCase<T>(_ type: T.Type) -> T? {
        guard let iterable = type as? any CaseIterable.Type else { return nil }
        return first(of: iterable) as? T
    }

    private static func first<C: CaseIterable>(of type: C.Type) -> Any? { type.allCases.first }

    /// The first declared case of a raw-value enum that is not `CaseIterable`: the value whose bits
    /// are all zero (Swift numbers an enum's cases without payloads from 0 in declaration order),
    /// taken only for a trivial type of at most 8 bytes and only when its raw value makes the same
    /// case again, so a value that is not one of the type's cases is never returned.
    static func firstDeclaredCase<T>(_ type: T.Type) -> T? {
        guard let raw = type as? any RawRepresentable.Type else { return nil }
        return roundTripped(raw) as? T
    }

    private static func roundTripped<R: RawRepresentable>(_ type: R.Type) -> R? {
        guard let zero = zeroed(R.self) else { return nil }
        return R(rawValue: zero.rawValue)
    }

    /// The first coding key of a `CodingKey` enum (what Swift's synthesised enum coding switches
    /// on): the zero value, kept when its string value reads back as a key; nil for other key types.
    static func firstKey<Key: CodingKey>(_ type: Key.Type) -> Key? {
        guard let zero = zeroed(Key.self) else { return nil }
        return Key(stringValue: zero.stringValue)
    }

    /// A value of `T` whose bytes are all zero, for a trivial type (no references) of at most 8 bytes.
    private static func zeroed<T>(_ type: T.Type) -> T? {
        guard _isPOD(T.self), MemoryLayout<T>.size <= 8 else { return nil }
        let memory = UnsafeMutableRawPointer.allocate(byteCount: 8, alignment: 8)
        defer { memory.deallocate() }
        memory.initializeMemory(as: UInt64.self, repeating: 0, count: 1)
        return memory.load(as: T.self)
    }
}

/// No sample of a type could be made: the root type, where in it, the part's type, and why.
package struct SampleValueError: Error, Equatable, CustomStringConvertible, LocalizedError {
    /// The type asked for ("DeliveryAttributes.ContentState").
    package var root: String
    /// Where in it: "courier.vehicle", "stops[0]"; empty at the top level.
    package var path: String
    /// The type at `path`.
    package var type: String
    /// What its decoding said.
    package var reason: String

    /// "cannot make a sample DeliveryAttributes.ContentState from its Codable conformance: at courier.vehicle (Vehicle): …".
    package var description: String {
        let place = path.isEmpty ? "" : "at \(path) (\(type)): "
        return "cannot make a sample \(root) from its Codable conformance: \(place)\(reason)"
    }

    package var errorDescription: String? { description }

    /// "stops[0].name" for a coding path.
    static func path(_ keys: [any CodingKey]) -> String {
        var text = ""
        for key in keys {
            if SampleValue.isIndex(key) {
                text += "[\(key.intValue!)]"
            } else {
                text += (text.isEmpty ? "" : ".") + key.stringValue
            }
        }
        return text
    }

    /// What a decoding error says, without Foundation's wrapping.
    static func reason(_ error: any Error) -> String {
        switch error {
        case DecodingError.dataCorrupted(let context), DecodingError.typeMismatch(_, let context),
            DecodingError.valueNotFound(_, let context), DecodingError.keyNotFound(_, let context):
            context.debugDescription
        default:
            "\(error)"
        }
    }
}

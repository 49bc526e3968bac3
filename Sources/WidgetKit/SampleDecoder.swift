import Foundation

/// The decoder behind `SampleValue`: it holds no data and answers every question itself — every
/// key is present and not nil, an unkeyed container has one element (and gives more when asked
/// past it, as `ClosedRange` asks for two), a keyed container's `allKeys` is the first key of its
/// key type when that is an enum (Swift's synthesised enum coding), else one key named like a string.
struct SampleDecoder: Decoder {
    /// What every container of one sample shares.
    final class Context {
        let clock: Date
        let rootName: String
        /// Set while a type is decoded again with its arrays empty.
        var emptyArrays = false
        /// How many unkeyed containers were opened: an array in a failed decoding makes a retry worth it.
        var unkeyedOpened = 0
        /// Values being made, one inside the other: a type that contains itself stops at `maximumDepth`.
        var depth = 0
        static let maximumDepth = 32

        init(clock: Date, rootName: String) {
            self.clock = clock
            self.rootName = rootName
        }
    }

    let context: Context
    let codingPath: [any CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        KeyedDecodingContainer(SampleKeyedContainer<Key>(decoder: self))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        context.unkeyedOpened += 1
        return SampleUnkeyedContainer(decoder: self, count: context.emptyArrays ? 0 : 1)
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer { SampleSingleValueContainer(decoder: self) }

    /// The decoder one key further down.
    func appending(_ key: any CodingKey) -> SampleDecoder {
        SampleDecoder(context: context, codingPath: codingPath + [key])
    }

    /// A sample of `type` here: a fixed answer, the first case, or the type's own decoding with
    /// these answers; failing that, for a raw-value enum its first declared case, and for a type
    /// holding an array the same decoding with its arrays empty.
    ///
    /// - Throws: `SampleValueError` naming the deepest part that could not be made.
    func sample<T: Decodable>(_ type: T.Type) throws -> T {
        if let value = SampleValue.leaf(T.self, path: codingPath, clock: context.clock) { return value }
        if let value = SampleValue.firstCase(T.self) { return value }
        context.depth += 1
        defer { context.depth -= 1 }
        guard context.depth <= Context.maximumDepth else {
            throw SampleValueError(
                root: context.rootName, path: SampleValueError.path(codingPath), type: "\(T.self)",
                reason: "values nested more than \(Context.maximumDepth) deep (a type that holds itself)")
        }
        let opened = context.unkeyedOpened
        do {
            return try T(from: self)
        } catch {
            if let value = SampleValue.firstDeclaredCase(T.self) { return value }
            if context.unkeyedOpened > opened, !context.emptyArrays {
                context.emptyArrays = true
                defer { context.emptyArrays = false }
                if let value = try? T(from: self) { return value }
            }
            if let error = error as? SampleValueError { throw error }
            throw SampleValueError(
                root: context.rootName, path: SampleValueError.path(codingPath), type: "\(T.self)",
                reason: SampleValueError.reason(error))
        }
    }

    /// A sample of `type`, or nil when none can be made: what an optional holds.
    func optionalSample<T: Decodable>(_ type: T.Type) -> T? { try? sample(T.self) }
}

/// A keyed container in which every key is present.
private struct SampleKeyedContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let decoder: SampleDecoder
    var codingPath: [any CodingKey] { decoder.codingPath }

    var allKeys: [Key] {
        if let first = SampleValue.firstKey(Key.self) { return [first] }
        return Key(stringValue: SampleValue.text(for: codingPath)).map { [$0] } ?? []
    }

    func contains(_ key: Key) -> Bool { true }
    func decodeNil(forKey key: Key) throws -> Bool { false }

    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        try decoder.appending(key).sample(T.self)
    }

    func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
        decoder.appending(key).optionalSample(T.self)
    }

    func nestedContainer<NestedKey: CodingKey>(
        keyedBy type: NestedKey.Type, forKey key: Key
    ) throws -> KeyedDecodingContainer<NestedKey> {
        try decoder.appending(key).container(keyedBy: NestedKey.self)
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        try decoder.appending(key).unkeyedContainer()
    }

    func superDecoder() throws -> any Decoder { decoder.appending(SampleKey(stringValue: "super")) }
    func superDecoder(forKey key: Key) throws -> any Decoder { decoder.appending(key) }
}

/// An unkeyed container of `count` elements that answers past its end too.
private struct SampleUnkeyedContainer: UnkeyedDecodingContainer {
    let decoder: SampleDecoder
    var count: Int?
    var currentIndex = 0
    var codingPath: [any CodingKey] { decoder.codingPath }
    var isAtEnd: Bool { currentIndex >= (count ?? 0) }

    init(decoder: SampleDecoder, count: Int) {
        self.decoder = decoder
        self.count = count
    }

    private mutating func next() -> SampleDecoder {
        defer { currentIndex += 1 }
        return decoder.appending(SampleKey(index: currentIndex))
    }

    mutating func decodeNil() throws -> Bool { false }

    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T { try next().sample(T.self) }

    mutating func decodeIfPresent<T: Decodable>(_ type: T.Type) throws -> T? { next().optionalSample(T.self) }

    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy type: NestedKey.Type
    ) throws -> KeyedDecodingContainer<NestedKey> {
        try next().container(keyedBy: NestedKey.self)
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
        try next().unkeyedContainer()
    }

    mutating func superDecoder() throws -> any Decoder { next() }
}

/// A single value: the sample of the type asked for.
private struct SampleSingleValueContainer: SingleValueDecodingContainer {
    let decoder: SampleDecoder
    var codingPath: [any CodingKey] { decoder.codingPath }

    func decodeNil() -> Bool { false }

    func decode<T: Decodable>(_ type: T.Type) throws -> T { try decoder.sample(T.self) }
}

/// A coding key of the sample decoder's own: an array index, or a name.
private struct SampleKey: CodingKey {
    var stringValue: String
    var intValue: Int?

    init(stringValue: String) {
        self.stringValue = stringValue
        intValue = nil
    }

    init(intValue: Int) {
        stringValue = "Index \(intValue)"
        self.intValue = intValue
    }

    init(index: Int) { self.init(intValue: index) }
}

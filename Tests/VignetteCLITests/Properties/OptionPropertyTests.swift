import Foundation
import Testing
import Vignette
@testable import VignetteCLI

/// Every parser of command-line text, fed 100,000 strings each: spellings it knows, edited at
/// random (inserted, deleted, replaced and repeated characters from an alphabet of odd ones:
/// blanks, separators, accents that change length when lowercased, combining marks, emoji,
/// right-to-left marks, NUL), and strings of random characters. Each answer must be a value
/// that reads back as itself, or one of our errors that names what was given.
@Suite struct OptionPropertyTests {
    static let cases = PropertyRun.cases

    @Test func namedValues() throws {
        try Self.checkNamed(WidgetFamily.self)
        try Self.checkNamed(OSVersion.self)
        try Self.checkNamed(Appearance.self)
        try Self.checkNamed(ImageFormat.self)
        try Self.checkNamed(ActivityPresentation.self)
    }

    @Test func dynamicTypeSizes() {
        var strings = MutatedStrings(seeds: DynamicTypeSize.allCases.map(\.rawValue) + ["AX1", "ax5", "AX6"], seed: 2)
        for _ in 0..<Self.cases {
            let text = strings.next()
            do {
                let size = try DynamicTypeSize.parse(text)
                guard try DynamicTypeSize.parse(size.rawValue) == size else { return fail(text, "does not read back") }
            } catch let error as VignetteError {
                guard error.description.contains(text.trimmingCharacters(in: .whitespacesAndNewlines)) || text.isBlank
                else { return fail(text, "error does not name it: \(error)") }
            } catch let error as OptionError {
                guard case .empty = error, text.isBlank else { return fail(text, "unexpected \(error)") }
            } catch {
                return fail(text, "threw \(type(of: error))")
            }
        }
    }

    @Test func lists() {
        var strings = MutatedStrings(
            seeds: ["systemSmall,systemMedium", "all", "systemLarge, all", ",,accessoryInline,"], seed: 3)
        for _ in 0..<Self.cases {
            let text = strings.next()
            let items = text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }.filter {
                !$0.isEmpty
            }
            do {
                let selection = try Selection<WidgetFamily>.parse(text)
                if items.contains("all") {
                    guard selection.values == nil else { return fail(text, "all did not select every family") }
                } else {
                    guard selection.values?.count == items.count else {
                        return fail(text, "\(items.count) items, \(String(describing: selection.values))")
                    }
                }
            } catch let error as OptionError {
                switch error {
                case .empty: guard items.isEmpty else { return fail(text, "called empty") }
                case .unknown(_, let given, let known):
                    guard items.contains(given), known.last == "all" else { return fail(text, "unknown \(given)") }
                default: return fail(text, "unexpected \(error)")
                }
            } catch {
                return fail(text, "threw \(type(of: error))")
            }
        }
    }

    @Test func devicesAndScales() {
        var strings = MutatedStrings(
            seeds: Array(DeviceCatalog.standard.ids.prefix(12)) + [
                "2", "3", "1.5", "4", "4.0001", "1e0", "nan", "-inf",
            ], seed: 4)
        for _ in 0..<Self.cases {
            let text = strings.next(), trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
            do {
                let choice = try DeviceChoice.parse(text)
                guard choice.device.id == trimmed.lowercased() else { return fail(text, "gave \(choice.device.id)") }
            } catch let error as OptionError {
                switch error {
                case .empty: guard trimmed.isEmpty else { return fail(text, "called empty") }
                case .unknownDevice(let given, _): guard given == trimmed else { return fail(text, "named \(given)") }
                default: return fail(text, "unexpected \(error)")
                }
            } catch {
                return fail(text, "device threw \(type(of: error))")
            }
            do {
                let scale = try Scale.parse(text)
                guard Scale.range.contains(Double(scale.value)) else { return fail(text, "scale \(scale.value)") }
            } catch let error as OptionError {
                guard
                    error == .empty(expected: "a number from 1 to 4, such as 2 or 3")
                        || error == .notInRange(expected: "a number from 1 to 4, such as 2 or 3")
                else { return fail(text, "unexpected \(error)") }
            } catch {
                return fail(text, "scale threw \(type(of: error))")
            }
        }
    }

    @Test func intentPairs() {
        var strings = MutatedStrings(seeds: ["city=paris", "count=3", "=x", "flag=", "a=b=c"], seed: 5)
        for _ in 0..<Self.cases {
            let text = strings.next()
            do {
                let pair = try IntentOptions.pair(text)
                guard !pair.name.isEmpty, pair.name + "=" + pair.value == text else {
                    return fail(text, "split as \(pair)")
                }
            } catch let error as OptionError {
                guard case .empty = error, text.first == "=" || !text.contains("=") else {
                    return fail(text, "refused")
                }
            } catch {
                return fail(text, "threw \(type(of: error))")
            }
        }
    }

    /// What `--moment`, sample data and demo moments use: a parsed time reads back as itself.
    @Test func localDateTimes() {
        var strings = MutatedStrings(
            seeds: ["2026-11-23T10:30", "2024-02-29T23:59", "2026-11-23", "0001-01-01T00:00"],
            alphabet: Array("0123456789-T:+ "), seed: 6)
        for _ in 0..<Self.cases {
            let text = strings.next()
            guard let time = LocalDateTime(parsing: text) else { continue }
            guard LocalDateTime(parsing: time.description) == time else {
                return fail(text, "reads as \(time), which does not read back")
            }
            guard text.allSatisfy({ $0.isASCII && ($0.isNumber || "-T:".contains($0)) }) else {
                return fail(text, "accepted as \(time)")
            }
        }
    }

    static func checkNamed<T: NamedOptionValue & Equatable>(_: T.Type) throws {
        var strings = MutatedStrings(seeds: T.allCases.map(\.rawValue), seed: UInt64(T.allCases.count))
        for _ in 0..<cases {
            let text = strings.next(), trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
            do {
                let value = try T.parse(text)
                guard value.rawValue.lowercased() == trimmed.lowercased(), try T.parse(value.rawValue) == value
                else { return fail(text, "read as \(value.rawValue)") }
            } catch let error as OptionError {
                switch error {
                case .empty: guard trimmed.isEmpty else { return fail(text, "called empty") }
                case .unknown(_, let given, _): guard given == trimmed else { return fail(text, "named '\(given)'") }
                default: return fail(text, "unexpected \(error)")
                }
            } catch {
                return fail(text, "\(T.self) threw \(type(of: error))")
            }
        }
    }
}

private func fail(_ text: String, _ what: String, sourceLocation: SourceLocation = #_sourceLocation) {
    Issue.record("\(text.debugDescription): \(what)", sourceLocation: sourceLocation)
}

extension String {
    fileprivate var isBlank: Bool { trimmingCharacters(in: .whitespacesAndNewlines).isEmpty }
}

/// How many cases each property checks, and which run of them: 100,000 from fixed seeds in
/// `make test`; `VIGNETTE_PROPERTY_CASES=N VIGNETTE_PROPERTY_RUN=K` for a longer soak with other
/// strings (a failure names K, so it repeats).
enum PropertyRun {
    static let cases = environment("VIGNETTE_PROPERTY_CASES") ?? 100_000
    static let run = UInt64(environment("VIGNETTE_PROPERTY_RUN") ?? 0)

    private static func environment(_ name: String) -> Int? {
        ProcessInfo.processInfo.environment[name].flatMap { Int($0) }.map { max($0, 0) }
    }
}

/// Strings near `seeds`, from a fixed seed (mixed with `PropertyRun.run`), so a failure repeats.
struct MutatedStrings {
    static let oddCharacters: [Character] =
        Array("aZ09 \t\n,=-_.:T") + [
            "é", "ß", "İ", "ﬁ", "\u{0301}", "\u{200F}", "ا", "日",
            "🇳🇴", "👩‍👩‍👧", "\0", "\u{FEFF}", "%", "'", "\"",
        ]
    let seeds: [String]
    let alphabet: [Character]
    var random: SplitMix

    init(seeds: [String], alphabet: [Character] = Self.oddCharacters, seed: UInt64) {
        (self.seeds, self.alphabet, random) = (seeds, alphabet, SplitMix(seed: seed &+ PropertyRun.run &* 0x1_0000))
    }

    mutating func next() -> String {
        if random.below(10) == 0 {
            return String((0..<random.below(12)).map { _ in alphabet[random.below(alphabet.count)] })
        }
        var characters = Array(seeds[random.below(seeds.count)])
        for _ in 0..<random.below(4) {
            let at = random.below(characters.count + 1)
            switch random.below(4) {
            case 0: characters.insert(alphabet[random.below(alphabet.count)], at: at)
            case 1 where at < characters.count: characters.remove(at: at)
            case 2 where at < characters.count: characters[at] = alphabet[random.below(alphabet.count)]
            default: characters.insert(contentsOf: characters[at...].prefix(3), at: at)
            }
        }
        return String(characters)
    }
}

/// A small seeded generator (SplitMix64).
struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }

    mutating func below(_ bound: Int) -> Int {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return Int((z ^ (z >> 31)) % UInt64(max(bound, 1)))
    }
}

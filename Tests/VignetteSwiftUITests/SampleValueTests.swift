import Foundation
import Testing
@testable import WidgetKit

private enum Mood: String, Codable, CaseIterable { case happy, sad }
/// A raw-value enum that is not `CaseIterable`: its first declared case, found by its raw value.
private enum Phase: String, Codable { case waiting = "W", running = "R" }
private enum Priority: Int, Codable { case low = 3, high = 7 }
/// Swift's synthesised coding of an enum without raw values: a key per case.
private enum Step: Codable { case started, finished }
private enum Leg: Codable, Equatable {
    case walking(minutes: Int, to: String)
    case arrived
}

private struct Courier: Codable, Equatable {
    var name: String
    var rating: Double
}

/// A field of every kind the sample decoder answers.
private struct Everything: Codable, Equatable {
    var driverName: String
    var order_number: Int
    var count8: UInt8
    var progress: Double
    var ratio: Float
    var isLate: Bool
    var eta: Date
    var link: URL
    var id: UUID
    var blob: Data
    var price: Decimal
    var elapsed: Duration
    var zone: TimeZone
    var locale: Locale
    var note: String?
    var courier: Courier
    var backup: Courier?
    var stops: [String]
    var couriers: [Courier]
    var tags: Set<String>
    var extras: [String: Int]
    var window: ClosedRange<Date>
    var mood: Mood
    var phase: Phase
    var priority: Priority
    var step: Step
    var leg: Leg
}

/// Decoded only by the app: its `init(from:)` refuses anything else.
private struct AppOnly: Codable, Equatable {
    init(from decoder: any Decoder) throws {
        throw DecodingError.dataCorrupted(
            .init(codingPath: decoder.codingPath, debugDescription: "made by the app only"))
    }

    func encode(to encoder: any Encoder) throws {}
}

private struct Holder: Codable {
    struct Inner: Codable {
        var optional: AppOnly?
        var list: [AppOnly]
        var required: AppOnly
    }

    var inner: Inner
}

/// A type that holds itself: the sample stops at the depth limit with an empty array.
private struct Tree: Codable {
    var label: String
    var children: [Tree]

    var depth: Int { 1 + (children.map(\.depth).max() ?? 0) }
}

/// The sample decoder behind `--sample-states` (Docs/SwiftUI/LiveActivities.md §3, "Sample states").
@Suite struct SampleValueTests {
    let clock = Date(timeIntervalSince1970: 1_795_426_860)

    @Test func everyKindOfFieldGetsItsDocumentedSample() throws {
        let value = try SampleValue.make(Everything.self, clock: clock)
        let expected = Everything(
            driverName: "Driver name", order_number: 1, count8: 1, progress: 0.5, ratio: 0.5, isLate: false,
            eta: clock, link: URL(string: "https://example.com")!,
            id: UUID(uuidString: "00000000-0000-0000-0000-000000000000")!, blob: Data(),
            price: Decimal(string: "0.5")!, elapsed: .seconds(1), zone: TimeZone(identifier: "UTC")!,
            locale: Locale(identifier: "en_US"), note: "Note", courier: Courier(name: "Name", rating: 0.5),
            backup: Courier(name: "Name", rating: 0.5), stops: ["Stops"],
            couriers: [Courier(name: "Name", rating: 0.5)],
            tags: ["Tags"], extras: ["Extras": 1], window: clock...clock, mood: .happy, phase: .waiting,
            priority: .low, step: .started, leg: .walking(minutes: 1, to: "To"))
        #expect(value == expected)
    }

    @Test func keysBecomeWords() {
        #expect(SampleValue.words("driverName") == "Driver name")
        #expect(SampleValue.words("order_number") == "Order number")
        #expect(SampleValue.words("ETA") == "Eta")
        #expect(SampleValue.words("step2Done") == "Step2 done")
        #expect(SampleValue.words("_") == "Text")
    }

    @Test func aTypeThatCannotBeMadeIsAnErrorNamingItAndTheKeyPath() throws {
        do {
            _ = try SampleValue.make(Holder.self, clock: clock, name: "HolderAttributes.ContentState")
            Issue.record("no error")
        } catch let error as SampleValueError {
            #expect(
                error.description
                    == "cannot make a sample HolderAttributes.ContentState from its Codable conformance: "
                    + "at inner.required (AppOnly): made by the app only")
        }
    }

    @Test func optionalsAndArraysOfWhatCannotBeMadeAreNilAndEmpty() throws {
        struct Lenient: Codable {
            var optional: AppOnly?
            var list: [AppOnly]
        }
        let value = try SampleValue.make(Lenient.self, clock: clock)
        #expect(value.optional == nil && value.list.isEmpty)
    }

    @Test func aTypeThatHoldsItselfEndsInsteadOfRecursingForever() throws {
        let tree = try SampleValue.make(Tree.self, clock: clock)
        #expect(tree.label == "Label" && tree.depth == 16)
    }

    @Test func aTopLevelStringIsText() throws {
        #expect(try SampleValue.make(String.self, clock: clock) == "Text")
        #expect(try SampleValue.make([Int].self, clock: clock) == [1])
    }
}

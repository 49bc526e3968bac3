import Foundation
import Testing
import Vignette
import VignetteTimeline

@Suite struct AppGroupStoreTests {
    struct Note: Codable, Equatable { var text: String }

    @Test func writesAtomicallyAndReadsBack() throws {
        let store = try AppGroupStore.temporary()
        defer { store.destroy() }
        try store.write(Note(text: "one"), forKey: "note")
        try store.write(Note(text: "two"), forKey: "note")
        #expect(try store.read(Note.self, forKey: "note", at: Stub.day) == Note(text: "two"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: store.folder.path) == ["note.json"])
    }

    @Test func lockedPeriodMakesReadsFail() throws {
        let store = try AppGroupStore.temporary()
        defer { store.destroy() }
        try store.write(Note(text: "x"), forKey: "note")
        store.makeUnreadable(during: DateInterval(start: Stub.at(13), end: Stub.at(14)))
        #expect(
            throws: VignetteError.storeUnreadable(
                key: "note", reason: "the device is locked, so protected data is unavailable")
        ) {
            try store.read(Note.self, forKey: "note", at: Stub.at(13, 30))
        }
        #expect(try store.read(Note.self, forKey: "note", at: Stub.at(14)) == Note(text: "x"))
    }

    @Test func errorsNameTheKey() throws {
        let store = try AppGroupStore.temporary()
        defer { store.destroy() }
        do {
            _ = try store.read(Note.self, forKey: "missing", at: Stub.day)
            Issue.record("expected an error")
        } catch let error as VignetteError {
            #expect(
                error.message.hasPrefix(
                    "cannot read 'missing' from the app-group store: nothing is stored under it yet"))
        }
        #expect(
            throws: VignetteError.invalidValue(
                name: "app-group store key", value: "../up",
                expected: "letters, digits, '.', '-' or '_', not starting with '.'")
        ) {
            try store.write(Note(text: "x"), forKey: "../up")
        }
    }

    @Test func lastKnownGoodFallsBackOnlyAfterASuccess() throws {
        let kept = LastKnownGood<Int>()
        struct Locked: Error {}
        #expect(throws: Locked.self) { try kept.value(reading: { throw Locked() }, at: Stub.day) }
        #expect(try kept.value(reading: { 7 }, at: Stub.at(8)) == (7, false))
        #expect(try kept.value(reading: { throw Locked() }, at: Stub.at(9)) == (7, true))
        #expect(kept.readDate == Stub.at(8))
    }
}

import Testing
import VignetteSnapshots

/// Which record mode is in force, and where it came from.
@Suite struct RecordModeTests {
    typealias Mode = SnapshotRecordMode

    @Test func precedenceIsCallThenVariableThenCIThenMissing() throws {
        #expect(try Mode.resolve(explicit: nil, environment: [:]) == .init(mode: .missing, source: .default))
        #expect(
            try Mode.resolve(explicit: nil, environment: ["CI": "true"])
                == .init(mode: .never, source: .continuousIntegration))
        #expect(
            try Mode.resolve(explicit: nil, environment: ["CI": "1", "VIGNETTE_RECORD": "failed"])
                == .init(mode: .failed, source: .environment))
        #expect(
            try Mode.resolve(explicit: nil, environment: ["VIGNETTE_RECORD": "ALL"])
                == .init(mode: .all, source: .environment))
        #expect(
            try Mode.resolve(explicit: .all, environment: ["CI": "true", "VIGNETTE_RECORD": "never"])
                == .init(mode: .all, source: .call))
        #expect(
            try Mode.resolve(explicit: nil, environment: ["VIGNETTE_RECORD": ""])
                == .init(mode: .missing, source: .default))
    }

    @Test func anUnknownModeIsAnErrorListingTheModes() {
        #expect(throws: SnapshotError.invalidRecordMode("sometimes")) {
            try Mode.resolve(explicit: nil, environment: ["VIGNETTE_RECORD": "sometimes"])
        }
        #expect(
            SnapshotError.invalidRecordMode("sometimes").message
                == "invalid VIGNETTE_RECORD 'sometimes': expected one of missing, all, failed, never")
    }
}

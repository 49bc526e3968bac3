import Foundation
import Testing
import Vignette
import VignetteExamples
import VignetteSnapshots
import VignetteTesting

/// The weather example in the languages its catalogue has (Docs/Languages.md): Arabic laid
/// out right to left, German, and the two pseudolocales. Looked at before recording: in
/// Arabic the place and temperature are at the top right, the sky and today's range at the
/// top left, and the hours run from the right (the next hour rightmost).
@Suite struct LocaleSnapshotTests {
    @Test(arguments: ["ar", "de", "en-XA", "ar-XB"])
    func weatherInEachLocale(_ locale: String) throws {
        let weather = try #require(Examples.all.first { $0.id == "weather" })
        assertSnapshot(
            of: weather, families: [.systemSmall, .systemMedium], devices: [DeviceCatalog.standard.defaultDevice],
            os: .ios26, strategy: .standard.locale(locale))
    }

    @Test func anUnknownLocaleFailsTheAssertionWithTheClosestNames() throws {
        let weather = try #require(Examples.all.first { $0.id == "weather" })
        let location = SnapshotLocation(
            packageRoot: URL(fileURLWithPath: "/nonexistent"), group: "LocaleSnapshotTests",
            testName: "unknown")
        let report = verifySnapshot(
            of: weather, families: [.systemSmall], strategy: .standard.locale("he-XX"), location: location)
        #expect(report.failureMessage?.contains("unknown locale 'he-XX'; closest: he-IL") == true)
    }
}

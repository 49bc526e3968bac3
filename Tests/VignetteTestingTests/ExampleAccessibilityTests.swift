import Testing
import Vignette
import VignetteExamples
import VignetteTesting

/// What VoiceOver reads in every example, in every family on the default device: the references
/// (`*.accessibility.txt`) were read line by line when recorded, so a change to an example that
/// breaks its reading order fails here. Re-record after an intended change:
/// `VIGNETTE_RECORD=failed swift test --filter ExampleAccessibilityTests`, then read the diff.
@Suite struct ExampleAccessibilityTests {
    @Test(arguments: ExampleSnapshotTests.widgetIDs)
    func everyFamilyReadsInASensibleOrder(_ id: String) throws {
        let widget = try #require(Examples.all.first { $0.id == id })
        assertAccessibilitySnapshot(of: widget, devices: [DeviceCatalog.standard.defaultDevice], os: .ios26)
    }

    /// At accessibility3 the layouts keep their order (their text grows; nothing regroups).
    @Test func weatherMediumAtAX3() throws {
        let widget = try #require(Examples.all.first { $0.id == "weather" })
        assertAccessibilitySnapshot(
            of: widget, families: [.systemMedium], devices: [DeviceCatalog.standard.defaultDevice],
            os: .ios26, accessibility: .sizes([.accessibility3]))
    }
}

import Testing
import Vignette
import VignetteExamples
import VignetteTesting

/// The project's own snapshots: every example in every family and appearance on the
/// default device, the small family on the smallest and largest iPhone, and the weather on an
/// Apple Watch face and a Mac desktop.
///
/// Re-record after an intended change: `VIGNETTE_RECORD=all swift test --filter ExampleSnapshotTests`
/// (or `=failed` for only what changed), look at the new PNGs, commit them.
@Suite struct ExampleSnapshotTests {
    static let widgetIDs = Examples.all.map(\.id)

    @Test(arguments: widgetIDs)
    func everyFamilyAndAppearance(_ id: String) throws {
        let widget = try #require(Examples.all.first { $0.id == id })
        assertSnapshot(
            of: widget, devices: [DeviceCatalog.standard.defaultDevice], appearances: Appearance.allCases, os: .ios26)
    }

    @Test(arguments: widgetIDs)
    func smallOnSmallestAndLargestPhone(_ id: String) throws {
        let widget = try #require(Examples.all.first { $0.id == id })
        guard widget.families.contains(.systemSmall) else { return }
        let catalog = DeviceCatalog.standard
        let phones = [catalog.smallestPhone(os: .ios26), catalog.largestPhone(os: .ios26)].compactMap { $0 }
        #expect(phones.count == 2)
        // The largest phone is the default device, already covered above: no duplicate files.
        let others = phones.filter { $0 != catalog.defaultDevice }
        guard !others.isEmpty else { return }
        assertSnapshot(
            of: widget, families: [.systemSmall], devices: others, appearances: Appearance.allCases, os: .ios26)
    }

    /// The weather's accessories on a watch face (full colour and tinted; the corner's label
    /// curves along the bezel) and its small and medium widgets on a Mac desktop, glass included.
    @Test func weatherOnAWatchAndAMac() throws {
        let widget = try #require(Examples.all.first { $0.id == "weather" })
        let catalog = DeviceCatalog.standard
        assertSnapshot(
            of: widget, devices: [try catalog.device(id: "apple-watch-series-11-46mm")],
            appearances: Appearance.allCases, os: .ios26)
        assertSnapshot(
            of: widget, families: [.systemSmall, .systemMedium], devices: [try catalog.device(id: "mac")],
            appearances: Appearance.allCases, os: .ios26)
    }
}

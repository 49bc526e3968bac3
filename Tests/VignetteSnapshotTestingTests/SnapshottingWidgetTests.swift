// Runs with the SnapshotTesting trait (`make test` turns it on), like the strategy it tests.
#if SnapshotTesting
import SnapshotTesting
import Testing
import Vignette
import VignetteSnapshotTesting

/// The swift-snapshot-testing strategy: a Vignette widget under `assertSnapshot(of:as:)`.
/// Its reference lives where that library puts them: `__Snapshots__/` beside this file.
@Suite(.serialized) struct SnapshottingWidgetTests {
    static let badge = WidgetDefinition(id: "badge", displayName: "Badge", families: [.systemSmall]) { _ in
        Column(spacing: 8) {
            Disc().fill(.rgb(0.2, 0.6, 0.3)).frame(width: 40, height: 40)
            Words("42").font(.system(size: 28, weight: .bold))
        }
        .widgetBackground(.systemBackground)
        .node
    }

    @Test func smallBadge() {
        assertSnapshot(
            of: Self.badge, as: .widget(family: .systemSmall, device: DeviceCatalog.standard.smallestPhone()))
    }

    @Test func aChangedWidgetFailsWithVignettesSummary() {
        let changed = WidgetDefinition(id: "badge", displayName: "Badge", families: [.systemSmall]) { _ in
            Words("43").font(.system(size: 28, weight: .bold)).widgetBackground(.systemBackground).node
        }
        let message = verifySnapshot(
            of: changed, as: .widget(family: .systemSmall, device: DeviceCatalog.standard.smallestPhone()),
            record: .never, testName: "smallBadge")
        #expect(message?.contains("differ beyond colour threshold 0.1 (allowed: none)") == true)
    }
}
#endif

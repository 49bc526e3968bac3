import Foundation
import Testing
import VignetteSwiftUITesting
@testable import SampleWidgets

/// The shipping StepsWidget, rendered and compared with Snapshots/ in both families and the
/// appearances a Home Screen widget has.
@Suite struct StepsWidgetTests {
    /// A fixed render clock: the provider dates its entries by `Date.now`, so the first entry
    /// is drawn whatever day the test runs.
    static let morning = Date(timeIntervalSince1970: 1_795_510_800)  // 2026-11-24 09:00 UTC

    @Test func looksAsRecorded() {
        assertSnapshot(
            of: StepsWidget(), families: [.systemSmall, .systemMedium], appearances: [.light, .dark, .tinted],
            at: Self.morning)
    }
}

import Foundation
import SwiftUI
import Testing
import Vignette

/// Declared in a file importing only SwiftUI, as app model code is.
@Observable
private final class ReminderSettings {
    var hour = 9
    var label = "Water the plants"
    @ObservationIgnored var reads = 0
}

private struct ReminderView: View {
    let settings: ReminderSettings
    var body: some View { Text("\(settings.label) at \(settings.hour)") }
}

/// `@Observable` through `import SwiftUI` (Docs/SwiftUI/StateAndCombine.md, "`@Observable`").
@Suite struct ObservableModelTests {
    @Test func aViewReadsAnObservableModelsValues() {
        let settings = ReminderSettings()
        settings.hour = 7
        #expect(Lowering.node(ReminderView(settings: settings)) == Words("Water the plants at 7").node)
    }

    @Test func observationTrackingSeesAChange() {
        let settings = ReminderSettings()
        let changed = Counter()
        withObservationTracking {
            _ = settings.hour
        } onChange: {
            changed.add()
        }
        settings.hour = 8
        settings.reads = 3  // ignored by observation
        #expect(changed.value == 1)
    }
}

private final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    var value: Int { lock.withLock { count } }
    func add() { lock.withLock { count += 1 } }
}

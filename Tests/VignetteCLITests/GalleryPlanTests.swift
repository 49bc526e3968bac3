import Testing
@testable import VignetteCLI

/// The order of the gallery's pool: every widget once, the sheet composed first, its strips
/// after it, its encoding steps after every strip and its file after every encoding step,
/// whatever the counts.
@Suite struct GalleryPlanTests {
    @Test(arguments: [(0, 1), (1, 1), (2, 3), (333, 36)])
    func everyStepOnceInAnOrderThatNeverWaitsForALaterOne(widgets: Int, strips: Int) {
        let plan = GalleryPlan(widgets: widgets, strips: strips)
        let steps = (0..<plan.count).map(plan.step)
        #expect(steps.first == .compose)
        #expect(steps.filter { $0 == .compose }.count == 1 && steps.filter { $0 == .write }.count == 1)
        #expect(steps.filter { $0 == .encode }.count == GalleryPlan.encodeSteps)
        let widgetItems = steps.compactMap { if case .widget(let i) = $0 { i } else { nil } }
        let stripItems = steps.compactMap { if case .strip(let i) = $0 { i } else { nil } }
        #expect(widgetItems == Array(0..<widgets))
        #expect(stripItems == Array(0..<strips))
        let encode = steps.firstIndex(of: .encode)!
        #expect(steps.lastIndex { if case .strip = $0 { true } else { false } }! < encode)
        #expect(steps.lastIndex(of: .encode)! < steps.firstIndex(of: .write)!)
        // Half the widgets come before the sheet's strips, so its encoding has company.
        #expect(steps.firstIndex { if case .strip = $0 { true } else { false } }! == 1 + widgets / 2)
    }
}

import Foundation
import Testing
import Vignette
@testable import VignetteCairo

/// A Live Activity right to left (Docs/Languages.md §2): the compact leading view is on the
/// right, as every leading edge is, but the TrueDepth camera's lens is hardware and stays put.
@Suite struct RightToLeftActivityTests {
    let canvas = DrawingCanvas()
    let pro = try! DeviceCatalog.standard.device(id: "iphone-16-pro")
    let clock = Date(timeIntervalSince1970: 1_800_000_000)

    func prepare(_ locale: String) throws -> PreparedActivity {
        let views = ActivityViews(
            lockScreen: .empty,
            compactLeading: Rect().frame(width: 20, height: 20).named("lead"),
            compactTrailing: Rect().frame(width: 20, height: 20).named("trail"))
        let activity = ActivityDefinition(
            id: "test", displayName: "Test", states: [ActivityMoment(name: "now", date: clock)]
        ) { _ in views }
        let spec = ActivityRenderSpec(
            presentation: .compact, device: pro, date: clock, locale: try LocaleNames.locale(locale))
        return try activity.prepare(spec, state: 0, textEngine: canvas.engine, resources: .files())
    }

    @Test func theCompactLeadingViewIsOnTheRightAndTheLensStaysPut() throws {
        let arabic = try prepare("ar"), english = try prepare("en")
        func frame(_ name: String, _ prepared: PreparedActivity) -> CGRect? {
            prepared.layout.allNodes.first { $0.name == name }?.frame
        }
        // 230 pt wide with 52.33-pt slots: the leading slot's centre is 26.17 pt from the right edge.
        let lead = try #require(frame("lead", arabic)), trail = try #require(frame("trail", arabic))
        #expect(abs(lead.midX - (230 - 52.33 / 2)) < 1.0 / 3 && abs(trail.midX - 52.33 / 2) < 1.0 / 3)
        let lens = { (prepared: PreparedActivity) in prepared.layout.allNodes.filter { $0.kind == .disc }.map(\.frame) }
        #expect(lens(arabic).count == 1)
        #expect(lens(arabic) == lens(english))
        #expect(try #require(lens(english).first).midX > 115, "the lens is right of the island's centre")
    }
}

import Foundation
import Testing
import Vignette
import VignetteCairo
import VignetteExamples
@testable import VignetteScreenshots

/// `"locked": true` on a lock or StandBy screenshot: the widgets in the locked appearances, their
/// `privacySensitive()` content redacted (Docs/Privacy.md); anywhere else it is a mistake.
@Suite struct LockedScreenshotTests {
    func message(shot: String) throws -> String? { try Fixture.loadError(shot: shot) }

    @Test func onlyLockAndStandByScenesCanBeLocked() throws {
        #expect(
            try message(shot: #"{"name": "a", "scene": "home", "locked": true, "widgets": []}"#)
                == "store.json: screenshots[0].locked: a home scene cannot be locked; lock and standBy scenes can")
        #expect(
            try message(shot: #"{"name": "a", "scene": "lock", "locked": "yes", "widgets": []}"#)?
                .contains("screenshots[0].locked: expected true or false") == true)
        #expect(try message(shot: #"{"name": "a", "scene": "lock", "locked": true, "widgets": []}"#) == nil)
    }

    /// The texts drawn in the first widget of a scene of the calendar agenda in a meeting.
    func widgetTexts(_ scene: SceneKind, family: WidgetFamily, locked: Bool) throws -> [String] {
        var config = try Fixture.config()
        config.slots = [try StoreSlot.named("1320x2868")]
        let placement = WidgetPlacement(widget: "calendar-agenda", family: family, moment: "in-meeting")
        config.screenshots = [
            ScreenshotSpec(
                name: "a", scene: scene, widgets: scene == .standBy ? [placement, placement] : [placement],
                locked: locked)
        ]
        let composer = ScreenshotComposer(
            config: config, widgets: Examples.all, activities: Examples.activities,
            textEngine: try PangoTextEngine(fonts: .standard()))
        let image = try composer.compose(try #require(ScreenshotJob.all(config).first))
        let screen = try #require(image.pastes.first { $0.name == "screen" }?.image)
        let widget = try #require(screen.pastes.first { $0.name == "widget-0" }?.image)
        return Self.texts(widget.items)
    }

    static func texts(_ items: [DisplayItem]) -> [String] {
        items.flatMap { item -> [String] in
            switch item {
            case .text(let run): [run.text]
            case .group(let group): texts(group.items)
            default: []
            }
        }
    }

    @Test func aLockedLockScreenHidesTheEventsTitleAndPlace() throws {
        let open = try widgetTexts(.lock, family: .accessoryRectangular, locked: false)
        let locked = try widgetTexts(.lock, family: .accessoryRectangular, locked: true)
        #expect(open == ["Now · until 10:30…", "Design review", "Studio 4B"])
        #expect(locked == ["Now · until 10:30…"])
    }

    @Test func aLockedStandByHidesTheEventsTitle() throws {
        let open = try widgetTexts(.standBy, family: .systemSmall, locked: false)
        let locked = try widgetTexts(.standBy, family: .systemSmall, locked: true)
        #expect(open.contains("Design review") && !locked.contains("Design review"))
        #expect(locked == open.filter { $0 != "Design review" })
    }
}

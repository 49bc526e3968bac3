import Foundation
import Testing
import Vignette
import VignetteCairo
import VignetteExamples
@testable import VignetteScreenshots

/// A Live Activity in screenshots: the banner on the lock screen, the compact island on the
/// home screen of a device with a Dynamic Island, and config mistakes named by field.
@Suite struct ActivityScreenshotTests {
    func message(shot: String) throws -> String? { try Fixture.loadError(shot: shot) }

    @Test func configMistakesNameTheField() throws {
        let widgets =
            #""widgets": [{"widget": "course-schedule", "family": "systemSmall"}, {"widget": "weather", "family": "systemSmall"}]"#
        #expect(
            try message(
                shot: #"{"name": "a", "scene": "standBy", "activity": {"activity": "live-match"}, \#(widgets)}"#)
                == "store.json: screenshots[0].activity: a standBy scene cannot show a Live Activity; lock and home scenes can"
        )
        #expect(
            try message(shot: #"{"name": "a", "scene": "lock", "activity": {"activity": "live-mach"}, "widgets": []}"#)
                == "store.json: screenshots[0].activity.activity: unknown Live Activity 'live-mach'; did you mean 'live-match'? known: class-in-progress, live-match"
        )
        #expect(
            try message(
                shot:
                    #"{"name": "a", "scene": "lock", "activity": {"activity": "live-match", "state": "extra-time"}, "widgets": []}"#
            )
                == "store.json: screenshots[0].activity.state: unknown state of live-match 'extra-time'; "
                + "known: kick-off, first-goal, half-time, equaliser, full-time")
        #expect(
            try message(shot: #"{"name": "a", "scene": "lock", "activity": {"id": "live-match"}, "widgets": []}"#)?
                .hasPrefix("store.json: screenshots[0].activity.id: unknown key") == true)
        #expect(
            try message(shot: #"{"name": "a", "scene": "home", "activity": {"activity": "live-match"}, "widgets": []}"#)
                == nil)
    }

    func compose(_ scene: SceneKind, slot: String, appearance: Appearance = .light) throws -> ComposedImage {
        var config = try Fixture.config()
        config.slots = [try StoreSlot.named(slot)]
        config.screenshots = [
            ScreenshotSpec(
                name: "a", scene: scene, appearance: appearance, widgets: [],
                activity: ActivityPlacement(activity: "live-match", state: "equaliser"))
        ]
        let composer = ScreenshotComposer(
            config: config, widgets: Examples.all, activities: Examples.activities,
            textEngine: try PangoTextEngine(fonts: .standard()))
        return try composer.compose(try #require(ScreenshotJob.all(config).first))
    }

    /// The banner, 418 pt wide on the 440-point iPhone, centred above the corner buttons.
    @Test func theLockScreenShowsTheBanner() throws {
        let image = try compose(.lock, slot: "1320x2868", appearance: .dark)
        let screen = try #require(image.pastes.first { $0.name == "screen" }?.image)
        let banner = try #require(screen.pastes.first { $0.name == "activity" })
        #expect(banner.image.size.width == 418 && banner.scale == 1)
        #expect(abs(banner.frame.midX - 220) < 0.01)
        #expect(abs(banner.frame.maxY - (956 - 34 - 30 - 50 - 24)) < 0.01)
    }

    /// The compact island where the island is, and the status bar beside it; none without an island.
    @Test func theHomeScreenShowsTheCompactIsland() throws {
        let image = try compose(.home, slot: "1320x2868")
        let screen = try #require(image.pastes.first { $0.name == "screen" }?.image)
        let island = try #require(screen.pastes.first { $0.name == "activity" })
        #expect(
            island.image.size.width == 250 && abs(island.frame.minX - 95) < 0.01
                && island.frame.minY == StatusBar.islandTop)

        // iPhone 12 Pro Max (1284x2778) has a notch, not an island: no activity is shown.
        let notch = try compose(.home, slot: "1284x2778")
        let notchScreen = try #require(notch.pastes.first { $0.name == "screen" }?.image)
        #expect(!notchScreen.pastes.contains { $0.name == "activity" })
    }

    /// The example set shows the activity on its first two screenshots.
    @Test func theExampleShowsTheActivity() throws {
        let config = try Fixture.config()
        #expect(
            config.screenshots.prefix(2).map(\.activity) == [
                ActivityPlacement(activity: "live-match", state: "first-goal"),
                ActivityPlacement(activity: "live-match", state: "equaliser"),
            ])
    }
}

import Foundation
import Testing
import Vignette
import VignetteExamples
@testable import VignetteScreenshots

/// A config mistake names the field and what is wrong with it.
@Suite struct ConfigErrorTests {
    /// The message for a config whose one screenshot is `shot` (JSON), or nil if it loads.
    func message(shot: String, slots: String = #"["1320x2868"]"#) throws -> String? {
        let text = #"{"locales": ["en-US", "zh-Hans"], "slots": \#(slots), "screenshots": [\#(shot)]}"#
        let url = try Fixture.configFile(text)
        do {
            _ = try ScreenshotConfig.load(contentsOf: url, widgets: Examples.all)
            return nil
        } catch let error as VignetteError {
            return error.message.replacingOccurrences(of: url.path, with: "store.json")
        }
    }

    @Test func theExampleLoads() throws {
        let config = try Fixture.config()
        #expect(config.locales == ["en-US", "zh-Hans"])
        #expect(config.slots.count == 5 && config.screenshots.count == 5)
    }

    @Test func unknownSceneSuggestsTheNearest() throws {
        let text = try message(shot: #"{"name": "a", "scene": "hom", "widgets": []}"#)
        #expect(
            text
                == "store.json: screenshots[0].scene: unknown scene 'hom'; did you mean 'home'? known: home, lock, standBy, hero"
        )
    }

    @Test func aFamilyTheSceneCannotShow() throws {
        let text = try message(
            shot: #"{"name": "a", "scene": "lock", "widgets": [{"widget": "weather", "family": "systemSmall"}]}"#)
        #expect(
            text == "store.json: screenshots[0].widgets[0].family: a lock scene cannot show systemSmall; "
                + "it shows accessoryCircular, accessoryRectangular and accessoryInline")
    }

    @Test func aWidgetOffTheGrid() throws {
        let text = try message(
            shot:
                #"{"name": "a", "scene": "home", "widgets": [{"widget": "weather", "family": "systemMedium", "column": 2}]}"#
        )
        #expect(
            text == "store.json: screenshots[0].widgets: widgets[0]: systemMedium at column 2, row 0 needs columns 2–5 "
                + "and rows 0–1; the home screen of iPhone 16 Pro Max has columns 0–3 and rows 0–5")
    }

    @Test func overlappingWidgets() throws {
        let text = try message(
            shot: #"""
                {"name": "a", "scene": "home", "widgets": [{"widget": "weather", "family": "systemLarge"},
                 {"widget": "course-schedule", "family": "systemSmall", "row": 2, "column": 2}]}
                """#)
        #expect(text == "store.json: screenshots[0].widgets: widgets[1] overlaps widgets[0] at column 2, row 2")
    }

    @Test func standByNeedsTwoWidgets() throws {
        let text = try message(
            shot: #"{"name": "a", "scene": "standBy", "widgets": [{"widget": "weather", "family": "systemSmall"}]}"#)
        #expect(
            text == "store.json: screenshots[0].widgets: a standBy scene shows exactly two systemSmall widgets; found 1"
        )
    }

    @Test func unknownMomentListsTheWidgetsMoments() throws {
        let text = try message(
            shot:
                #"{"name": "a", "scene": "hero", "widgets": [{"widget": "weather", "family": "systemSmall", "moment": "noon"}]}"#
        )
        #expect(
            text?.hasPrefix("store.json: screenshots[0].widgets[0].moment: unknown moment of weather 'noon'") == true)
        #expect(text?.hasSuffix("known: sunny-morning, rainy-afternoon, clear-night") == true)
    }

    @Test func missingCaptionStringNamesTheTableAndTheField() throws {
        let text = try message(
            shot:
                #"{"name": "a", "scene": "hero", "title": "home.titel", "widgets": [{"widget": "weather", "family": "systemSmall"}]}"#
        )
        #expect(
            text?.contains(
                "strings/en-US.json: screenshots[0].title: unknown string key 'home.titel'; did you mean 'home.title'?")
                == true)
    }

    @Test func badColourAndUnknownKey() throws {
        let colour = try message(
            shot:
                #"{"name": "a", "scene": "hero", "captionColor": "white", "widgets": [{"widget": "weather", "family": "systemSmall"}]}"#
        )
        #expect(
            colour == "store.json: screenshots[0].captionColor: invalid colour 'white': expected #RRGGBB or #RRGGBBAA")
        let key = try message(shot: #"{"name": "a", "scene": "hero", "widget": [], "widgets": []}"#)
        #expect(
            key?.hasPrefix("store.json: screenshots[0].widget: unknown key 'widget'; did you mean 'widgets'?") == true)
    }

    @Test func unknownSlot() throws {
        let text = try message(
            shot: #"{"name": "a", "scene": "hero", "widgets": [{"widget": "weather", "family": "systemSmall"}]}"#,
            slots: #"["1320x2869"]"#)
        #expect(text?.hasPrefix("store.json: slots[0]: unknown slot '1320x2869';") == true)
    }

    @Test func syntaxErrorsHaveLineAndColumn() throws {
        let url = try Fixture.configFile("{\n  \"locales\": [\"en-US\",]\n}")
        #expect(
            throws: VignetteError.invalidFile(
                path: url.path, location: "line 2, column 23",
                reason: "unexpected ']'; expected a value (object, array, string, number, true, false or null)")
        ) {
            try ScreenshotConfig.load(contentsOf: url, widgets: Examples.all)
        }
    }
}

import Foundation
import Testing
import VignetteCLI
import VignetteExampleCatalog
import Vignette
@testable import VignettePreview

/// The grid's family and appearance come from `render`'s file names; the pickers' values are checked.
@Suite struct GridImageTests {
    @Test func fileNamesGiveFamilyAndAppearance() {
        #expect(
            GridImage.parse(fileName: "card_systemSmall_iphone-16-pro-max_ios26_dark@3x.png")! == (
                "systemSmall", "dark"
            ))
        // A widget name with underscores, a locale and a Dynamic Type size after the scale.
        #expect(
            GridImage.parse(fileName: "my_card_accessoryInline_iphone-se-3_ios18_lockScreen_de-DE@2x_xxxLarge.png")!
                == ("accessoryInline", "lockScreen"))
        #expect(GridImage.parse(fileName: "lint.json") == nil)
        #expect(GridImage.parse(fileName: "card_notAFamily_iphone_ios26_dark@3x.png") == nil)
    }

    @Test func badPickerValuesNameTheParameterAndTheChoices() {
        #expect(throws: PreviewError.badParameter(name: "os", value: "ios17", expected: "ios18, ios26")) {
            try PreviewSettings(query: ["os": "ios17"])
        }
        #expect(throws: PreviewError.badParameter(name: "at", value: "25:00", expected: "a time of day like 09:50")) {
            try PreviewSettings(query: ["at": "25:00"])
        }
        #expect(
            throws: PreviewError.badParameter(
                name: "tint", value: "purpel",
                expected: WidgetTint.named.map(\.name).joined(separator: ", ") + ", or a hex colour such as #FF9230")
        ) {
            try PreviewSettings(query: ["tint": "purpel"])
        }
        let settings = try? PreviewSettings(query: [
            "device": "iphone-16-pro-max", "at": "09:50", "dynamicType": "xxxLarge", "tint": "purple",
        ])
        #expect(
            settings?.renderArguments == [
                "--device", "iphone-16-pro-max", "--os", "ios26", "--dynamic-type", "xxxLarge",
                "--locale", "en-US", "--at", "09:50", "--tint", "purple",
            ])
        #expect(settings?.key == "iphone-16-pro-max_ios26_xxxLarge_en-US_0950_tint-purple")
    }
}

/// The time slider's marks are the entries the timeline simulator shows through the first sample day.
@Suite struct DayMarksTests {
    @Test func aTimelineExampleMarksItsEntries() {
        let day = PreviewSource.example(id: "course-schedule", catalog: .examples).dayMarks
        let marks = day.marks
        // The first class runs 08:00–09:35 (Examples/CourseSchedule): its entries start 15 minutes before and at its end.
        #expect(["07:45", "08:00", "09:35", "09:45", "10:00"].allSatisfy(marks.contains), "\(marks)")
        #expect(marks == marks.sorted() && Set(marks).count == marks.count)
        #expect(day.note == nil)
        let tree = PreviewSource.tree(file: URL(fileURLWithPath: "/x.json"), lastGood: URL(fileURLWithPath: "/y.json"))
            .dayMarks
        #expect(
            tree
                == DayMarks(
                    marks: [], note: "a JSON tree has no timeline: the slider steps through every minute of the day"))
        #expect(
            DayMarks.of("nope", in: .examples) == DayMarks(marks: [], note: "no widget nope in the bundled examples"))
    }
}

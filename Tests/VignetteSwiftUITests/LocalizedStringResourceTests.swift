import Foundation
import Testing
import VignetteFoundation

/// Foundation's `LocalizedStringResource` spellings model code uses on Apple platforms, which
/// Linux's Foundation lacks: a resource shows its text as written (Docs/SwiftUI.md).
@Suite struct LocalizedStringResourceTests {
    @Test func aLocalizationValueKeepsItsKeyAndInterpolations() {
        let count = 3
        let value: String.LocalizationValue = "\(count) classes today"
        #expect(value.key == "3 classes today")
        #expect(String.LocalizationValue("plain").key == "plain")
    }

    @Test func theDesignatedInitialiserRecordsTableAndBundle() {
        let resource = LocalizedStringResource(String.LocalizationValue("general.today"), table: nil, bundle: .main)
        #expect(resource.key == "general.today")
        #expect(resource.table == nil)
        #expect(resource.bundle == .main)
        let tabled = LocalizedStringResource("Today", table: "Widget", bundle: .atURL(URL(fileURLWithPath: "/tmp")))
        #expect(tabled.table == "Widget")
        #expect(tabled.bundle == .atURL(URL(fileURLWithPath: "/tmp")))
    }

    @Test func aKeyWithADefaultValueShowsTheDefault() {
        let resource = LocalizedStringResource("widget.title", defaultValue: "Timetable")
        #expect(resource.key == "Timetable")
        #expect(String(localized: resource) == "Timetable")
    }

    @Test func aLiteralIsItsOwnText() {
        let resource: LocalizedStringResource = "Next class"
        #expect(resource.description == "Next class")
        #expect(resource.bundle == .main)
    }
}

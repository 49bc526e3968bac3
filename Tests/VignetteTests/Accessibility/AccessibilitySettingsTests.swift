import Foundation
import Testing
@testable import Vignette

/// Bold Text, Increase Contrast and the text size a render takes (Docs/Accessibility.md).
@Suite struct AccessibilitySettingsTests {
    @Test func boldTextSetsEveryFontOneWeightHeavier() {
        var environment = WidgetEnvironment()
        environment.legibilityWeight = .bold
        #expect(environment.resolve(.body).weight == .medium)
        #expect(environment.resolve(.headline).weight == .semibold.heavier)
        #expect(Typeface.Weight.semibold.heavier == .bold)
        #expect(environment.resolve(.system(size: 20, weight: .black)).weight == .black)
        // A weight set by a modifier is made heavier too, as the system font is.
        environment.textAttributes.weight = .light
        #expect(environment.resolvedFont.weight == .regular)
    }

    @Test func increaseContrastUsesTheHIGsIncreasedContrastColours() {
        var environment = WidgetEnvironment()
        environment.colorSchemeContrast = .increased
        #expect(environment.resolve(.system(.blue)) == RGBA(hex: 0x1E6EF4))
        #expect(environment.resolve(.system(.gray)) == RGBA(hex: 0x6C6C70))
        environment.colorScheme = .dark
        #expect(environment.resolve(.system(.red)) == RGBA(hex: 0xFF6165))
        environment.os = .ios18
        #expect(environment.resolve(.system(.blue)) == RGBA(hex: 0x409CFF))
        // Semantic colours have no published increased-contrast values and stay as they are.
        #expect(environment.resolve(.system(.secondaryLabel)) == SystemColor.secondaryLabel.resolve(.dark, os: .ios18))
        // Inside a paint: a faded tint fades the increased colour.
        environment.os = .ios26
        environment.colorScheme = .light
        #expect(environment.resolve(Paint.system(.green).opacity(0.5)) == RGBA(hex: 0x008932).withAlpha(0.5))
        environment.colorSchemeContrast = .standard
        #expect(environment.resolve(.system(.blue)) == RGBA(hex: 0x0088FF))
    }

    @Test func settingsOtherThanTheDefaultsNameTheirFiles() throws {
        #expect(AccessibilitySettings.standard.fileSuffix == nil)
        let all = AccessibilitySettings(dynamicTypeSize: .accessibility3, boldText: true, increaseContrast: true)
        #expect(all.fileSuffix == "accessibility3_bold_contrast")
        #expect(AccessibilitySettings(boldText: true).fileSuffix == "bold")
        let device = try DeviceCatalog.standard.device(id: "iphone-16-pro-max")
        var spec = WidgetRenderSpec(family: .systemSmall, device: device, date: Date(timeIntervalSince1970: 0))
        #expect(spec.fileStem(widget: "w", suffix: "now") == "w_systemSmall_iphone-16-pro-max_ios26_light@3x_now")
        spec.accessibility = all
        #expect(
            spec.fileStem(widget: "w", suffix: "now")
                == "w_systemSmall_iphone-16-pro-max_ios26_light@3x_accessibility3_bold_contrast_now")
        var activity = ActivityRenderSpec(
            presentation: .lockScreen, device: device, date: Date(timeIntervalSince1970: 0))
        activity.accessibility = AccessibilitySettings(dynamicTypeSize: .xxLarge)
        #expect(
            activity.fileStem(activity: "a", state: "live")
                == "a_lockScreen_iphone-16-pro-max_ios26_light@3x_xxLarge_live")
        #expect(
            [AccessibilitySettings].sizes([.accessibility1, .large]).map(\.dynamicTypeSize) == [
                .large, .accessibility1,
            ])
        #expect([AccessibilitySettings].sizes().count == 12)
    }

    @Test func widgetsNeverSetTextBelowLarge() throws {
        let device = try DeviceCatalog.standard.device(id: "iphone-16-pro-max")
        var spec = WidgetRenderSpec(family: .systemSmall, device: device, date: Date(timeIntervalSince1970: 0))
        spec.accessibility = AccessibilitySettings(dynamicTypeSize: .xSmall, boldText: true, increaseContrast: true)
        #expect(spec.environment.dynamicTypeSize == .large)
        #expect(spec.environment.legibilityWeight == .bold)
        #expect(spec.environment.colorSchemeContrast == .increased)
        spec.accessibility.dynamicTypeSize = .accessibility3
        #expect(spec.environment.dynamicTypeSize == .accessibility3)
        var activity = ActivityRenderSpec(
            presentation: .lockScreen, device: device, date: Date(timeIntervalSince1970: 0))
        activity.accessibility.dynamicTypeSize = .xSmall
        #expect(activity.environment.dynamicTypeSize == .xSmall)
    }
}

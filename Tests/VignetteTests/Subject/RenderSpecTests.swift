import Foundation
import Testing
@testable import Vignette

/// Widget and Live Activity renderings share one set of conditions (`RenderConditions`, `RenderSpec`).
@Suite struct RenderSpecTests {
    let device = DeviceCatalog.standard.defaultDevice
    let date = Date(timeIntervalSince1970: 1_795_000_000)

    @Test func bothSpecsAreBuiltFromTheSameConditions() {
        var conditions = RenderConditions(device: device, scale: 2, date: date, locale: Locale(identifier: "ar"))
        conditions.accessibility.boldText = true
        let widget = WidgetRenderSpec(.systemSmall, appearance: .dark, conditions: conditions)
        let activity = ActivityRenderSpec(.compact, appearance: .dark, conditions: conditions)
        #expect(widget.conditions == activity.conditions)
        #expect(widget.fileStem(widget: "w") == "w_systemSmall_\(device.id)_ios26_dark_ar@2x_bold")
        #expect(activity.fileStem(activity: "a", state: "s") == "a_compact_\(device.id)_ios26_dark_ar@2x_bold_s")
        // The long initialiser users call builds the same value.
        var long = WidgetRenderSpec(
            family: .systemSmall, device: device, appearance: .dark, scale: 2, date: date,
            locale: Locale(identifier: "ar"))
        long.accessibility.boldText = true
        #expect(long == widget)
    }

    @Test func sharedPropertiesReadAndWriteTheConditions() {
        var spec = ActivityRenderSpec(presentation: .lockScreen, device: device, date: date)
        #expect(spec.scale == device.scale)
        spec.scale = 1
        spec.os = .ios18
        #expect(spec.conditions.scale == 1 && spec.conditions.os == .ios18)
        #expect(spec.environment.displayScale == 1)
    }

    @Test func anActivitysLookIsLightOrDark() {
        #expect(ActivityRenderSpec(presentation: .lockScreen, device: device, date: date).appearance == .light)
        var spec = ActivityRenderSpec(presentation: .lockScreen, device: device, colorScheme: .dark, date: date)
        #expect(spec.appearance == .dark)
        // The colour-scheme spelling reads and writes the one look.
        spec.colorScheme = .light
        #expect(spec == ActivityRenderSpec(.lockScreen, device: device, appearance: .light, date: date))
        #expect(ActivityRenderSpec.looks(for: .compact, on: device, os: .default) == [.light, .dark])
    }

    /// One availability check for every subject, with one error: a widget look asked of an activity fails
    /// as a look a family never has does, naming the look, the canvas and what it can have.
    @Test func aLookTheCanvasNeverHasIsOneError() throws {
        let tinted = ActivityRenderSpec(
            .compact, appearance: .tinted, conditions: RenderConditions(device: device, date: date))
        #expect(throws: VignetteError.self) { try tinted.requireAvailableLook() }
        do { try tinted.requireAvailableLook() } catch {
            #expect(
                "\(error)"
                    == "appearance tinted for compact on \(device.id): a Live Activity is drawn in the device's light "
                    + "or dark mode only; use light or dark")
        }
        let standBy = WidgetRenderSpec(family: .systemLarge, device: device, appearance: .standBy, date: date)
        do { try standBy.requireAvailableLook() } catch {
            #expect("\(error)".hasPrefix("appearance standBy for systemLarge on \(device.id): a systemLarge widget"))
        }
        try WidgetRenderSpec(family: .systemSmall, device: device, appearance: .standBy, date: date)
            .requireAvailableLook()
    }
}

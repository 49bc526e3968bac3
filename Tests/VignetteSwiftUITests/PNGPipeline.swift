import Foundation
import Testing
import Vignette
import VignetteCairo

/// Renders widget and activity definitions to PNG bytes on the iPhone 16 Pro Max, for tests that compare what
/// two spellings of a widget draw. One per test: a text engine is not thread-safe.
struct PNGPipeline {
    static let fonts = try! FontLibrary.standard()
    let engine = try! PangoTextEngine(fonts: Self.fonts)
    let renderer = try! CairoRenderer(fonts: Self.fonts)
    let device = try! DeviceCatalog.standard.device(id: "iphone-16-pro-max")

    /// The PNG `widget` draws for `spec`.
    func png(_ widget: WidgetDefinition, _ spec: WidgetRenderSpec) throws -> Data {
        let prepared = try widget.prepare(spec, textEngine: engine, resources: .files())
        return try renderer.png(prepared.displayList, scale: Double(prepared.pixelScale))
    }

    /// The PNG state `state` of `activity` draws for `spec`.
    func png(_ activity: ActivityDefinition, _ spec: ActivityRenderSpec, state: Int) throws -> Data {
        let prepared = try activity.prepare(spec, state: state, textEngine: engine, resources: .files())
        return try renderer.png(prepared.displayList, scale: Double(prepared.pixelScale))
    }
}

extension PNGPipeline {
    /// Checks that `swiftUI` draws the same PNG bytes as `core` for `family` on `device` (nil: the
    /// pipeline's) in every appearance the family has there, at every moment of `core`; and that
    /// every appearance and moment draws something different, so the comparison is not of blanks
    /// (a locked appearance may draw as its unlocked one: only private content changes there).
    func expectIdentical(
        _ swiftUI: WidgetDefinition, _ core: WidgetDefinition, family: Vignette.WidgetFamily,
        on device: Device? = nil, accessibility: AccessibilitySettings = .standard
    ) throws {
        let device = device ?? self.device
        let appearances = Appearance.all(for: family, on: device.platform, os: .default)
        var drawn: Set<Data> = []
        for appearance in appearances {
            for moment in core.moments {
                var spec = WidgetRenderSpec(
                    family: family, device: device, appearance: appearance,
                    date: moment.date, timeZone: core.timeZone)
                spec.accessibility = accessibility
                let actual = try png(swiftUI, spec)
                #expect(actual == (try png(core, spec)), "\(family) \(appearance) \(moment.name)")
                if !appearance.isLocked { drawn.insert(actual) }
            }
        }
        let unlocked = appearances.filter { !$0.isLocked }
        #expect(drawn.count == unlocked.count * core.moments.count, "\(family): some renders are the same")
    }
}

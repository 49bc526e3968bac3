import Foundation
import Vignette
import VignetteCairo
import VignetteExamples

/// The benchmark's shared set-up: one font library, a warm text engine and renderer, and
/// the reference widget (course-schedule, systemSmall, in-class at 2026-11-23T10:30
/// Asia/Shanghai, @3x on the iPhone 16 Pro Max, iOS 26: 530×530 px).
final class Bench {
    let options: BenchOptions
    let fonts: FontLibrary
    let engine: PangoTextEngine
    let renderer: CairoRenderer
    let device: Device
    let reference: WidgetDefinition
    let referenceSpec: WidgetRenderSpec

    init(options: BenchOptions) throws {
        self.options = options
        fonts = try FontLibrary.standard()
        engine = try PangoTextEngine(fonts: fonts)
        renderer = try CairoRenderer(fonts: fonts)
        device = DeviceCatalog.standard.defaultDevice
        reference = CourseScheduleWidget.definition
        let inClass = reference.moments.first { $0.name == "in-class" }!
        referenceSpec = WidgetRenderSpec(
            family: .systemSmall, device: device, os: .ios26, appearance: .light,
            scale: 3, date: inClass.date, timeZone: reference.timeZone)
    }

    func run(_ section: String) throws -> [String: Any] {
        switch section {
        case "layout": try layoutSection()
        case "render": try renderSection()
        case "prepare": try prepareSection()
        case "paint": try paintSection()
        case "verify": try verifySection()
        case "gallery": try gallerySection()
        case "memory": try memorySection()
        case "longtext": try longTextSection()
        case "swiftui": try swiftUISection()
        case "package": try packageSection()
        case "charts": try chartsSection()
        case "symbols": try symbolsSection()
        case "grids": try gridsSection()
        default: [:]
        }
    }

    /// Every example × family offered on the device, at the widget's first moment, light.
    func exampleSpecs(appearances: [Appearance] = [.light]) -> [(WidgetDefinition, WidgetRenderSpec)] {
        Examples.all.flatMap { widget in
            widget.families.filter { device.offers($0, os: .ios26) }.flatMap { family in
                appearances.filter { $0.applies(to: family) }.map { appearance in
                    (
                        widget,
                        WidgetRenderSpec(
                            family: family, device: device, os: .ios26, appearance: appearance,
                            scale: nil, date: widget.moments.first?.date ?? Date(timeIntervalSince1970: 0),
                            timeZone: widget.timeZone)
                    )
                }
            }
        }
    }

    /// A figure on one line: `label  median (spread)  note`.
    func report(_ label: String, _ spread: Spread, _ note: String = "") {
        print(
            "  " + label.padding(toLength: 34, withPad: " ", startingAt: 0) + spread.text
                + (note.isEmpty ? "" : "  " + note))
    }

    func temporaryFolder(_ name: String) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("vignette-bench-\(getpid())-\(name)")
        try? FileManager.default.removeItem(at: url)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}

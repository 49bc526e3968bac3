// The strategy exists only with the package trait SnapshotTesting, so that packages using
// other products never resolve swift-snapshot-testing (Docs/Depending.md).
#if SnapshotTesting
import Foundation
import SnapshotTesting
import Vignette
import VignetteCairo
import VignettePNG
import VignetteSnapshots

extension Snapshotting where Value == WidgetDefinition, Format == Data {
    /// A widget rendered as a PNG for pointfreeco/swift-snapshot-testing, compared with
    /// Vignette's perceptual comparison:
    ///
    /// ```swift
    /// assertSnapshot(of: NextClass.definition, as: .widget(family: .systemSmall))
    /// ```
    ///
    /// References follow swift-snapshot-testing's layout (`__Snapshots__/<file>/<test>.<n>.png`)
    /// and record modes; Vignette's `Snapshots/` folder, artifacts and report are not used.
    /// - Parameters:
    ///   - family: the family rendered; it must be one the widget supports.
    ///   - device: nil for `iphone-16-pro-max`.
    ///   - appearance: light, dark, tinted, StandBy or lock screen.
    ///   - os: whose widget sizes and system colours apply.
    ///   - time: the render clock; nil for the widget's first moment.
    ///   - tolerance: how far the render may differ from the reference; `.perceptual` by default.
    ///   - fonts: makes the font library each render measures and draws with.
    ///   - resources: where pictures and symbols come from; default: files, relative paths
    ///     against the working directory.
    ///   - locale: the locale rendered in, by name (`ar`, `en-XA`; Docs/Languages.md).
    ///   - symbols: SF Symbols templates drawn in place of the icon font; by default the folder
    ///     `$VIGNETTE_SYMBOLS` names, else none (Docs/Symbols.md).
    public static func widget(
        family: WidgetFamily,
        device: Device? = nil,
        appearance: Appearance = .light,
        os: OSVersion = .default,
        at time: Date? = nil,
        tolerance: SnapshotTolerance = .perceptual,
        fonts: @escaping @Sendable () throws -> FontLibrary = { try FontLibrary.standardForEnvironment() },
        resources: ResourceResolver = .files(),
        locale: String = "en-US",
        symbols: @escaping @Sendable () throws -> [String: SymbolTemplate] = {
            try SymbolTemplate.sharedForEnvironment()
        }
    ) -> Snapshotting {
        Snapshotting(pathExtension: "png", diffing: .vignettePNG(tolerance)) { widget in
            do {
                let spec = WidgetRenderSpec(
                    family: family, device: device ?? DeviceCatalog.standard.defaultDevice, os: os,
                    appearance: appearance, date: time ?? widget.moments.first?.date ?? WidgetEnvironment().date,
                    timeZone: widget.timeZone, locale: try LocaleNames.locale(locale))
                let library = try fonts(), templates = try symbols()
                var resolver = resources
                resolver.symbols = SymbolTemplate.catalog(with: templates, base: resources.symbols)
                let prepared = try widget.prepare(
                    spec, textEngine: try PangoTextEngine(fonts: library), resources: resolver)
                let renderer = try CairoRenderer(fonts: library)
                renderer.symbolTemplates = templates
                return try renderer.png(prepared.displayList, scale: Double(prepared.pixelScale))
            } catch {
                // The closure cannot throw; the diffing shows this text instead of an image.
                return Data("cannot render \(widget.id): \(SnapshotVerifier.describe(error))".utf8)
            }
        }
    }
}

extension Diffing where Value == Data {
    /// PNG bytes compared pixel by pixel with Vignette's tolerance; failures attach the diff.
    public static func vignettePNG(_ tolerance: SnapshotTolerance) -> Diffing {
        .diff(toData: { $0 }, fromData: { $0 }) { reference, actual in
            guard reference != actual else { return nil }
            let expected: Bitmap, rendered: Bitmap
            do {
                expected = try PNGReader.bitmap(from: reference, source: "the reference")
                rendered = try PNGReader.bitmap(from: actual, source: "the render")
            } catch {
                let text = String(decoding: actual.prefix(300), as: UTF8.self)
                return (text.hasPrefix("cannot render") ? text : SnapshotVerifier.describe(error), [])
            }
            guard let difference = ImageDiffing.tolerance(tolerance).compare(expected, rendered) else { return nil }
            let diff = (try? PNGWriter.png(difference.diff)) ?? Data()
            return (difference.summary.joined(separator: "\n"), [.data(diff, name: "diff.png")])
        }
    }
}
#endif

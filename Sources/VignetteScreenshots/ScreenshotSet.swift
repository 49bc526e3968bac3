import Foundation
import Vignette
import VignetteCairo

/// Renders a config's whole set of store screenshots to PNG files: the Swift API behind
/// `vignette screenshots`.
///
/// ```swift
/// let config = try ScreenshotConfig.load(contentsOf: url, widgets: Examples.all)
/// let files = try ScreenshotSet(config: config, widgets: Examples.all, fonts: .standard())
///     .render(to: URL(fileURLWithPath: "out/screenshots"))
/// ```
public struct ScreenshotSet {
    /// The set to render.
    public let config: ScreenshotConfig
    /// The widgets placements may name.
    public let widgets: [WidgetDefinition]
    /// The Live Activities screenshots may show.
    public let activities: [ActivityDefinition]
    /// The fonts captions and widgets are drawn with.
    public let fonts: FontLibrary
    /// The config file's path, for messages.
    public var source: String
    /// The display settings every screenshot is made in, one image each (`--dynamic-type`…).
    public var accessibility: [AccessibilitySettings] = [.standard]
    /// SF Symbols templates drawn in place of the icon font (`--symbols`, the config's `"symbols"`).
    public var symbols: [String: SymbolTemplate] = [:]

    /// A set ready to render; `source` names the config file in messages.
    public init(
        config: ScreenshotConfig, widgets: [WidgetDefinition], activities: [ActivityDefinition] = [],
        fonts: FontLibrary, source: String = "config"
    ) {
        self.config = config
        self.widgets = widgets
        self.activities = activities
        self.fonts = fonts
        self.source = source
    }

    /// The file name of the contact sheet.
    public static let contactSheetName = "contact-sheet.png"

    /// Writes every screenshot and the contact sheet into `folder`, created with its parents
    /// when missing (each file through a temporary file and a rename), and returns them
    /// with their headers read back.
    ///
    /// - Throws: a `VignetteError` naming the config field or file at fault, `.unwritable`
    ///   naming `folder` when it cannot be created, or `.invalidValue` if an image came out
    ///   at another size than its slot's or with alpha.
    /// `symbolsDrawn` hears the names of every symbol the screenshots draw, once, before the contact sheet.
    public func render(
        to folder: URL, progress: (Int, Int, String) -> Void = { _, _, _ in },
        symbolsDrawn: (Set<String>) -> Void = { _ in }
    ) throws -> [ScreenshotFile] {
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw VignetteError.unwritable(path: folder.path, reason: VignetteError.reason(for: error))
        }
        let textEngine = try PangoTextEngine(fonts: fonts)
        var composer = ScreenshotComposer(
            config: config, widgets: widgets, activities: activities, textEngine: textEngine,
            source: source)
        composer.resources.symbols = SymbolTemplate.catalog(with: symbols, base: composer.resources.symbols)
        let jobs = ScreenshotJob.all(config, settings: accessibility)
        var files: [ScreenshotFile] = []
        var composed: [(job: ScreenshotJob, image: ComposedImage)] = []
        for (number, job) in jobs.enumerated() {
            let image = try composer.compose(job)
            let (_, scale) = try composer.canvas(job)
            let url = folder.appendingPathComponent(job.fileName)
            let header = try write(try image.png(scale: scale, fonts: fonts, symbols: symbols), to: url)
            guard header.width == job.pixelSize.width, header.height == job.pixelSize.height, !header.hasAlpha else {
                throw VignetteError.invalidValue(
                    name: "image",
                    value: "\(job.fileName) \(header.width)x\(header.height) colour type \(header.colorType)",
                    expected: "\(job.pixelSize) without alpha for slot \(job.slot.id)")
            }
            files.append(ScreenshotFile(url: url, job: job, header: header))
            composed.append((job, image))
            progress(number + 1, jobs.count, job.fileName)
        }
        symbolsDrawn(composed.reduce(into: []) { $0.formUnion($1.image.symbolNames) })
        let sheet = ScreenshotContactSheet.compose(
            composed, title: "App Store screenshots · \(jobs.count) images",
            textEngine: textEngine)
        let sheetURL = folder.appendingPathComponent(Self.contactSheetName)
        files.append(
            ScreenshotFile(
                url: sheetURL, job: nil,
                header: try write(try sheet.png(scale: 1, fonts: fonts, symbols: symbols), to: sheetURL)))
        return files
    }

    private func write(_ data: Data, to url: URL) throws -> PNGHeader {
        try FileReplacement.write(data, to: url)
        return try PNGHeader(data: data, source: url.path)
    }
}

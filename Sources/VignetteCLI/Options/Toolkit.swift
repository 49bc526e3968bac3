import Foundation
import Vignette
import VignetteCairo

/// The fonts, text engine, renderer and resource resolver a command uses: one set per thread.
struct Toolkit {
    let fonts: FontLibrary
    let textEngine: PangoTextEngine
    let renderer: CairoRenderer
    /// Pictures from files, relative paths against the working directory; symbols from the icon
    /// font and the templates given.
    let resources: ResourceResolver

    /// Over `fonts` (the standard library when nil), with `extraFonts` registered and the SF
    /// Symbols `symbolTemplates` laid out and drawn in place of the icon font (`--symbols`).
    init(
        fonts library: FontLibrary? = nil, extraFonts: [String] = [], symbolTemplates: [String: SymbolTemplate] = [:]
    ) throws {
        fonts = try library ?? FontLibrary.standard()
        for path in extraFonts { try fonts.register(fileAt: path, origin: "--font") }
        textEngine = try PangoTextEngine(fonts: fonts)
        // Widget code measuring strings itself (UIKit's `boundingRect`) measures with the same fonts.
        let measuring = fonts
        WidgetCodeTextEngine.install { try? PangoTextEngine(fonts: measuring) }
        renderer = try CairoRenderer(fonts: fonts)
        renderer.symbolTemplates = symbolTemplates
        resources = .files(symbols: SymbolTemplate.catalog(with: symbolTemplates))
    }

    /// The encoded image in `format`.
    func encode(_ list: DisplayList, scale: CGFloat, format: ImageFormat) throws -> Data {
        switch format {
        case .png: try renderer.png(list, scale: Double(scale))
        case .svg: try renderer.svg(list)
        }
    }
}

/// Writes files whole or not at all: a temporary file renamed into place, so an
/// interrupted run never leaves a half-written image behind.
enum Output {
    static func makeFolder(_ path: String) throws -> URL {
        let url = URL(fileURLWithPath: path, isDirectory: true)
        do {
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        } catch {
            throw VignetteError.unwritable(path: path, reason: VignetteError.reason(for: error))
        }
        return url
    }

    static func write(_ data: Data, to url: URL) throws {
        try FileReplacement.write(data, to: url)
    }
}

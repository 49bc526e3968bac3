import Foundation
import Vignette

extension ScreenshotConfig {
    /// Reads a config file and the strings tables it names, and checks it against `widgets`
    /// and the Live Activities `activities`.
    ///
    /// - Throws: `VignetteError.unreadableFile`, or `.invalidFile` with the line and column
    ///   of a syntax error, or the field (`screenshots[1].widgets[0].family`) and what is
    ///   wrong with it.
    public static func load(
        contentsOf url: URL, widgets: [WidgetDefinition],
        activities: [ActivityDefinition] = []
    ) throws -> ScreenshotConfig {
        let root = try ConfigReader.parse(url)
        let folder = url.deletingLastPathComponent()
        let top = try root.object(known: [
            "os", "locales", "strings", "slots", "background", "captionColor",
            "screenshots", "output", "systemFonts", "symbols",
        ])
        let os =
            try top.optional("os") {
                try OSVersion(rawValue: $0.name("OS", known: OSVersion.allCases.map(\.rawValue)))!
            }
            ?? .default
        let locales = try top.required("locales", in: root) { field in
            let items = try field.array()
            guard !items.isEmpty else { throw field.fail("expected at least one locale, such as \"en-US\"") }
            return try items.map { item in
                let name = try item.string()
                // A locale Foundation has no data for would render in English without a word.
                do { _ = try LocaleNames.locale(name) } catch let error as VignetteError {
                    throw item.fail(error.message)
                }
                return name
            }
        }
        let stringsFolder = try top.optional("strings") { try $0.string() } ?? "strings"
        var strings: [String: StringsTable] = [:]
        for locale in locales {
            let file = ConfigReader.resolve(stringsFolder, against: folder).appendingPathComponent("\(locale).json")
            strings[locale] = try ConfigReader.strings(file)
        }
        let slots = try top.required("slots", in: root) { field in
            try field.array().map { item in
                do { return try StoreSlot.named(try item.string()) } catch let error as VignetteError {
                    if case .unknownName = error { throw item.fail(error.message) }
                    throw error
                }
            }
        }
        let background =
            try top.optional("background") { try ConfigReader.backdrop($0, folder: folder) }
            ?? .gradient([RGBA(hex: 0x101828), RGBA(hex: 0x2B3A67)], start: .top, end: .bottom)
        let captionColor = try top.optional("captionColor") { try $0.color() } ?? .white
        let reader = ScreenshotReader(widgets: widgets, activities: activities, folder: folder, slots: slots, os: os)
        let screenshots = try top.required("screenshots", in: root) { field in
            try field.array().map { try reader.screenshot($0) }
        }
        var config = ScreenshotConfig(
            os: os, locales: locales, strings: strings, slots: slots, background: background,
            captionColor: captionColor, screenshots: screenshots,
            output: try top.optional("output") { ConfigReader.resolve(try $0.string(), against: folder).path })
        config.systemFonts =
            try top.optional("systemFonts") { field in
                try field.array().map { ConfigReader.resolve(try $0.string(), against: folder).path }
            } ?? []
        config.symbols = try top.optional("symbols") { ConfigReader.resolve(try $0.string(), against: folder).path }
        try config.checkStrings(root)
        return config
    }

    /// Every caption key must be in every locale's table.
    private func checkStrings(_ root: ConfigField) throws {
        for locale in locales {
            for (index, shot) in screenshots.enumerated() {
                if let title = shot.title {
                    _ = try strings[locale]!.text(title, usedBy: "screenshots[\(index)].title")
                }
                if let subtitle = shot.subtitle {
                    _ = try strings[locale]!.text(subtitle, usedBy: "screenshots[\(index)].subtitle")
                }
            }
        }
    }
}

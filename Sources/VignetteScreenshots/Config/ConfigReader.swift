import Foundation
import Vignette

/// Reading files for the config: JSON with line/column syntax errors, strings tables,
/// backdrops and paths relative to the config file.
enum ConfigReader {
    /// The parsed file, with Vignette's own JSON parser (line and column in syntax errors).
    static func parse(_ url: URL) throws -> ConfigField {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw VignetteError.unreadableFile(path: url.path, reason: VignetteError.reason(for: error))
        }
        do {
            return ConfigField(value: try JSONParser.parse(data), path: "", file: url.path)
        } catch let error as JSONSyntaxError {
            throw VignetteError.invalidFile(
                path: url.path, location: "line \(error.line), column \(error.column)",
                reason: error.reason)
        }
    }

    /// `path` as written in the config: absolute, or relative to the config's folder.
    static func resolve(_ path: String, against folder: URL) -> URL {
        path.hasPrefix("/") ? URL(fileURLWithPath: path) : folder.appendingPathComponent(path)
    }

    /// A strings table: an object of caption keys to texts, with an optional `apps` array
    /// of icon labels.
    static func strings(_ url: URL) throws -> StringsTable {
        let root = try parse(url)
        guard case .object(let members) = root.value else { throw root.mismatch("an object of caption keys to texts") }
        var texts: [String: String] = [:]
        var apps: [String] = []
        for (key, value) in members {
            let field = ConfigField(value: value, path: key, file: url.path)
            if key == "apps" {
                apps = try field.array().map { try $0.string() }
            } else {
                texts[key] = try field.string()
            }
        }
        return StringsTable(source: url.path, texts: texts, appNames: apps)
    }

    /// A backdrop: `"#RRGGBB"`, `{"gradient": [colours], "from": "top", "to": "bottom"}` or
    /// `{"image": "wallpaper.png"}`.
    static func backdrop(_ field: ConfigField, folder: URL) throws -> Backdrop {
        if case .string = field.value { return .color(try field.color()) }
        let members = try field.object(known: ["color", "gradient", "from", "to", "image"])
        if let color = try members.optional("color", { try $0.color() }) { return .color(color) }
        if let image = try members.optional("image", { try $0.string() }) {
            let url = resolve(image, against: folder)
            guard FileManager.default.fileExists(atPath: url.path) else {
                throw members["image"]!.fail("no such file: \(url.path)")
            }
            return .image(path: url.path)
        }
        guard let gradient = members["gradient"] else {
            throw field.fail("expected one of 'color', 'gradient' or 'image'")
        }
        let colors = try gradient.array().map { try $0.color() }
        guard colors.count >= 2 else { throw gradient.fail("expected at least two colours") }
        let from = try members.optional("from") { try unitPoint($0) } ?? .top
        let to = try members.optional("to") { try unitPoint($0) } ?? .bottom
        return .gradient(colors, start: from, end: to)
    }

    static let unitPoints: [(String, UnitPoint)] = [
        ("top", .top), ("bottom", .bottom), ("leading", .leading), ("trailing", .trailing), ("center", .center),
        ("topLeading", .topLeading), ("topTrailing", .topTrailing), ("bottomLeading", .bottomLeading),
        ("bottomTrailing", .bottomTrailing),
    ]

    static func unitPoint(_ field: ConfigField) throws -> UnitPoint {
        let name = try field.name("point", known: unitPoints.map(\.0))
        return unitPoints.first { $0.0 == name }!.1
    }
}

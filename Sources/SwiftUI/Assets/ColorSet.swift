import Foundation
import Vignette

/// A colour set (`Name.colorset/Contents.json`): one colour for the light appearance and,
/// when the set has one, another for dark.
///
/// Read from `"colors"`: each entry's `"idiom"` (`universal` or `iphone`; others are
/// skipped), `"appearances"` (`luminosity` `light`/`dark`; entries for high contrast are
/// skipped) and `"color"` with its `"color-space"` and `"components"` (Docs/SwiftUI/Assets.md).
package struct ColorSet: Hashable, Sendable {
    /// The colour of the light appearance (the "Any" entry unless a light one is given).
    package var light: RGBA
    /// The colour of the dark appearance; nil when the set has one colour for both.
    package var dark: RGBA?

    /// The colours of a set.
    package init(light: RGBA, dark: RGBA? = nil) {
        self.light = light
        self.dark = dark
    }

    /// Why a set with no colour an iPhone draws fails (Xcode's template `AccentColor` is such a set).
    package static let noColourReason = "no colour for iPhone or universal"

    /// The set described by `data`, the bytes of its `Contents.json`; `name` and `file` name it in errors.
    ///
    /// - Throws: `AssetError.invalidAsset` when the JSON has no usable colour.
    package init(contentsJSON data: Data, name: String, file: String) throws {
        func fail(_ reason: String) -> AssetError { .invalidAsset(name: name, file: file, reason: reason) }
        guard let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else {
            throw fail("not a JSON object")
        }
        guard let entries = root["colors"] as? [[String: Any]] else { throw fail("no \"colors\" array") }
        var slots: [AssetAppearance: RGBA] = [:]
        for (index, entry) in entries.enumerated() {
            guard AssetIdiom.isDrawn(entry["idiom"]), let appearance = AssetAppearance(entry["appearances"]) else {
                continue
            }
            guard let color = entry["color"] as? [String: Any] else { continue }
            let rgba = try Self.rgba(color) { fail("colors[\(index)]: \($0)") }
            // iPhone-specific entries override universal ones, as in Xcode.
            if slots[appearance] == nil || (entry["idiom"] as? String) == "iphone" { slots[appearance] = rgba }
        }
        guard let light = slots[.light] ?? slots[.any] ?? slots[.dark] else {
            throw fail(Self.noColourReason + " in \"colors\"")
        }
        self.light = light
        let dark = slots[.dark] ?? slots[.any] ?? light
        self.dark = dark == light ? nil : dark
    }

    /// The core paint: adaptive when light and dark differ, so the core picks per render.
    package var paint: Paint {
        dark.map { .adaptive(light: .color(light), dark: .color($0)) } ?? .color(light)
    }

    /// One `"color"` dictionary as sRGB.
    static func rgba(_ color: [String: Any], fail: (String) -> AssetError) throws -> RGBA {
        if color["reference"] != nil || color["platform"] != nil {
            throw fail("system colour references (\"reference\") are not read; give components")
        }
        guard let components = color["components"] as? [String: Any] else { throw fail("no \"components\"") }
        func component(_ key: String, default value: Double? = nil) throws -> Double {
            guard let raw = components[key] else {
                if let value { return value }
                throw fail("no \"\(key)\" component")
            }
            guard let parsed = ColorComponent.value(raw) else {
                throw fail("component \"\(key)\" is \(raw); expected 0…1 (\"0.5\"), 0…255 (\"128\") or hex (\"0x80\")")
            }
            return parsed
        }
        let alpha = try component("alpha", default: 1)
        let space = (color["color-space"] as? String)?.lowercased() ?? "srgb"
        switch space {
        case "gray-gamma-22", "extended-gray":
            let white = try component("white")
            return RGBA(red: white.clamped, green: white.clamped, blue: white.clamped, alpha: alpha.clamped)
        case "srgb", "extended-srgb", "display-p3", "extended-linear-srgb":
            var rgb = (try component("red"), try component("green"), try component("blue"))
            if space == "display-p3" { rgb = DisplayP3.toSRGB(rgb) }
            if space == "extended-linear-srgb" {
                rgb = (DisplayP3.encode(rgb.0), DisplayP3.encode(rgb.1), DisplayP3.encode(rgb.2))
            }
            return RGBA(red: rgb.0.clamped, green: rgb.1.clamped, blue: rgb.2.clamped, alpha: alpha.clamped)
        default:
            throw fail("colour space '\(space)' is not read; use srgb, display-p3, extended-srgb or gray-gamma-22")
        }
    }
}

/// A colour component as Xcode writes it: a float 0–1 (`0.5`, `"0.500"`), an 8-bit
/// integer (`"128"`, or a JSON integer above 1) or an 8-bit hex string (`"0x80"`).
enum ColorComponent {
    static func value(_ raw: Any) -> Double? {
        if let text = raw as? String {
            let trimmed = text.trimmingCharacters(in: .whitespaces)
            if trimmed.lowercased().hasPrefix("0x") {
                return UInt32(trimmed.dropFirst(2), radix: 16).map { Double($0) / 255 }
            }
            guard let number = Double(trimmed), number.isFinite else { return nil }
            // Xcode's 8-bit form writes integers; its floating form always has a point.
            return trimmed.contains(".") ? number : number / 255
        }
        if let number = raw as? NSNumber {
            let value = number.doubleValue
            guard value.isFinite else { return nil }
            // A JSON 1 is full intensity; integers above 1 are 8-bit.
            return value > 1 && value == value.rounded() ? value / 255 : value
        }
        return nil
    }
}

/// Display P3 to sRGB, both with the sRGB transfer curve (D65 white).
enum DisplayP3 {
    static func toSRGB(_ p3: (Double, Double, Double)) -> (Double, Double, Double) {
        let r = decode(p3.0), g = decode(p3.1), b = decode(p3.2)
        // Linear P3 → linear sRGB (the product of P3's RGB→XYZ and XYZ→sRGB matrices).
        let lr = 1.2249401 * r - 0.2249404 * g + 0.0000001 * b
        let lg = -0.0420569 * r + 1.0420571 * g - 0.0000001 * b
        let lb = -0.0196376 * r - 0.0786361 * g + 1.0982735 * b
        return (encode(lr), encode(lg), encode(lb))
    }

    static func decode(_ v: Double) -> Double {
        let a = abs(v)
        let linear = a <= 0.04045 ? a / 12.92 : pow((a + 0.055) / 1.055, 2.4)
        return v < 0 ? -linear : linear
    }

    static func encode(_ v: Double) -> Double {
        let a = abs(v)
        let curved = a <= 0.0031308 ? a * 12.92 : 1.055 * pow(a, 1 / 2.4) - 0.055
        return v < 0 ? -curved : curved
    }
}

/// Which appearance an asset entry is for, from its `"appearances"` array.
enum AssetAppearance: Hashable {
    /// No luminosity given ("Any Appearance").
    case any
    case light
    case dark

    /// nil for entries that are for something Vignette does not render (high contrast, tinted).
    init?(_ raw: Any?) {
        guard let list = raw as? [[String: Any]], !list.isEmpty else {
            self = .any
            return
        }
        var found = AssetAppearance.any
        for item in list {
            let kind = item["appearance"] as? String, value = item["value"] as? String
            switch (kind, value) {
            case ("luminosity", "light"): found = .light
            case ("luminosity", "dark"): found = .dark
            case ("luminosity", "any"): break
            default: return nil
            }
        }
        self = found
    }
}

/// The device idioms an iPhone widget draws from.
enum AssetIdiom {
    static func isDrawn(_ raw: Any?) -> Bool {
        guard let idiom = raw as? String else { return true }
        return idiom == "universal" || idiom == "iphone"
    }
}

extension Double {
    /// Clamped to 0…1 (extended-range components outside sRGB are cut, as sRGB output must).
    var clamped: Double { Swift.min(1, Swift.max(0, self)) }
}

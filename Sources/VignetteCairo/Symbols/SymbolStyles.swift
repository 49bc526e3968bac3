import Foundation
import Vignette

/// The `<style>` block of a symbol template: each class's declarations, read for the multicolor
/// fills and the variable-value thresholds (`-sfsymbols-variable-threshold`).
struct SymbolStyles {
    private var declarations: [String: [String: String]] = [:]

    init(css: String) {
        // `.class-name { property: value; … }`; class names hold ':' (`multicolor-0:systemBlueColor`).
        for match in css.matches(of: #/\.([^\s{,]+)\s*\{([^}]*)\}/#) {
            let name = String(match.output.1)
            var properties: [String: String] = [:]
            for item in match.output.2.split(separator: ";") {
                let pair = item.split(separator: ":", maxSplits: 1).map {
                    $0.trimmingCharacters(in: .whitespacesAndNewlines)
                }
                if pair.count == 2 { properties[pair[0]] = pair[1] }
            }
            declarations[name, default: [:]].merge(properties) { _, new in new }
        }
    }

    /// A path's layers from its classes, with the colour and threshold the styles give them.
    func shape(path: String, classes: [String]) -> SymbolTemplate.Shape {
        var shape = SymbolTemplate.Shape(
            path: path, monochromeLayer: nil, level: 0, colorName: nil, templateColor: nil,
            threshold: nil)
        for name in classes {
            if name.hasPrefix("monochrome-") {
                shape.monochromeLayer = Int(name.dropFirst("monochrome-".count))
            } else if name.hasPrefix("hierarchical-"), let level = name.split(separator: ":").last {
                shape.level = ["primary": 0, "secondary": 1, "tertiary": 2][String(level)] ?? 0
            } else if name.hasPrefix("multicolor-"), let color = name.split(separator: ":", maxSplits: 1).last {
                shape.colorName = String(color)
                shape.templateColor = declarations[name]?["fill"].flatMap(Self.color)
            }
            if let threshold = declarations[name]?["-sfsymbols-variable-threshold"].flatMap(Double.init) {
                shape.threshold = threshold
            }
        }
        return shape
    }

    /// `#RRGGBB` or `#RGB`, nil for anything else.
    static func color(_ text: String) -> RGBA? {
        var hex = text.trimmingCharacters(in: .whitespaces)
        guard hex.hasPrefix("#") else { return nil }
        hex.removeFirst()
        if hex.count == 3 { hex = hex.map { "\($0)\($0)" }.joined() }
        guard hex.count == 6, let value = UInt32(hex, radix: 16) else { return nil }
        return RGBA(hex: value)
    }
}

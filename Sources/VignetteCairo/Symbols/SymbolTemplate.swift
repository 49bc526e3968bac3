import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Vignette

/// An SF Symbols template as the SF Symbols app exports it (File > Export Template; Docs/Symbols.md):
/// guides `Baseline-S/M/L` and `Capline-S/M/L`, glyph groups named `<Weight>-<S|M|L>` holding the
/// paths of each weight and scale, and, from template version 3, classes on each path that put it in
/// monochrome, hierarchical and multicolor layers, with colours and variable-value thresholds in a
/// `<style>` block.
public struct SymbolTemplate: Sendable {
    /// Symbol scales (SwiftUI's `Image.Scale`), the letter a group's name ends in.
    public enum Scale: String, Sendable, CaseIterable {
        case small = "S", medium = "M", large = "L"

        /// The template row `imageScale(scale)` draws from.
        public init(_ scale: ImageScale) {
            switch scale {
            case .small: self = .small
            case .medium: self = .medium
            case .large: self = .large
            }
        }

        /// The image scale this row serves.
        public var imageScale: ImageScale {
            switch self {
            case .small: .small
            case .medium: .medium
            case .large: .large
            }
        }
    }

    /// One path of a variant, with the layers it belongs to.
    public struct Shape: Sendable, Equatable {
        /// The SVG path data, as the template writes it.
        public var path: String
        /// The monochrome layer (`monochrome-N`), nil when the path names none.
        public var monochromeLayer: Int?
        /// The hierarchy level (`hierarchical-N:primary|secondary|tertiary`): 0, 1 or 2; 0 when none.
        public var level: Int
        /// The multicolor colour name (`multicolor-N:systemBlueColor`), nil when none.
        public var colorName: String?
        /// The colour the template's style gives the multicolor class, nil when none.
        public var templateColor: RGBA?
        /// The variable-value threshold of the path's layer (`-sfsymbols-variable-threshold`), nil when not variable.
        public var threshold: Double?
    }

    /// One `<Weight>-<Scale>` group.
    public struct Variant: Sendable {
        public var weight: Typeface.Weight
        public var scale: Scale
        /// The group's `transform` attribute, as written (template groups are translated into place).
        public var transform: String?
        public var shapes: [Shape]
        /// The left and right margin guides of this variant (`left-margin-Regular-M`), when given.
        public var margins: (left: Double, right: Double)?
    }

    /// The file the template came from, for messages.
    public var path: String
    /// The canvas of the template (`width`, `height` of the root), in template units.
    public var canvas: (width: Double, height: Double)
    /// The y of each scale's baseline and cap line.
    public var baselines: [Scale: Double]
    public var caplines: [Scale: Double]
    /// The variants, in file order, then the weights interpolated between them.
    public var variants: [Variant]
    /// What reading the template noticed: weights that could not be interpolated (and are drawn
    /// from the nearest variant), for the run to tell the user.
    public var notes: [String] = []
    /// Each variant's box against the text, in cap heights, in the same order: what layout reads
    /// (`SymbolCatalog.adding(shapes:)`).
    public var shape: SymbolShape

    /// The variant for `weight` at `scale`: the exact one (drawn or interpolated), else the nearest
    /// weight at that scale, else the nearest weight at any scale (`SymbolShape.variantIndex`).
    public func variant(weight: Typeface.Weight, scale: Scale) -> Variant {
        variants[shape.variantIndex(weight: weight, scale: scale.imageScale)!]
    }

    /// Reads the template at `path`.
    ///
    /// - Throws: `VignetteError.unreadableResource(kind: "symbol template", …)` naming the file and
    ///   what is missing: not XML, not SVG, a guide, or every `<Weight>-<S|M|L>` group.
    public static func load(contentsOf path: String, origin: String? = "--symbols") throws -> SymbolTemplate {
        func fail(_ reason: String) -> VignetteError {
            .unreadableResource(kind: "symbol template", path: path, base: nil, origin: origin, reason: reason)
        }
        guard let data = FileManager.default.contents(atPath: path) else { throw fail("No such file or directory") }
        let reader = SymbolTemplateReader()
        let parser = XMLParser(data: data)
        parser.delegate = reader
        guard parser.parse() else { throw fail("not XML (\(parser.parserError.map { "\($0)" } ?? "unreadable"))") }
        guard reader.sawSVG else { throw fail("not an SVG document") }
        let guides = Scale.allCases.flatMap { ["Baseline-\($0.rawValue)", "Capline-\($0.rawValue)"] }
        let missing = guides.filter { reader.lines[$0] == nil }
        guard missing.isEmpty else {
            throw fail("not an SF Symbols template: no guide \(missing.joined(separator: ", "))")
        }
        guard !reader.variants.isEmpty else {
            throw fail("not an SF Symbols template: no glyph group named like Regular-M (<Weight>-<S|M|L>)")
        }
        let styles = SymbolStyles(css: reader.css)
        let drawn = reader.variants.map { found in
            Variant(
                weight: found.weight, scale: found.scale, transform: found.transform,
                shapes: found.shapes.map { styles.shape(path: $0.d, classes: $0.classes) },
                margins: reader.margins(for: found.name))
        }
        let (weights, notes) = interpolated(drawn)
        var baselines: [Scale: Double] = [:], caplines: [Scale: Double] = [:]
        for scale in Scale.allCases {
            baselines[scale] = reader.lines["Baseline-\(scale.rawValue)"]!.y
            caplines[scale] = reader.lines["Capline-\(scale.rawValue)"]!.y
        }
        let variants = scaled(weights, baselines: baselines, caplines: caplines)
        var template = SymbolTemplate(
            path: path, canvas: reader.canvas, baselines: baselines, caplines: caplines,
            variants: variants, notes: notes, shape: SymbolShape(variants: []))
        template.shape = template.measuredShape()
        return template
    }
}

/// Collects what `SymbolTemplate` needs while `XMLParser` walks the file.
final class SymbolTemplateReader: NSObject, XMLParserDelegate {
    struct FoundVariant {
        var name: String
        var weight: Typeface.Weight
        var scale: SymbolTemplate.Scale
        var transform: String?
        var shapes: [(d: String, classes: [String])] = []
    }

    var sawSVG = false
    var canvas: (width: Double, height: Double) = (0, 0)
    var lines: [String: (x: Double, y: Double)] = [:]
    var variants: [FoundVariant] = []
    var css = ""
    private var inStyle = false
    /// For each open `<g>`, the index of the variant it opened (nil for other groups).
    private var groups: [Int?] = []

    func parser(
        _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String] = [:]
    ) {
        switch name {
        case "svg":
            sawSVG = true
            canvas = (Self.number(attributes["width"]) ?? 0, Self.number(attributes["height"]) ?? 0)
        case "style": inStyle = true
        case "line":
            if let id = attributes["id"] {
                lines[id] = (Self.number(attributes["x1"]) ?? 0, Self.number(attributes["y1"]) ?? 0)
            }
        case "g":
            if let id = attributes["id"], let (weight, scale) = Self.variantName(id) {
                variants.append(
                    FoundVariant(name: id, weight: weight, scale: scale, transform: attributes["transform"]))
                groups.append(variants.count - 1)
            } else {
                groups.append(nil)
            }
        case "path":
            if let open = groups.last(where: { $0 != nil }) ?? nil, let d = attributes["d"] {
                let classes = (attributes["class"] ?? "").split(separator: " ").map(String.init)
                variants[open].shapes.append((d, classes))
            }
        default: break
        }
    }

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
        if name == "style" { inStyle = false }
        if name == "g", !groups.isEmpty { groups.removeLast() }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        if inStyle { css += string }
    }

    func parser(_ parser: XMLParser, foundCDATA block: Data) {
        if inStyle { css += String(decoding: block, as: UTF8.self) }
    }

    func margins(for variant: String) -> (left: Double, right: Double)? {
        guard let left = lines["left-margin-\(variant)"], let right = lines["right-margin-\(variant)"] else {
            return nil
        }
        return (left.x, right.x)
    }

    /// The weight and scale a group id such as `Semibold-L` names.
    static func variantName(_ id: String) -> (Typeface.Weight, SymbolTemplate.Scale)? {
        let parts = id.split(separator: "-")
        guard parts.count == 2, let scale = SymbolTemplate.Scale(rawValue: String(parts[1])) else { return nil }
        let names: [String: Typeface.Weight] = [
            "ultralight": .ultraLight, "thin": .thin, "light": .light,
            "regular": .regular, "medium": .medium, "semibold": .semibold,
            "bold": .bold, "heavy": .heavy, "black": .black,
        ]
        guard let weight = names[parts[0].lowercased()] else { return nil }
        return (weight, scale)
    }

    static func number(_ text: String?) -> Double? {
        guard let text else { return nil }
        return Double(text.trimmingCharacters(in: .whitespaces).replacingOccurrences(of: "px", with: ""))
    }
}

extension SymbolTemplate {
    /// Every `.svg` template in `folder`, by symbol name (the file name without `.svg`, as the SF
    /// Symbols app names exports: `cloud.sun.fill.svg`).
    ///
    /// - Throws: `VignetteError.unreadableResource` naming a missing folder or the first file
    ///   that is not a template, and what it lacks.
    public static func folder(atPath folder: String, origin: String? = "--symbols") throws -> [String: SymbolTemplate] {
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: folder)
        } catch {
            throw VignetteError.unreadableResource(
                kind: "symbols folder", path: folder, base: nil, origin: origin,
                reason: "No such folder")
        }
        var templates: [String: SymbolTemplate] = [:]
        for name in names.sorted() where name.lowercased().hasSuffix(".svg") {
            let template = try load(contentsOf: (folder as NSString).appendingPathComponent(name), origin: origin)
            templates[String(name.dropLast(4))] = template
        }
        return templates
    }
}

import Foundation

/// The JSON form of a tree, as users write it for `vignette layout --tree FILE.json`.
///
/// A node is an object with a `"type"`, its fields, and an optional `"modifiers"` array
/// applied in order (the first is innermost):
///
/// ```json
/// {"type": "column", "alignment": "leading", "spacing": 4, "children": [
///   {"type": "words", "text": "Hello", "modifiers": [{"font": "headline"}, {"name": "title"}]},
///   {"type": "fill", "color": "#FF0000", "modifiers": [{"frame": {"height": 2}}]}
/// ]}
/// ```
///
/// Types: `column` (alignment leading|center|trailing, spacing, children), `row`
/// (alignment top|center|bottom|firstTextBaseline|lastTextBaseline, spacing, children),
/// `layers` (alignment, children), `firstThatFits` (axes horizontal|vertical|both|none,
/// children), `grid` (alignment, horizontalSpacing, verticalSpacing, children), `gridRow`
/// (alignment top|center|bottom…, children), `spring` (minLength), `words` (text), `rule`,
/// `fill` (color), `rect`/`roundedRect`/`disc`/`oval`/`pill`/`containerRelative` (color; roundedRect also
/// cornerRadius, style circular|continuous; every shape also inset, trim, rotation, stroke,
/// strokeBorder: `ShapeNode+Codable.swift`), `group` (children), `empty`, `chart` (marks, axes, domains,
/// legend: `ChartSpec+Codable.swift`).
/// Lengths are numbers or `"infinity"`. Unknown keys are errors, so typos surface.
/// Encoding writes the canonical form: defaults left out, keys sorted.
extension Node: Codable {
    /// Reads a tree from its JSON form; unknown keys and kinds are errors naming the path.
    public init(from decoder: any Decoder) throws {
        self = try JSONCursor.decode(from: decoder, Node.init(json:))
    }

    /// Writes the tree's canonical JSON form.
    public func encode(to encoder: any Encoder) throws {
        try json.encode(to: encoder)
    }

    /// Reads a tree from JSON text; `path` names the source in error messages, and its
    /// pictures' origins (`card.json at children[2].path`). `Node.decode(jsonAt:)` in
    /// VignetteCairo reads a file. Symbols are names of `symbols` (with `--symbols`, the icon
    /// font's and the templates'; `SymbolTemplate.catalog(with:)`).
    public static func decode(json data: Data, path: String = "JSON", symbols: SymbolCatalog = .standard) throws -> Node
    {
        try $readableSymbols.withValue(symbols) { try decode(json: data, path: path) }
    }

    private static func decode(json data: Data, path: String) throws -> Node {
        let value: JSONValue
        do {
            value = try JSONParser.parse(data)
        } catch let error as JSONSyntaxError {
            throw VignetteError.invalidFile(
                path: path, location: "line \(error.line), column \(error.column)",
                reason: error.reason)
        }
        let node: Node
        do {
            node = try Node(json: JSONCursor(value: value, path: []))
        } catch let error as TreeDecodingError {
            throw VignetteError.invalidFile(path: path, location: JSONPathItem.format(error.path), reason: error.reason)
        }
        try node.checkDepth(source: path)
        return node.mapPictures { spec in
            var located = spec
            located.origin = "\(path) at \(spec.origin ?? "top level")"
            return located
        }
    }

    /// The canonical JSON text: keys sorted, defaults left out, so equal trees give equal bytes.
    public func jsonData(prettyPrinted: Bool = true) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting =
            prettyPrinted
            ? [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
            : [.sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(self)
    }
}

extension Node {
    static var typeNames: [String] { NodeKind.treeTypes.map(\.rawValue) }

    init(json: JSONCursor) throws {
        guard case .object(let members) = json.value else { throw json.mismatch("a node (an object with a \"type\")") }
        guard let typeMember = members.first(where: { $0.key == "type" }) else {
            throw json.fail("missing 'type'; known types: \(Node.typeNames.joined(separator: ", "))")
        }
        let type = try JSONCursor(value: typeMember.value, path: json.path + [.key("type")])
            .name("node type", NodeKind.treeTypes.map { ($0.rawValue, $0) })
        let o = try json.object(type.rawValue, known: ["type", "modifiers"] + Node.fields(of: type))
        func children() throws -> [Node] {
            try o.optional("children") { try $0.array().map(Node.init(json:)) } ?? []
        }
        func paint() throws -> Paint? { try o.optional("color", Paint.init(json:)) }
        var node: Node
        switch type {
        case .column:
            node = .column(
                try o.optional("alignment") { try $0.name("alignment", HorizontalAlign.self) } ?? .center,
                spacing: try o.optional("spacing") { try $0.finite() }, try children().flatMap(\.flattened))
        case .row:
            node = .row(
                try o.optional("alignment") { try $0.name("alignment", VerticalAlign.self) } ?? .center,
                spacing: try o.optional("spacing") { try $0.finite() }, try children().flatMap(\.flattened))
        case .layers:
            node = .layers(
                try o.optional("alignment", Align.init(json:)) ?? .center, try children().flatMap(\.flattened))
        case .grid:
            node = .grid(
                try o.optional("alignment", Align.init(json:)) ?? .center,
                horizontalSpacing: try o.optional("horizontalSpacing") { try $0.finite() },
                verticalSpacing: try o.optional("verticalSpacing") { try $0.finite() },
                try children().flatMap(\.flattened))
        case .gridRow:
            node = .gridRow(
                try o.optional("alignment") { try $0.name("alignment", VerticalAlign.self) },
                try children().flatMap(\.flattened))
        case .firstThatFits:
            node = .firstThatFits(
                try o.optional("axes") { try $0.name("axes", Axes.names) } ?? .both, try children().flatMap(\.flattened)
            )
        case .spring: node = .spring(minLength: try o.optional("minLength") { try $0.nonNegative() })
        case .words: node = try Node(wordsJSON: o)
        case .symbol: node = try Node(symbolJSON: o)
        case .picture: node = try Node(pictureJSON: o)
        case .rule: node = .rule
        case .fill: node = .fill(try o.required("color", Paint.init(json:)))
        case .group: node = .group(try children())
        case .empty: node = .empty
        case .rect, .roundedRect, .disc, .oval, .pill, .containerRelative: node = try Node(shapeJSON: o, type: type)
        case .chart: node = .chart(try ChartSpec(json: o))
        case .padding, .frame, .background, .overlay, .mask, .layoutPriority, .fixedSize, .aspectRatio, .offset,
            .opacity, .blendMode, .colorEffect,
            .clipShape, .shadow, .rotation, .scale:
            preconditionFailure("modifiers are not tree types")
        case .sizeReader, .customShape, .timerProgress:
            preconditionFailure("\(type) is not a tree type")
        }
        for modifier in try o.optional("modifiers", { try $0.array() }) ?? [] {
            node = .modified(node, try Modifier(json: modifier))
        }
        self = node
    }

    /// The keys a node of `type` may have besides "type" and "modifiers".
    private static func fields(of type: NodeKind) -> [String] {
        switch type {
        case .column, .row: ["alignment", "spacing", "children"]
        case .layers: ["alignment", "children"]
        case .firstThatFits: ["axes", "children"]
        case .grid: ["alignment", "horizontalSpacing", "verticalSpacing", "children"]
        case .gridRow: ["alignment", "children"]
        case .group: ["children"]
        case .spring: ["minLength"]
        case .words: Node.wordsFields
        case .symbol: ["name"]
        case .picture: Node.pictureFields
        case .fill: ["color"]
        case .chart: ChartSpec.fields
        case .rect, .disc, .oval, .pill, .containerRelative: ["color"] + Node.shapeFields
        case .roundedRect: ["cornerRadius", "style", "color"] + Node.shapeFields
        default: []
        }
    }

    var json: JSONValue {
        var modifiers: [JSONValue] = []
        var base = self
        while case .modified(let inner, let modifier) = base {
            // Where the Swift source made a node is not part of the tree's JSON.
            if case .origin = modifier {
                base = inner
                continue
            }
            modifiers.append(modifier.json)
            base = inner
        }
        var o = JSONObjectBuilder()
        switch base {
        case .empty: o.set("type", NodeKind.empty.json)
        case .group(let children):
            o.set("type", NodeKind.group.json)
            o.set("children", .array(children.map(\.json)))
        case .column(let a, let spacing, let children):
            o.set("type", NodeKind.column.json)
            o.set("alignment", a == .center ? nil : .string(a.rawValue))
            o.set("spacing", spacing.map(JSONValue.length))
            o.set("children", .array(children.map(\.json)))
        case .row(let a, let spacing, let children):
            o.set("type", NodeKind.row.json)
            o.set("alignment", a == .center ? nil : .string(a.rawValue))
            o.set("spacing", spacing.map(JSONValue.length))
            o.set("children", .array(children.map(\.json)))
        case .layers(let a, let children):
            o.set("type", NodeKind.layers.json)
            o.set("alignment", a == .center ? nil : a.json)
            o.set("children", .array(children.map(\.json)))
        case .grid(let a, let h, let v, let children):
            o.set("type", NodeKind.grid.json)
            o.set("alignment", a == .center ? nil : a.json)
            o.set("horizontalSpacing", h.map(JSONValue.length))
            o.set("verticalSpacing", v.map(JSONValue.length))
            o.set("children", .array(children.map(\.json)))
        case .gridRow(let a, let children):
            o.set("type", NodeKind.gridRow.json)
            o.set("alignment", a.map { .string($0.rawValue) })
            o.set("children", .array(children.map(\.json)))
        case .firstThatFits(let axes, let children):
            o.set("type", NodeKind.firstThatFits.json)
            o.set("axes", axes == .both ? nil : .string(axes.name))
            o.set("children", .array(children.map(\.json)))
        case .spring(let minLength):
            o.set("type", NodeKind.spring.json)
            o.set("minLength", minLength.map(JSONValue.length))
        case .words(let text):
            o.set("type", NodeKind.words.json)
            o.set("text", .string(text))
        case .dateWords, .timerWords, .joinedWords, .symbol, .picture:
            o = base.mediaJSON!
        case .rule: o.set("type", NodeKind.rule.json)
        case .fill(let paint):
            o.set("type", NodeKind.fill.json)
            o.set("color", paint.json)
        case .shape(let kind, let paint):
            return kind.json(paint: paint, modifiers: modifiers.reversed())
        case .stroke(let kind, let paint, let style):
            return kind.json(paint: paint, stroke: style, modifiers: modifiers.reversed())
        case .sizeReader:
            // Its content is a closure: written by kind only, and not read back (it is no tree type).
            o.set("type", NodeKind.sizeReader.json)
        case .chart(let spec):
            o.set("type", NodeKind.chart.json)
            spec.write(into: &o)
        case .timerProgress:
            // Swift only for now: written by kind, not read back (it is no tree type).
            o.set("type", NodeKind.timerProgress.json)
        case .modified: preconditionFailure("modifiers were peeled above")
        }
        o.set("modifiers", modifiers.isEmpty ? nil : .array(modifiers.reversed()))
        return o.value
    }
}

extension ShapeKind {
    /// A shape node's kind from its fields; `type` is already known to be a shape.
    init(fields o: JSONObject, type: NodeKind) throws {
        switch type {
        case .rect: self = .rect
        case .disc: self = .disc
        case .oval: self = .oval
        case .pill: self = .pill
        case .containerRelative: self = .containerRelative
        case .roundedRect:
            self = .roundedRect(
                cornerRadius: try o.required("cornerRadius") { try $0.nonNegative() },
                style: try o.optional("style") { try $0.name("corner style", CornerStyle.self) } ?? .circular)
        default: preconditionFailure("\(type) is not a shape")
        }
    }

    /// A shape for `clipShape`: a shape node without colour or modifiers.
    init(clipJSON json: JSONCursor) throws {
        guard case .object(let members) = json.value, let type = members.first(where: { $0.key == "type" }) else {
            throw json.mismatch("a shape (an object with a \"type\")")
        }
        let name = try JSONCursor(value: type.value, path: json.path + [.key("type")])
            .name("shape", NodeKind.shapes.map { ($0.rawValue, $0) })
        let o = try json.object(
            name.rawValue, known: name == .roundedRect ? ["type", "cornerRadius", "style"] : ["type"])
        self = try ShapeKind(fields: o, type: name)
    }

    func json(paint: Paint?, stroke: StrokeStyle? = nil, modifiers: [JSONValue] = []) -> JSONValue {
        var o = JSONObjectBuilder()
        writeComposition(into: &o)
        o.set("stroke", stroke?.json)
        switch base {
        case .inset, .trimmed, .rotated: preconditionFailure("a base shape is never composed")
        case .rect: o.set("type", NodeKind.rect.json)
        case .disc: o.set("type", NodeKind.disc.json)
        case .oval: o.set("type", NodeKind.oval.json)
        case .pill: o.set("type", NodeKind.pill.json)
        case .containerRelative: o.set("type", NodeKind.containerRelative.json)
        case .custom:
            // Its outline is a closure: written by kind only, and not read back (it is no tree type).
            o.set("type", NodeKind.customShape.json)
        case .roundedRect(let r, let style):
            o.set("type", NodeKind.roundedRect.json)
            o.set("cornerRadius", .length(r))
            o.set("style", style == .circular ? nil : .string(style.rawValue))
        }
        o.set("color", paint?.json)
        o.set("modifiers", modifiers.isEmpty ? nil : .array(modifiers))
        return o.value
    }
}

extension NodeKind {
    /// The kind as a tree JSON `"type"` value.
    var json: JSONValue { .string(rawValue) }
}

import Foundation

/// Modifiers in tree JSON: each is an object with one key, the modifier's name
/// (`{"padding": 16}`, `{"frame": {"width": 40}}` …). The forms are listed in
/// `Node+Codable.swift`.
extension Modifier {
    static let jsonNames = [
        "padding", "frame", "background", "overlay", "foregroundStyle", "font", "lineLimit",
        "multilineTextAlignment", "truncationMode", "layoutPriority", "fixedSize", "aspectRatio",
        "opacity", "blendMode", "colorEffect", "clipShape", "cornerRadius", "offset", "widgetBackground",
        "contentMarginsDisabled",
        "name",
        "shadow", "widgetAccentable",
        "rotation", "scale", "gridCellColumns", "gridColumnAlignment", "mask",
    ]

    private static let flexKeys = ["minWidth", "idealWidth", "maxWidth", "minHeight", "idealHeight", "maxHeight"]

    init(json: JSONCursor) throws {
        guard case .object(let members) = json.value, members.count == 1, let (key, value) = members.first else {
            let found = json.isObject ? "an object with \(json.keys.count) keys" : json.value.summary
            throw json.fail("expected a modifier: an object with one key, such as {\"padding\": 16}; found \(found)")
        }
        let arg = JSONCursor(value: value, path: json.path + [.key(key)])
        switch key {
        case "padding": self = .padding(try Modifier.insets(arg))
        case "frame": self = try Modifier.frame(arg)
        case "background":
            let (node, alignment) = try Modifier.secondary(arg)
            self = .background(node, alignment: alignment)
        case "overlay":
            let (node, alignment) = try Modifier.secondary(arg)
            self = .overlay(node, alignment: alignment)
        case "mask":
            let (node, alignment) = try Modifier.secondary(arg)
            self = .mask(node, alignment: alignment)
        case "foregroundStyle": self = .foregroundStyle(try Paint(json: arg))
        case "font": self = .font(try Typeface(json: arg))
        case "lineLimit": self = .lineLimit(arg.isNull ? nil : try arg.lineCount())
        case "multilineTextAlignment":
            self = .multilineTextAlignment(try arg.name("text alignment", TextAlignment.self))
        case "truncationMode": self = .truncationMode(try arg.name("truncation mode", TruncationMode.self))
        case "layoutPriority": self = .layoutPriority(try arg.finiteNumber())
        case "fixedSize":
            if case .bool(let both) = arg.value {
                self = .fixedSize(horizontal: both, vertical: both)
            } else {
                let o = try arg.object("fixedSize", known: ["horizontal", "vertical"])
                self = .fixedSize(
                    horizontal: try o.optional("horizontal") { try $0.bool() } ?? false,
                    vertical: try o.optional("vertical") { try $0.bool() } ?? false)
            }
        case "aspectRatio":
            let o = try arg.object("aspectRatio", known: ["ratio", "contentMode"])
            self = .aspectRatio(
                try o.optional("ratio") { try $0.positive() },
                try o.required("contentMode") { try $0.name("content mode", ContentMode.self) })
        case "opacity": self = .opacity(try arg.fraction())
        case "blendMode": self = .blendMode(try arg.name("blend mode", BlendMode.self))
        case "colorEffect": self = .colorEffect(try ColorEffect(json: arg))
        case "clipShape": self = .clipShape(try ShapeKind(clipJSON: arg))
        case "cornerRadius": self = .clipShape(.roundedRect(cornerRadius: try arg.nonNegative(), style: .circular))
        case "offset":
            let o = try arg.object("offset", known: ["x", "y"])
            self = .offset(
                x: try o.optional("x") { try $0.finite() } ?? 0, y: try o.optional("y") { try $0.finite() } ?? 0)
        case "widgetBackground": self = .widgetBackground(try Node(json: arg))
        case "contentMarginsDisabled":
            guard case .bool(true) = arg.value else { throw arg.mismatch("true") }
            self = .contentMarginsDisabled
        case "name": self = .named(try arg.string())
        case "shadow": self = .shadow(try Shadow(json: arg))
        case "gridCellColumns": self = .gridCellColumns(try arg.lineCount())
        case "gridColumnAlignment": self = .gridColumnAlignment(try arg.name("alignment", HorizontalAlign.self))
        case "rotation":
            let o = try arg.object("rotation", known: ["degrees", "anchor"])
            self = .rotation(
                .degrees(try o.required("degrees") { try $0.finiteNumber() }),
                anchor: try o.optional("anchor", UnitPoint.init(json:)) ?? .center)
        case "scale":
            let o = try arg.object("scale", known: ["x", "y", "anchor"])
            self = .scale(
                x: try o.optional("x") { try $0.finite() } ?? 1, y: try o.optional("y") { try $0.finite() } ?? 1,
                anchor: try o.optional("anchor", UnitPoint.init(json:)) ?? .center)
        case "widgetAccentable": self = .widgetAccentable(try arg.bool())
        default:
            if let text = try Modifier.text(key, arg) ?? Modifier.symbol(key, arg) ?? Modifier.accessibility(key, arg)
                ?? Modifier.grid(key, arg)
            {
                self = text
                return
            }
            throw JSONCursor(value: value, path: json.path + [.key(key)])
                .unknownName(
                    "modifier", key,
                    known: Modifier.jsonNames + Modifier.textJSONNames + Modifier.symbolJSONNames
                        + Modifier.accessibilityJSONNames + Modifier.gridJSONNames)
        }
    }

    /// `16`, `{}` (16 on every edge), `{"edges": [...], "length": 8}` or per-edge lengths.
    private static func insets(_ arg: JSONCursor) throws -> Insets {
        if case .number = arg.value { return Insets(all: try arg.finite()) }
        if arg.keys.contains("edges") || arg.keys.contains("length") || arg.keys.isEmpty {
            let o = try arg.object("padding", known: ["edges", "length"])
            let edges =
                try o.optional("edges") { list in
                    try list.array().reduce(into: Edges()) { $0.formUnion(try $1.name("edge", edgeNames)) }
                } ?? .all
            return Insets(edges, try o.optional("length") { try $0.finite() } ?? 16)
        }
        let o = try arg.object("padding", known: ["top", "leading", "bottom", "trailing"])
        func edge(_ key: String) throws -> CGFloat { try o.optional(key) { try $0.finite() } ?? 0 }
        return Insets(
            top: try edge("top"), leading: try edge("leading"),
            bottom: try edge("bottom"), trailing: try edge("trailing"))
    }

    private static let edgeNames: [(String, Edges)] = [
        ("top", .top), ("leading", .leading), ("bottom", .bottom), ("trailing", .trailing),
        ("horizontal", .horizontal), ("vertical", .vertical), ("all", .all),
    ]

    /// A fixed frame, or a flexible one when any min/ideal/max key is present (even as null).
    private static func frame(_ arg: JSONCursor) throws -> Modifier {
        let o = try arg.object("frame", known: ["width", "height", "alignment"] + flexKeys)
        let alignment = try o.optional("alignment", Align.init(json:)) ?? .center
        if flexKeys.contains(where: { o[$0] != nil }) {
            if let fixed = o["width"] ?? o["height"] {
                throw fixed.fail("a frame has either width/height or min/ideal/max sizes, not both")
            }
            func len(_ key: String) throws -> CGFloat? { try o.optional(key) { try $0.nonNegative() } }
            func max(_ key: String) throws -> CGFloat? { try o.optional(key) { try $0.maximum() } }
            return .flexFrame(
                FlexFrame(
                    minWidth: try len("minWidth"), idealWidth: try len("idealWidth"),
                    maxWidth: try max("maxWidth"), minHeight: try len("minHeight"),
                    idealHeight: try len("idealHeight"), maxHeight: try max("maxHeight"),
                    alignment: alignment))
        }
        return .frame(
            width: try o.optional("width") { try $0.nonNegative() },
            height: try o.optional("height") { try $0.nonNegative() }, alignment: alignment)
    }

    /// A node, or `{"content": NODE, "alignment": …}`; an object with "type" is a node.
    private static func secondary(_ arg: JSONCursor) throws -> (Node, Align) {
        if arg.keys.contains("type") || !arg.isObject { return (try Node(json: arg), .center) }
        let o = try arg.object("background/overlay/mask", known: ["content", "alignment"])
        return (try o.required("content", Node.init(json:)), try o.optional("alignment", Align.init(json:)) ?? .center)
    }

    var json: JSONValue {
        let (key, value) = jsonMember
        return .object([(key, value)])
    }

    private var jsonMember: (String, JSONValue) {
        if let text = textJSONMember ?? symbolJSONMember ?? accessibilityJSONMember ?? gridJSONMember ?? guideJSONMember
        {
            return text
        }
        switch self {
        case .padding(let i):
            if i.top == i.leading && i.top == i.bottom && i.top == i.trailing { return ("padding", .length(i.top)) }
            var o = JSONObjectBuilder()
            for (key, v) in [("top", i.top), ("leading", i.leading), ("bottom", i.bottom), ("trailing", i.trailing)] {
                o.set(key, v == 0 ? nil : .length(v))
            }
            return ("padding", o.value)
        case .frame(let w, let h, let a):
            var o = JSONObjectBuilder()
            o.set("width", w.map(JSONValue.length))
            o.set("height", h.map(JSONValue.length))
            o.set("alignment", a == .center ? nil : a.json)
            return ("frame", o.value)
        case .flexFrame(let f):
            var o = JSONObjectBuilder()
            let values = [f.minWidth, f.idealWidth, f.maxWidth, f.minHeight, f.idealHeight, f.maxHeight]
            for (key, v) in zip(Modifier.flexKeys, values) { o.set(key, v.map(JSONValue.length)) }
            // With no constraint at all, a null max keeps it flexible when read back.
            if values.allSatisfy({ $0 == nil }) { o.set("maxWidth", .null) }
            o.set("alignment", f.alignment == .center ? nil : f.alignment.json)
            return ("frame", o.value)
        case .background(let node, let a):
            return ("background", a == .center ? node.json : .object([("alignment", a.json), ("content", node.json)]))
        case .overlay(let node, let a):
            return ("overlay", a == .center ? node.json : .object([("alignment", a.json), ("content", node.json)]))
        case .mask(let node, let a):
            return ("mask", a == .center ? node.json : .object([("alignment", a.json), ("content", node.json)]))
        case .layoutPriority(let p): return ("layoutPriority", .number(p))
        case .fixedSize(let h, let v):
            if h == v { return ("fixedSize", .bool(h)) }
            return ("fixedSize", .object([(h ? "horizontal" : "vertical", .bool(true))]))
        case .aspectRatio(let r, let mode):
            var o = JSONObjectBuilder()
            o.set("ratio", r.map(JSONValue.length))
            o.set("contentMode", .string(mode.rawValue))
            return ("aspectRatio", o.value)
        case .opacity(let x): return ("opacity", .number(x))
        case .blendMode(let mode): return ("blendMode", .string(mode.rawValue))
        case .colorEffect(let effect): return ("colorEffect", effect.json)
        case .clipShape(.roundedRect(let r, .circular)): return ("cornerRadius", .length(r))
        case .clipShape(let kind): return ("clipShape", kind.json(paint: nil))
        case .offset(let x, let y):
            var o = JSONObjectBuilder()
            o.set("x", x == 0 ? nil : .length(x))
            o.set("y", y == 0 ? nil : .length(y))
            return ("offset", o.value)
        case .widgetBackground(let node): return ("widgetBackground", node.json)
        case .named(let name): return ("name", .string(name))
        case .origin(let location): return ("origin", .string(location.description))
        case .shadow(let shadow): return ("shadow", shadow.json)
        case .gridCellColumns(let count): return ("gridCellColumns", .number(Double(count)))
        case .gridColumnAlignment(let a): return ("gridColumnAlignment", .string(a.rawValue))
        case .rotation(let angle, let anchor):
            var o = JSONObjectBuilder()
            o.set("degrees", .number(angle.degrees))
            o.set("anchor", anchor == .center ? nil : anchor.json)
            return ("rotation", o.value)
        case .scale(let x, let y, let anchor):
            var o = JSONObjectBuilder()
            o.set("x", x == 1 ? nil : .length(x))
            o.set("y", y == 1 ? nil : .length(y))
            o.set("anchor", anchor == .center ? nil : anchor.json)
            return ("scale", o.value)
        case .contentMarginsDisabled: return ("contentMarginsDisabled", .bool(true))
        case .font(let t): return ("font", t.json)
        case .foregroundStyle(let p): return ("foregroundStyle", p.json)
        case .lineLimit(let l): return ("lineLimit", l.map { .number(Double($0)) } ?? .null)
        case .multilineTextAlignment(let a): return ("multilineTextAlignment", .string(a.rawValue))
        case .truncationMode(let m): return ("truncationMode", .string(m.rawValue))
        case .widgetAccentable(let on): return ("widgetAccentable", .bool(on))
        case .fontWeight, .fontDesign, .italic, .monospacedDigit, .tracking, .minimumScaleFactor, .strikethrough,
            .underline, .dynamicTypeSize,
            .redacted,
            .privacySensitive, .layoutDirection, .colorScheme, .imageScale, .contentTransition, .accessibility,
            .symbolRendering, .foregroundLevels, .symbolVariableValue, .gridTracks, .gridCellUnsizedAxes,
            .gridCellAnchor,
            .alignmentGuide, .customAlignment:
            preconditionFailure(
                "text, symbol, accessibility and lazy-grid modifiers are written by their own JSON members")
        }
    }
}

import Foundation

/// JSON forms of text, symbols and pictures:
///
/// ```json
/// {"type": "words", "text": "Hello"}
/// {"type": "words", "date": "2026-11-23T10:00:00Z", "style": "timer"}
/// {"type": "words", "timer": {"from": "2026-11-23T10:00:00Z", "to": "2026-11-23T10:45:00Z", "countsDown": true}}
/// {"type": "words", "pieces": [{"type": "words", "text": "Rain ", "modifiers": [{"bold": true}]},
///                              {"type": "words", "text": "at 3", "modifiers": [{"foregroundStyle": "red"}]}]}
/// {"type": "symbol", "name": "cloud.sun.fill"}
/// {"type": "picture", "path": "art/cover.png", "resizable": true, "accentedRenderingMode": "fullColor"}
/// {"type": "picture", "path": "art/star-large.png", "scale": 2, "template": true}
/// ```
///
/// A piece takes text modifiers only, since it is part of one text.
extension Node {
    static let wordsFields = ["text", "date", "style", "timer", "pieces"]
    static let pictureFields = ["path", "resizable", "accentedRenderingMode", "scale", "template"]

    /// The modifiers a piece of joined words may carry.
    static let pieceModifierNames = [
        "font", "foregroundStyle", "fontWeight", "bold", "italic", "monospacedDigit",
        "tracking", "kerning", "widgetAccentable", "symbolVariableValue",
    ]

    init(wordsJSON o: JSONObject) throws {
        let given = Node.wordsFields.filter { o[$0] != nil && $0 != "style" }
        guard given.count == 1 else {
            throw o.cursor.fail(
                "words need exactly one of 'text', 'date' (with 'style'), 'timer' or 'pieces'; found \(given.isEmpty ? "none" : given.joined(separator: ", "))"
            )
        }
        if o["style"] != nil && given[0] != "date" { throw o["style"]!.fail("'style' goes with 'date'") }
        switch given[0] {
        case "text":
            self = .words(try o.required("text") { try $0.string() })
        case "date":
            let date = try o.required("date", Self.date)
            self = .dateWords(date, try o.required("style") { try $0.name("date style", DateTextStyle.self) })
        case "timer":
            self = .timerWords(try o.required("timer", TimerText.init(json:)))
        default:
            let pieces = try o.required("pieces") { try $0.array() }.map(Node.piece(json:))
            self = pieces.count == 1 ? pieces[0] : .joinedWords(pieces)
        }
    }

    /// An ISO 8601 date with a time zone.
    static func date(_ cursor: JSONCursor) throws -> Date {
        let text = try cursor.string()
        guard let date = ISO8601DateFormatter().date(from: text) else {
            throw cursor.fail("invalid date '\(text)': expected ISO 8601 with a time zone, like 2026-11-23T10:00:00Z")
        }
        return date
    }

    /// One piece of joined words: words, a date, a symbol (set inline) or joined words, with text
    /// modifiers only.
    private static func piece(json: JSONCursor) throws -> Node {
        let node = try Node(json: json)
        guard node.isTextPiece else {
            throw json.fail(
                "a piece of words must be words or a symbol with text modifiers only (\(pieceModifierNames.joined(separator: ", ")))"
            )
        }
        return node
    }

    /// The symbols a tree being read may name (`decode(json:path:symbols:)`): the icon font's, and
    /// with `--symbols` the templates' too.
    @TaskLocal static var readableSymbols: SymbolCatalog = .standard

    init(symbolJSON o: JSONObject) throws {
        let name = try o.required("name") { try $0.string() }
        let symbols = Node.readableSymbols
        guard symbols.glyph(named: name) != nil else {
            throw o["name"]!.fail(
                VignetteError.unknownName(
                    kind: "symbol", given: name,
                    known: symbols.nearest(to: name, count: 10)
                ).message)
        }
        self = .symbol(name)
    }

    init(pictureJSON o: JSONObject) throws {
        self = .picture(
            PictureSpec(
                path: try o.required("path") { try $0.string() },
                isResizable: try o.optional("resizable") { try $0.bool() } ?? false,
                accentedRenderingMode: try o.optional("accentedRenderingMode") {
                    try $0.name("accented rendering mode", AccentedRenderingMode.self)
                },
                scale: try o.optional("scale") { cursor -> CGFloat in
                    let scale = try cursor.number()
                    guard scale > 0, scale.isFinite else {
                        throw cursor.fail("a picture's scale must be a positive number, not \(scale)")
                    }
                    return CGFloat(scale)
                },
                isTemplate: try o.optional("template") { try $0.bool() } ?? false,
                origin: JSONPathItem.format(o.cursor.path + [.key("path")])))
    }

    /// The JSON of a text, symbol or picture node, nil for other nodes.
    var mediaJSON: JSONObjectBuilder? {
        var o = JSONObjectBuilder()
        switch self {
        case .dateWords(let date, let style):
            o.set("type", NodeKind.words.json)
            let formatter = ISO8601DateFormatter()
            o.set("date", .string(formatter.string(from: date)))
            o.set("style", .string(style.rawValue))
        case .timerWords(let timer):
            o.set("type", NodeKind.words.json)
            o.set("timer", timer.json)
        case .joinedWords(let pieces):
            o.set("type", NodeKind.words.json)
            o.set("pieces", .array(pieces.map(\.json)))
        case .symbol(let name):
            o.set("type", NodeKind.symbol.json)
            o.set("name", .string(name))
        case .picture(let spec):
            o.set("type", NodeKind.picture.json)
            o.set("path", .string(spec.path))
            o.set("resizable", spec.isResizable ? .bool(true) : nil)
            o.set("accentedRenderingMode", spec.accentedRenderingMode.map { .string($0.rawValue) })
            o.set("scale", spec.scale.map { .number(Double($0)) })
            o.set("template", spec.isTemplate ? .bool(true) : nil)
        default:
            return nil
        }
        return o
    }
}

/// A timer's JSON: `from` and `to` (ISO 8601), and optionally `pausedAt`, `countsDown`
/// (default true) and `showsHours` (default true).
extension TimerText {
    init(json: JSONCursor) throws {
        let o = try json.object("timer", known: ["from", "to", "pausedAt", "countsDown", "showsHours"])
        let from = try o.required("from", Node.date), to = try o.required("to", Node.date)
        guard from <= to else { throw json.fail("a timer's 'from' must not be after its 'to'") }
        self.init(
            interval: from...to, pauseTime: try o.optional("pausedAt", Node.date),
            countsDown: try o.optional("countsDown") { try $0.bool() } ?? true,
            showsHours: try o.optional("showsHours") { try $0.bool() } ?? true)
    }

    var json: JSONValue {
        let formatter = ISO8601DateFormatter()
        var o = JSONObjectBuilder()
        o.set("from", .string(formatter.string(from: interval.lowerBound)))
        o.set("to", .string(formatter.string(from: interval.upperBound)))
        o.set("pausedAt", pauseTime.map { .string(formatter.string(from: $0)) })
        o.set("countsDown", countsDown ? nil : .bool(false))
        o.set("showsHours", showsHours ? nil : .bool(false))
        return o.value
    }
}

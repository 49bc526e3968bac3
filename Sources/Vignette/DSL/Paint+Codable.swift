import Foundation

/// Colours in tree JSON: `"label"`, `"blue"` or `"systemBlue"`, `"#RGB"`, `"#RRGGBB"`,
/// `"#RRGGBBAA"`, `"foreground"`, `{"light": C, "dark": C}`; and, so that every paint
/// round-trips, `{"red": r, "green": g, "blue": b, "alpha": a}` (0…1),
/// `{"color": C, "opacity": f}` and `{"mix": [C, C], "by": f}`.
extension Paint {
    init(json: JSONCursor) throws {
        if case .string(let text) = json.value {
            self = try Paint.named(text, at: json)
            return
        }
        guard json.isObject else {
            throw json.mismatch("a colour (a name, \"#RRGGBB\" or {\"light\": …, \"dark\": …})")
        }
        if let gradient = try GradientPaint(jsonIfGradient: json) {
            self = .gradient(gradient)
            return
        }
        let keys = Set(json.keys)
        if keys.contains("light") || keys.contains("dark") {
            let o = try json.object("adaptive colour", known: ["light", "dark"])
            self = .adaptive(
                light: try o.required("light", Paint.init(json:)),
                dark: try o.required("dark", Paint.init(json:)))
        } else if keys.contains("mix") {
            let o = try json.object("mixed colour", known: ["mix", "by"])
            let pair = try o.required("mix") { try $0.array() }
            guard pair.count == 2 else { throw o["mix"]!.fail("'mix' takes two colours, not \(pair.count)") }
            self = .mixed(try Paint(json: pair[0]), try Paint(json: pair[1]), try o.required("by") { try $0.number() })
        } else if keys.contains("color") {
            let o = try json.object("faded colour", known: ["color", "opacity"])
            self = .faded(try o.required("color", Paint.init(json:)), try o.required("opacity") { try $0.number() })
        } else {
            let o = try json.object(
                "colour", known: ["red", "green", "blue", "alpha", "light", "dark", "color", "opacity"])
            self = .color(
                RGBA(
                    red: try o.required("red") { try $0.number() },
                    green: try o.required("green") { try $0.number() },
                    blue: try o.required("blue") { try $0.number() },
                    alpha: try o.optional("alpha") { try $0.number() } ?? 1))
        }
    }

    /// The tints and grays also answer to UIKit's `system…` names ("systemBlue").
    private static let prefixed: [(String, SystemColor)] = SystemColor.allCases
        .filter { $0.isTintOrGray }
        .map { ("system" + $0.rawValue.prefix(1).uppercased() + $0.rawValue.dropFirst(), $0) }

    private static func named(_ text: String, at json: JSONCursor) throws -> Paint {
        if text == "foreground" { return .foreground }
        if text.hasPrefix("#") {
            guard let rgba = RGBA(hexString: text) else {
                throw json.fail(
                    VignetteError.invalidValue(
                        name: "colour", value: text,
                        expected: "#RGB, #RRGGBB or #RRGGBBAA"
                    ).message)
            }
            return .color(rgba)
        }
        if let system = SystemColor(rawValue: text) ?? prefixed.first(where: { $0.0 == text })?.1 {
            return .system(system)
        }
        throw json.unknownName("colour", text, known: SystemColor.allCases.map(\.rawValue) + ["foreground"])
    }

    var json: JSONValue {
        switch self {
        case .color(let c):
            if RGBA(hexString: c.hexString) == c { return .string(c.hexString) }
            var o = JSONObjectBuilder()
            o.set("red", .number(c.red))
            o.set("green", .number(c.green))
            o.set("blue", .number(c.blue))
            o.set("alpha", c.alpha == 1 ? nil : .number(c.alpha))
            return o.value
        case .system(let s): return .string(s.rawValue)
        case .adaptive(let light, let dark): return .object([("dark", dark.json), ("light", light.json)])
        case .foreground: return .string("foreground")
        case .faded(let paint, let factor): return .object([("color", paint.json), ("opacity", .number(factor))])
        case .gradient(let g): return g.json
        case .mixed(let paint, let other, let fraction):
            return .object([("by", .number(fraction)), ("mix", .array([paint.json, other.json]))])
        }
    }
}

extension Paint: Codable {
    /// Reads a paint from its JSON form (a colour name, hex string or gradient object).
    public init(from decoder: any Decoder) throws {
        self = try JSONCursor.decode(from: decoder, Paint.init(json:))
    }

    /// Writes the paint's canonical JSON form.
    public func encode(to encoder: any Encoder) throws {
        try json.encode(to: encoder)
    }
}

extension SystemColor {
    var isTintOrGray: Bool {
        switch self {
        case .red, .orange, .yellow, .green, .mint, .teal, .cyan, .blue, .indigo, .purple, .pink, .brown,
            .gray, .gray2, .gray3, .gray4, .gray5, .gray6:
            true
        default: false
        }
    }
}

/// Alignments: one of `Align.named`, or `{"horizontal": …, "vertical": …}` for the
/// baseline alignments that have no name.
extension Align {
    init(json: JSONCursor) throws {
        if json.isObject {
            let o = try json.object("alignment", known: ["horizontal", "vertical"])
            self.init(
                horizontal: try o.optional("horizontal") { try $0.name("alignment", HorizontalAlign.self) } ?? .center,
                vertical: try o.optional("vertical") { try $0.name("alignment", VerticalAlign.self) } ?? .center)
        } else {
            self = try json.name("alignment", Align.named)
        }
    }

    var json: JSONValue {
        if let name = Align.named.first(where: { $0.1 == self })?.0 { return .string(name) }
        return .object([("horizontal", .string(horizontal.rawValue)), ("vertical", .string(vertical.rawValue))])
    }
}

/// Fonts: a text style name (`"headline"`), or an object with `style` and/or `size`,
/// `weight`, `design`, `italic`, `monospacedDigit`, and `family` (a font of your own).
extension Typeface {
    init(json: JSONCursor) throws {
        if case .string = json.value {
            self = .system(try json.name("text style", TextStyle.self))
            return
        }
        let o = try json.object(
            "font", known: ["style", "size", "weight", "design", "italic", "monospacedDigit", "family"])
        let style = try o.optional("style") { try $0.name("text style", TextStyle.self) }
        guard let size = try o.optional("size", { try $0.positive() }) ?? style?.size else {
            throw json.fail("a font needs a 'size' or a 'style'")
        }
        self.init(
            size: size,
            weight: try o.optional("weight") { try $0.name("font weight", Weight.self) } ?? style?.weight ?? .regular,
            design: try o.optional("design") { try $0.name("font design", Design.self) } ?? .default,
            isItalic: try o.optional("italic") { try $0.bool() } ?? false,
            usesMonospacedDigits: try o.optional("monospacedDigit") { try $0.bool() } ?? false,
            style: style)
        family = try o.optional("family") { cursor -> String in
            let name = try cursor.string()
            guard !name.trimmingCharacters(in: .whitespaces).isEmpty else {
                throw cursor.fail("a font family needs a name")
            }
            return name
        }
    }

    var json: JSONValue {
        if let style, self == .system(style) { return .string(style.rawValue) }
        var o = JSONObjectBuilder()
        o.set("style", style.map { .string($0.rawValue) })
        o.set("size", size == style?.size ? nil : .number(Double(size)))
        o.set("weight", weight == (style?.weight ?? .regular) ? nil : .string(weight.rawValue))
        o.set("design", design == .default ? nil : .string(design.rawValue))
        o.set("italic", isItalic ? .bool(true) : nil)
        o.set("family", family.map(JSONValue.string))
        o.set("monospacedDigit", usesMonospacedDigits ? .bool(true) : nil)
        return o.value
    }
}

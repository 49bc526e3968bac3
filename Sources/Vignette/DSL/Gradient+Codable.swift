import Foundation

/// Gradients in tree JSON: a one-key object naming the kind.
///
/// ```json
/// {"linearGradient": {"colors": ["blue", "purple"], "startPoint": "top", "endPoint": "bottom"}}
/// {"radialGradient": {"stops": [{"color": "white", "location": 0}, {"color": "#0000", "location": 1}],
///                     "center": "center", "startRadius": 0, "endRadius": 40}}
/// {"angularGradient": {"colors": ["red", "yellow", "red"], "center": {"x": 0.5, "y": 0.5},
///                      "startAngle": 0, "endAngle": 360}}
/// {"ellipticalGradient": {"colors": ["white", "black"], "center": "center",
///                         "startRadiusFraction": 0, "endRadiusFraction": 0.5}}
/// ```
/// Angles are in degrees, clockwise from 3 o'clock; radii in points (fractions of the frame for
/// an elliptical gradient).
extension GradientPaint {
    static let jsonKinds = ["linearGradient", "radialGradient", "angularGradient", "ellipticalGradient"]

    /// The gradient a paint object describes, or nil when it is not a gradient.
    init?(jsonIfGradient json: JSONCursor) throws {
        guard json.keys.count == 1, let key = json.keys.first, GradientPaint.jsonKinds.contains(key) else { return nil }
        let o = try json.object("gradient", known: GradientPaint.jsonKinds)
        guard let arg = o[key] else { return nil }
        switch key {
        case "linearGradient":
            let g = try arg.object(key, known: ["colors", "stops", "startPoint", "endPoint"])
            self.init(
                try Gradient(json: g),
                kind: .linear(
                    start: try g.required("startPoint", UnitPoint.init(json:)),
                    end: try g.required("endPoint", UnitPoint.init(json:))))
        case "radialGradient":
            let g = try arg.object(key, known: ["colors", "stops", "center", "startRadius", "endRadius"])
            self.init(
                try Gradient(json: g),
                kind: .radial(
                    center: try g.optional("center", UnitPoint.init(json:)) ?? .center,
                    startRadius: try g.optional("startRadius") { try $0.length() } ?? 0,
                    endRadius: try g.required("endRadius") { try $0.length() }))
        case "ellipticalGradient":
            let g = try arg.object(
                key, known: ["colors", "stops", "center", "startRadiusFraction", "endRadiusFraction"])
            self.init(
                try Gradient(json: g),
                kind: .elliptical(
                    center: try g.optional("center", UnitPoint.init(json:)) ?? .center,
                    startRadiusFraction: CGFloat(try g.optional("startRadiusFraction") { try $0.number() } ?? 0),
                    endRadiusFraction: CGFloat(try g.optional("endRadiusFraction") { try $0.number() } ?? 0.5)))
        default:
            let g = try arg.object(key, known: ["colors", "stops", "center", "startAngle", "endAngle"])
            self.init(
                try Gradient(json: g),
                kind: .angular(
                    center: try g.optional("center", UnitPoint.init(json:)) ?? .center,
                    startAngle: .degrees(try g.optional("startAngle") { try $0.number() } ?? 0),
                    endAngle: .degrees(try g.optional("endAngle") { try $0.number() } ?? 360)))
        }
    }

    var json: JSONValue {
        var o = JSONObjectBuilder()
        gradient.write(into: &o)
        let key: String
        switch kind {
        case .linear(let start, let end):
            key = "linearGradient"
            o.set("startPoint", start.json)
            o.set("endPoint", end.json)
        case .radial(let center, let r0, let r1):
            key = "radialGradient"
            o.set("center", center.json)
            o.set("startRadius", .length(r0))
            o.set("endRadius", .length(r1))
        case .elliptical(let center, let f0, let f1):
            key = "ellipticalGradient"
            o.set("center", center.json)
            o.set("startRadiusFraction", .number(Double(f0)))
            o.set("endRadiusFraction", .number(Double(f1)))
        case .angular(let center, let a0, let a1):
            key = "angularGradient"
            o.set("center", center.json)
            o.set("startAngle", .number(a0.degrees))
            o.set("endAngle", .number(a1.degrees))
        }
        return .object([(key, o.value)])
    }
}

extension Gradient {
    /// `"colors": [C, …]` (evenly spaced) or `"stops": [{"color": C, "location": 0.5}, …]`.
    init(json o: JSONObject) throws {
        if let colors = try o.optional("colors", { try $0.array().map(Paint.init(json:)) }) {
            guard o["stops"] == nil else { throw o.cursor.fail("a gradient has either 'colors' or 'stops', not both") }
            guard !colors.isEmpty else { throw o.cursor.fail("a gradient needs at least one colour") }
            self.init(colors: colors)
            return
        }
        let stops = try o.required("stops") { list in
            try list.array().map { item in
                let s = try item.object("gradient stop", known: ["color", "location"])
                return Stop(
                    color: try s.required("color", Paint.init(json:)),
                    location: try s.required("location") { try $0.number() })
            }
        }
        guard !stops.isEmpty else { throw o.cursor.fail("a gradient needs at least one stop") }
        self.init(stops: stops)
    }

    func write(into o: inout JSONObjectBuilder) {
        if Gradient(colors: stops.map(\.color)) == self {
            o.set("colors", .array(stops.map(\.color.json)))
        } else {
            o.set(
                "stops", .array(stops.map { .object([("color", $0.color.json), ("location", .number($0.location))]) }))
        }
    }
}

/// Unit points: a name (`"top"`, `"bottomTrailing"`, `"center"` …) or `{"x": 0.2, "y": 0.8}`.
extension UnitPoint {
    init(json: JSONCursor) throws {
        if json.isObject {
            let o = try json.object("unit point", known: ["x", "y"])
            self.init(
                x: CGFloat(try o.required("x") { try $0.number() }), y: CGFloat(try o.required("y") { try $0.number() })
            )
        } else {
            self = try json.name("unit point", UnitPoint.named)
        }
    }

    var json: JSONValue {
        if let name = UnitPoint.named.first(where: { $0.1 == self })?.0 { return .string(name) }
        return .object([("x", .number(Double(x))), ("y", .number(Double(y)))])
    }
}

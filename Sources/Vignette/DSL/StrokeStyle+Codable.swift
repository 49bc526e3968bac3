import Foundation

/// Stroke styles in tree JSON: a line width (`3`), or
/// `{"lineWidth": 8, "lineCap": "round", "lineJoin": "bevel", "miterLimit": 10, "dash": [4, 2], "dashPhase": 1}`
/// with SwiftUI's defaults for what is left out (width 1, butt caps, miter joins).
extension StrokeStyle {
    init(json: JSONCursor) throws {
        if case .number = json.value {
            self.init(lineWidth: try json.nonNegative())
            return
        }
        let o = try json.object(
            "stroke", known: ["lineWidth", "lineCap", "lineJoin", "miterLimit", "dash", "dashPhase"])
        self.init(
            lineWidth: try o.optional("lineWidth") { try $0.nonNegative() } ?? 1,
            lineCap: try o.optional("lineCap") { try $0.name("line cap", Cap.self) } ?? .butt,
            lineJoin: try o.optional("lineJoin") { try $0.name("line join", Join.self) } ?? .miter,
            miterLimit: try o.optional("miterLimit") { try $0.length() } ?? 10,
            dash: try o.optional("dash") { try $0.array().map { try $0.nonNegative() } } ?? [],
            dashPhase: try o.optional("dashPhase") { try $0.finite() } ?? 0)
    }

    var json: JSONValue {
        let plain = StrokeStyle(lineWidth: lineWidth)
        if self == plain { return .length(lineWidth) }
        var o = JSONObjectBuilder()
        o.set("lineWidth", .length(lineWidth))
        o.set("lineCap", lineCap == plain.lineCap ? nil : .string(lineCap.rawValue))
        o.set("lineJoin", lineJoin == plain.lineJoin ? nil : .string(lineJoin.rawValue))
        o.set("miterLimit", miterLimit == plain.miterLimit ? nil : .length(miterLimit))
        o.set("dash", dash.isEmpty ? nil : .array(dash.map(JSONValue.length)))
        o.set("dashPhase", dashPhase == 0 ? nil : .length(dashPhase))
        return o.value
    }
}

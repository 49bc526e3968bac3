import Foundation

/// Shape nodes in tree JSON: the basic shape's fields, plus how it is changed and drawn.
///
/// `inset` (points), `trim` (`{"from": 0, "to": 0.75}`), `rotation` (degrees, clockwise)
/// change the outline, in that order; `stroke` (a stroke style) strokes it instead of
/// filling it; `strokeBorder` (a stroke style) strokes it inset by half the line width,
/// so the stroke stays inside the frame. `color` is the fill or stroke paint.
extension Node {
    static let shapeFields = ["inset", "trim", "rotation", "stroke", "strokeBorder"]

    init(shapeJSON o: JSONObject, type: NodeKind) throws {
        var kind = try ShapeKind(fields: o, type: type)
        if let inset = try o.optional("inset", { try $0.finite() }) { kind = kind.inset(by: inset) }
        if let strokeBorder = try o.optional("strokeBorder", StrokeStyle.init(json:)) {
            if o["stroke"] != nil { throw o.cursor.fail("a shape has either 'stroke' or 'strokeBorder', not both") }
            kind = kind.inset(by: strokeBorder.lineWidth / 2)
        }
        if let trim = o["trim"] {
            let t = try trim.object("trim", known: ["from", "to"])
            kind = kind.trimmed(
                from: try t.optional("from") { try $0.fraction() } ?? 0,
                to: try t.optional("to") { try $0.fraction() } ?? 1)
        }
        if let degrees = try o.optional("rotation", { try $0.finiteNumber() }) {
            kind = kind.rotated(by: .degrees(degrees))
        }
        let paint = try o.optional("color", Paint.init(json:))
        if let style = try o.optional("stroke", StrokeStyle.init(json:))
            ?? o.optional("strokeBorder", StrokeStyle.init(json:))
        {
            self = .stroke(kind, paint, style)
        } else {
            self = .shape(kind, paint)
        }
    }
}

extension ShapeKind {
    /// Writes what `Node(shapeJSON:type:)` reads back for a composed shape.
    func writeComposition(into o: inout JSONObjectBuilder) {
        let p = parts
        o.set("inset", p.inset == 0 ? nil : .length(p.inset))
        if let trim = p.trim {
            o.set("trim", .object([("from", .number(trim.from)), ("to", .number(trim.to))]))
        }
        o.set("rotation", p.rotation == .zero ? nil : .number(p.rotation.degrees))
    }
}

import Foundation

/// The `shadow` modifier in tree JSON: `{"radius": 4, "x": 0, "y": 2, "color": C}`;
/// only the radius is required, the colour defaults to SwiftUI's (black at 33 %).
extension Shadow {
    init(json: JSONCursor) throws {
        let o = try json.object("shadow", known: ["color", "radius", "x", "y"])
        self.init(
            color: try o.optional("color", Paint.init(json:)) ?? Shadow.defaultColor,
            radius: try o.required("radius") { try $0.nonNegative() },
            x: try o.optional("x") { try $0.finite() } ?? 0,
            y: try o.optional("y") { try $0.finite() } ?? 0)
    }

    var json: JSONValue {
        var o = JSONObjectBuilder()
        o.set("color", color == Shadow.defaultColor ? nil : color.json)
        o.set("radius", .length(radius))
        o.set("x", x == 0 ? nil : .length(x))
        o.set("y", y == 0 ? nil : .length(y))
        return o.value
    }
}

import Foundation

extension LayoutResult {
    /// The placed tree as pretty JSON with a fixed key order (kind, name, frame, lines,
    /// children) and lengths to 1/1000 pt, so the output is stable and diffable.
    public func json(host: CGSize, scale: CGFloat) -> String {
        var out = "{\n  \"host\": {\"width\": \(Self.number(host.width)), \"height\": \(Self.number(host.height))},\n"
        out += "  \"scale\": \(Self.number(scale)),\n  \"root\": "
        write(root, indent: "  ", into: &out)
        return out + "\n}"
    }

    private func write(_ node: PlacedNode, indent: String, into out: inout String) {
        let inner = indent + "  "
        var fields = ["\"kind\": \(Self.string(node.kind.rawValue))"]
        if let name = node.name { fields.append("\"name\": \(Self.string(name))") }
        let f = node.frame
        fields.append(
            "\"frame\": {\"x\": \(Self.number(f.minX)), \"y\": \(Self.number(f.minY)), "
                + "\"width\": \(Self.number(f.width)), \"height\": \(Self.number(f.height))}")
        if let lines = node.lines { fields.append("\"lines\": [\(lines.map(Self.string).joined(separator: ", "))]") }
        out += "{\n" + fields.map { inner + $0 }.joined(separator: ",\n")
        if !node.children.isEmpty {
            out += ",\n\(inner)\"children\": [\n\(inner)  "
            for (i, child) in node.children.enumerated() {
                if i > 0 { out += ",\n\(inner)  " }
                write(child, indent: inner + "  ", into: &out)
            }
            out += "\n\(inner)]"
        }
        out += "\n\(indent)}"
    }

    static func number(_ value: CGFloat) -> String {
        guard value.isFinite else { return value > 0 ? "\"infinity\"" : "\"-infinity\"" }
        let rounded = (Double(value) * 1000).rounded() / 1000
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }

    static func string(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case _ where scalar.value < 0x20: out += String(format: "\\u%04X", scalar.value)
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}

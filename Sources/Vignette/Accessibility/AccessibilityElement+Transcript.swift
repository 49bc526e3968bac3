import Foundation

extension AccessibilityElement {
    /// The elements as text, one a line in reading order (Docs/Accessibility.md): the label quoted,
    /// then `value "…"`, the traits in brackets and `hint "…"` when there are any; a container is a
    /// line `container "label":` (`container:` without a label) with its elements indented under it. An element with no label
    /// (an `accessibilityElement()` given none) reads `(no label)`.
    ///
    /// ```
    /// "Cupertino" [isHeader, isStaticText]
    /// "Rain" value "40 percent" [isImage]
    /// ```
    public static func transcript(_ elements: [AccessibilityElement]) -> String {
        var lines: [String] = []
        func write(_ element: AccessibilityElement, indent: String) {
            let label = element.label.isEmpty ? "(no label)" : LayoutResult.string(element.label)
            if element.isContainer {
                lines.append(indent + (element.label.isEmpty ? "container:" : "container " + label + ":"))
                element.children.forEach { write($0, indent: indent + "  ") }
                return
            }
            var line = indent + label
            if let value = element.value { line += " value " + LayoutResult.string(value) }
            if !element.traits.isEmpty { line += " [" + element.traits.names.joined(separator: ", ") + "]" }
            if let hint = element.hint { line += " hint " + LayoutResult.string(hint) }
            lines.append(line)
        }
        elements.forEach { write($0, indent: "") }
        return lines.map { $0 + "\n" }.joined()
    }

    /// The elements as a JSON array in reading order, keys in a fixed order (label, value, hint,
    /// traits, frame, children for containers) and lengths to 1/1000 pt, so the output is diffable.
    public static func json(_ elements: [AccessibilityElement], indent: String = "") -> String {
        guard !elements.isEmpty else { return "[]" }
        let inner = indent + "  "
        let items = elements.map { element -> String in
            var fields = ["\"label\": \(LayoutResult.string(element.label))"]
            if let value = element.value { fields.append("\"value\": \(LayoutResult.string(value))") }
            if let hint = element.hint { fields.append("\"hint\": \(LayoutResult.string(hint))") }
            fields.append("\"traits\": [\(element.traits.names.map(LayoutResult.string).joined(separator: ", "))]")
            let f = element.frame
            fields.append(
                "\"frame\": {\"x\": \(LayoutResult.number(f.minX)), \"y\": \(LayoutResult.number(f.minY)), "
                    + "\"width\": \(LayoutResult.number(f.width)), \"height\": \(LayoutResult.number(f.height))}")
            if element.isContainer { fields.append("\"children\": " + json(element.children, indent: inner + "  ")) }
            return inner + "{" + fields.joined(separator: ", ") + "}"
        }
        return "[\n" + items.joined(separator: ",\n") + "\n" + indent + "]"
    }
}

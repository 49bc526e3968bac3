import Foundation

extension ChartSpec {
    /// Throws the first problem that keeps the chart from being drawn: a mark without
    /// the values its kind needs, an axis mixing kinds of value, a value that is not finite, a
    /// domain of the wrong kind. `source` names the chart in the message.
    ///
    /// - Throws: `VignetteError.invalidValue` naming the chart, the mark and what is wrong.
    public func validate(source: String = "chart") throws {
        func fail(_ what: String, _ value: String, _ expected: String) -> VignetteError {
            .invalidValue(name: "\(source) \(what)", value: value, expected: expected)
        }
        let sectors = marks.filter { $0.kind == .sector }.count
        if sectors > 0, sectors < marks.count {
            throw fail("marks", "sectors mixed with other marks", "a chart of sector marks only, or of none")
        }
        for (index, mark) in marks.enumerated() {
            let name = "mark \(index) (\(mark.kind.rawValue))"
            if let missing = mark.missingValue {
                throw fail(name, "without \(missing)", mark.kind.requirement)
            }
            for value in [mark.x, mark.xEnd, mark.y, mark.yEnd, mark.angle].compactMap({ $0 }) {
                if let n = value.value.continuous, !n.isFinite {
                    throw fail(name, "\(value.label) = \(n)", "a finite number")
                }
            }
            if let angle = mark.angle, !(angle.value.continuous.map { $0 >= 0 } ?? false) || angle.value.isDate {
                throw fail(name, "angle \(Self.describe(angle.value))", "a number of at least 0")
            }
        }
        for axis in [Axis.horizontal, .vertical] {
            try checkKinds(axis, fail)
            let marks = self.axis(axis)
            if let labels = marks.valueLabels, labels.count != marks.values?.count ?? 0 {
                let letter = axis == .horizontal ? "x" : "y"
                throw fail(
                    "\(letter) axis value labels", "\(labels.count) labels for \(marks.values?.count ?? 0) values",
                    "one label (or null) for each of the axis's values")
            }
        }
    }

    /// Every value on `axis` (and its explicit domain) must be of one kind.
    private func checkKinds(_ axis: Axis, _ fail: (String, String, String) -> VignetteError) throws {
        let letter = axis == .horizontal ? "x" : "y"
        var first: (index: Int, value: ChartValue)?
        for (index, mark) in marks.enumerated() {
            for plotted in mark.values(on: axis) {
                guard let known = first else {
                    first = (index, plotted.value)
                    continue
                }
                if known.value.typeName != plotted.value.typeName {
                    throw fail(
                        "\(letter) values",
                        "mark \(index) (\(mark.kind.rawValue)) has the \(plotted.value.typeName) \(Self.describe(plotted.value))",
                        "one kind of value per axis, as mark \(known.index) has a \(known.value.typeName)")
                }
            }
        }
        guard let domain = domain(axis) else { return }
        if let kind = first?.value.typeName, let odd = domain.first(where: { $0.typeName != kind }) {
            throw fail(
                "\(letter) scale domain", "the \(odd.typeName) \(Self.describe(odd))", "\(kind)s, as the marks plot")
        }
        if domain.first?.continuous != nil {
            let ends = domain.compactMap(\.continuous)
            guard ends.count == 2, ends[0] < ends[1], ends.allSatisfy(\.isFinite) else {
                throw fail(
                    "\(letter) scale domain", domain.map(Self.describe).joined(separator: "…"),
                    "a lower and a greater upper bound")
            }
        }
    }

    static func describe(_ value: ChartValue) -> String {
        switch value {
        case .category(let s): "\"\(s)\""
        default: text(value)
        }
    }
}

extension ChartValue {
    var isDate: Bool { if case .date = self { true } else { false } }
}

extension ChartMark {
    /// The first value this mark's kind needs that it lacks, or nil.
    var missingValue: String? {
        switch kind {
        case .sector: return angle == nil ? "an angle" : nil
        case .rule, .bar: return x == nil && y == nil ? "an x or a y" : nil
        case .rectangle, .line, .area, .point: return x == nil ? "an x" : y == nil ? "a y" : nil
        }
    }
}

extension ChartMark.Kind {
    /// What a mark of this kind needs, for messages.
    var requirement: String {
        switch self {
        case .sector: "an angle value"
        case .rule, .bar: "an x or a y value"
        default: "an x and a y value"
        }
    }
}

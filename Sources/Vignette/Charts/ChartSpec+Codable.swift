import Foundation

/// Charts in tree JSON (Docs/TreeFormat.md, "chart"):
///
/// ```json
/// {"type": "chart", "marks": [
///   {"mark": "bar", "x": {"label": "Day", "value": "Mon"}, "y": {"label": "Steps", "value": 9000}, "cornerRadius": 4}
/// ], "yAxis": {"position": "leading"}, "yDomain": [0, 10000], "legend": "hidden"}
/// ```
///
/// A value is a number, a string (a category) or `{"date": "2026-11-23T10:00:00Z"}`. Defaults
/// are left out when writing, keys sorted, so equal charts give equal bytes.
extension ChartSpec {
    static let fields = ["marks", "xAxis", "yAxis", "xDomain", "yDomain", "xScale", "yScale", "legend"]

    init(json o: JSONObject) throws {
        let marks = try o.required("marks") { try $0.array().map(ChartMark.init(json:)) }
        self.init(
            marks: marks,
            xAxis: try o.optional("xAxis", ChartAxis.init(json:)) ?? ChartAxis(),
            yAxis: try o.optional("yAxis", ChartAxis.init(json:)) ?? ChartAxis(),
            xDomain: try o.optional("xDomain") { try $0.array().map(ChartValue.init(json:)) },
            yDomain: try o.optional("yDomain") { try $0.array().map(ChartValue.init(json:)) },
            legend: try o.optional("legend") { try $0.name("legend visibility", ChartAxis.Visibility.self) }
                ?? .automatic)
        xScale = try o.optional("xScale", ChartScaleOptions.init(json:)) ?? ChartScaleOptions()
        yScale = try o.optional("yScale", ChartScaleOptions.init(json:)) ?? ChartScaleOptions()
        do {
            try validate()
        } catch let error as VignetteError {
            throw o.cursor.fail(error.message)
        }
    }

    func write(into o: inout JSONObjectBuilder) {
        o.set("marks", .array(marks.map(\.json)))
        o.set("xAxis", xAxis == ChartAxis() ? nil : xAxis.json)
        o.set("yAxis", yAxis == ChartAxis() ? nil : yAxis.json)
        o.set("xDomain", xDomain.map { .array($0.map(\.json)) })
        o.set("yDomain", yDomain.map { .array($0.map(\.json)) })
        o.set("xScale", xScale == ChartScaleOptions() ? nil : xScale.json)
        o.set("yScale", yScale == ChartScaleOptions() ? nil : yScale.json)
        o.set("legend", legend == .automatic ? nil : .string(legend.rawValue))
    }
}

extension ChartScaleOptions {
    /// `{"includesZero": false, "reversed": true}`; either key may be left out.
    init(json: JSONCursor) throws {
        let o = try json.object("scale", known: ["includesZero", "reversed"])
        self.init(
            includesZero: try o.optional("includesZero") { try $0.bool() } ?? true,
            reversed: try o.optional("reversed") { try $0.bool() } ?? false)
    }

    var json: JSONValue {
        var o = JSONObjectBuilder()
        o.set("includesZero", includesZero ? nil : .bool(false))
        o.set("reversed", reversed ? .bool(true) : nil)
        return o.value
    }
}

extension ChartValue {
    init(json: JSONCursor) throws {
        switch json.value {
        case .number: self = .number(try json.finiteNumber())
        case .string(let s): self = .category(s)
        case .object:
            let o = try json.object("date value", known: ["date"])
            self = .date(try o.required("date", Node.date))
        default: throw json.mismatch("a chart value (a number, a string or {\"date\": …})")
        }
    }

    var json: JSONValue {
        switch self {
        case .number(let n): .number(n)
        case .category(let s): .string(s)
        case .date(let d): .object([("date", .string(ISO8601DateFormatter().string(from: d)))])
        }
    }
}

extension PlotValue {
    init(json: JSONCursor) throws {
        let o = try json.object("plotted value", known: ["label", "value"])
        self.init(try o.optional("label") { try $0.string() } ?? "", try o.required("value", ChartValue.init(json:)))
    }

    var json: JSONValue {
        var o = JSONObjectBuilder()
        o.set("label", label.isEmpty ? nil : .string(label))
        o.set("value", value.json)
        return o.value
    }
}

extension ChartMark {
    static let fields = [
        "mark", "x", "xEnd", "y", "yEnd", "angle", "series", "color", "interpolation", "lineStyle", "symbol",
        "symbolSize", "cornerRadius", "clipShape", "stacking", "innerRadius", "angularInset", "opacity",
    ]

    init(json: JSONCursor) throws {
        let o = try json.object("mark", known: Self.fields)
        self.init(
            try o.required("mark") { try $0.name("mark", Kind.self) },
            x: try o.optional("x", PlotValue.init(json:)), xEnd: try o.optional("xEnd", PlotValue.init(json:)),
            y: try o.optional("y", PlotValue.init(json:)), yEnd: try o.optional("yEnd", PlotValue.init(json:)),
            angle: try o.optional("angle", PlotValue.init(json:)))
        series = try o.optional("series", PlotValue.init(json:))
        paint = try o.optional("color", Paint.init(json:))
        interpolation = try o.optional("interpolation") { try $0.name("interpolation", Interpolation.self) } ?? .linear
        lineStyle = try o.optional("lineStyle", StrokeStyle.init(json:))
        symbol = try o.optional("symbol") { try $0.name("symbol", Symbol.self) }
        symbolSize = try o.optional("symbolSize") { cursor in
            let box = try cursor.object("symbol size", known: ["width", "height"])
            return CGSize(
                width: try box.required("width") { try $0.nonNegative() },
                height: try box.required("height") { try $0.nonNegative() })
        }
        cornerRadius = try o.optional("cornerRadius") { try $0.nonNegative() } ?? 0
        clipShape = try o.optional("clipShape") { try ShapeKind(clipJSON: $0) }
        stacking = try o.optional("stacking") { try $0.name("stacking", Stacking.self) } ?? .standard
        innerRadius = try o.optional("innerRadius") { cursor in
            if case .number = cursor.value { return Radius.ratio(try cursor.fraction()) }
            let r = try cursor.object("inner radius", known: ["fixed"])
            return Radius.fixed(try r.required("fixed") { try $0.nonNegative() })
        }
        angularInset = try o.optional("angularInset") { try $0.nonNegative() } ?? 0
        opacity = try o.optional("opacity") { try $0.fraction() } ?? 1
    }

    var json: JSONValue {
        var o = JSONObjectBuilder()
        o.set("mark", .string(kind.rawValue))
        for (key, value) in [("x", x), ("xEnd", xEnd), ("y", y), ("yEnd", yEnd), ("angle", angle), ("series", series)] {
            o.set(key, value?.json)
        }
        o.set("color", paint?.json)
        o.set("interpolation", interpolation == .linear ? nil : .string(interpolation.rawValue))
        o.set("lineStyle", lineStyle?.json)
        o.set("symbol", symbol.map { .string($0.rawValue) })
        o.set("symbolSize", symbolSize.map { .object([("width", .length($0.width)), ("height", .length($0.height))]) })
        o.set("cornerRadius", cornerRadius == 0 ? nil : .length(cornerRadius))
        o.set("clipShape", clipShape.map { $0.json(paint: nil) })
        o.set("stacking", stacking == .standard ? nil : .string(stacking.rawValue))
        switch innerRadius {
        case .ratio(let r): o.set("innerRadius", .number(r))
        case .fixed(let points): o.set("innerRadius", .object([("fixed", .length(points))]))
        case nil: break
        }
        o.set("angularInset", angularInset == 0 ? nil : .length(angularInset))
        o.set("opacity", opacity == 1 ? nil : .number(opacity))
        return o.value
    }
}

extension ChartAxis {
    /// An axis: `"hidden"`, `"visible"`, `"automatic"`, or an object with those as `"visibility"`.
    init(json: JSONCursor) throws {
        if case .string = json.value {
            self.init(visibility: try json.name("axis visibility", Visibility.self))
            return
        }
        let o = try json.object(
            "axis", known: ["visibility", "position", "values", "desiredCount", "gridLines", "labels", "valueLabels"])
        self.init(
            visibility: try o.optional("visibility") { try $0.name("axis visibility", Visibility.self) } ?? .automatic,
            position: try o.optional("position") { try $0.name("axis position", Position.self) } ?? .automatic,
            values: try o.optional("values") { try $0.array().map(ChartValue.init(json:)) },
            desiredCount: try o.optional("desiredCount") { try $0.lineCount() },
            showsGridLines: try o.optional("gridLines") { try $0.bool() } ?? true,
            showsLabels: try o.optional("labels") { try $0.bool() } ?? true,
            valueLabels: try o.optional("valueLabels") { list in
                try list.array().map { item -> String? in
                    if case .null = item.value { return nil }
                    return try item.string()
                }
            })
    }

    var json: JSONValue {
        if self == ChartAxis(visibility: visibility) { return .string(visibility.rawValue) }
        var o = JSONObjectBuilder()
        o.set("visibility", visibility == .automatic ? nil : .string(visibility.rawValue))
        o.set("position", position == .automatic ? nil : .string(position.rawValue))
        o.set("values", values.map { .array($0.map(\.json)) })
        o.set("desiredCount", desiredCount.map { .number(Double($0)) })
        o.set("gridLines", showsGridLines ? nil : .bool(false))
        o.set("labels", showsLabels ? nil : .bool(false))
        o.set("valueLabels", valueLabels.map { .array($0.map { $0.map(JSONValue.string) ?? .null }) })
        return o.value
    }
}

import Foundation

/// One column of a vertical lazy grid or one row of a horizontal one (SwiftUI's `GridItem`).
public struct GridTrack: Hashable, Sendable {
    /// How long a track is across the grid's growing axis (SwiftUI's `GridItem.Size`).
    public enum Size: Hashable, Sendable {
        /// Exactly this many points.
        case fixed(CGFloat)
        /// An equal share of what fixed tracks and spacing leave, clamped to the bounds.
        case flexible(minimum: CGFloat, maximum: CGFloat)
        /// As many tracks of at least `minimum` as fit in one flexible track's share, widened up to `maximum`.
        case adaptive(minimum: CGFloat, maximum: CGFloat)
    }

    /// The track's size rule.
    public var size: Size
    /// The space after this track, before the next; nil is the default (8 pt).
    public var spacing: CGFloat?
    /// Where a cell sits inside its cell's rectangle; nil centres it (or uses the grid's alignment).
    public var alignment: Align?

    /// A track of `size`, followed by `spacing`, its cells placed by `alignment`.
    public init(
        _ size: Size = .flexible(minimum: 10, maximum: .infinity), spacing: CGFloat? = nil, alignment: Align? = nil
    ) {
        self.size = size
        self.spacing = spacing
        self.alignment = alignment
    }
}

/// A `grid` node's children laid out in the order written, filling tracks (SwiftUI's `LazyVGrid`
/// and `LazyHGrid`; Docs/SwiftUI/LazyGrids.md).
public struct GridTracks: Hashable, Sendable {
    /// `.vertical`: the tracks are columns and rows are added downwards (`LazyVGrid`);
    /// `.horizontal`: the tracks are rows and columns are added to the trailing side (`LazyHGrid`).
    public var growth: Axis
    /// The columns (or rows) the cells fill.
    public var tracks: [GridTrack]
    /// How a cell sits in its cell when its track names no alignment.
    public var alignment: Align
    /// The space between successive rows (columns for a horizontal grid); nil is 8 pt.
    public var spacing: CGFloat?

    /// Tracks for a grid that grows along `growth`.
    public init(growth: Axis, tracks: [GridTrack], alignment: Align = .center, spacing: CGFloat? = nil) {
        self.growth = growth
        self.tracks = tracks
        self.alignment = alignment
        self.spacing = spacing
    }
}

// MARK: - Tree JSON

extension Modifier {
    static let gridJSONNames = ["gridTracks", "gridCellUnsizedAxes", "gridCellAnchor"]

    /// `{"gridTracks": {"growth": "vertical", "tracks": [{"fixed": 40}, {"flexible": {}}, {"adaptive": {"minimum": 30}}]}}`,
    /// `{"gridCellUnsizedAxes": "horizontal"}`, `{"gridCellAnchor": "topLeading"}`.
    static func grid(_ key: String, _ arg: JSONCursor) throws -> Modifier? {
        switch key {
        case "gridCellUnsizedAxes": return .gridCellUnsizedAxes(try arg.name("axes", Axes.names))
        case "gridCellAnchor": return .gridCellAnchor(try UnitPoint(json: arg))
        case "gridTracks":
            let o = try arg.object("gridTracks", known: ["growth", "tracks", "alignment", "spacing"])
            let growth: Axis =
                try o.optional("growth") {
                    try $0.name("growth", [("vertical", Axis.vertical), ("horizontal", .horizontal)])
                } ?? .vertical
            let tracks = try o.required("tracks") { try $0.array().map(GridTrack.init(json:)) }
            return .gridTracks(
                GridTracks(
                    growth: growth, tracks: tracks,
                    alignment: try o.optional("alignment", Align.init(json:)) ?? .center,
                    spacing: try o.optional("spacing") { try $0.finite() }))
        default: return nil
        }
    }

    var gridJSONMember: (String, JSONValue)? {
        switch self {
        case .gridCellUnsizedAxes(let axes): return ("gridCellUnsizedAxes", .string(axes.name))
        case .gridCellAnchor(let anchor): return ("gridCellAnchor", anchor.json)
        case .gridTracks(let spec):
            var o = JSONObjectBuilder()
            o.set("growth", .string(spec.growth == .vertical ? "vertical" : "horizontal"))
            o.set("tracks", .array(spec.tracks.map(\.json)))
            o.set("alignment", spec.alignment == .center ? nil : spec.alignment.json)
            o.set("spacing", spec.spacing.map(JSONValue.length))
            return ("gridTracks", o.value)
        default: return nil
        }
    }
}

extension GridTrack {
    private static let keys = ["fixed", "flexible", "adaptive", "spacing", "alignment"]

    init(json: JSONCursor) throws {
        let o = try json.object("grid track", known: Self.keys)
        func bounds(_ c: JSONCursor, minimum fallback: CGFloat?) throws -> (CGFloat, CGFloat) {
            let b = try c.object("bounds", known: ["minimum", "maximum"])
            let minimum =
                try fallback.map { d in try b.optional("minimum") { try $0.nonNegative() } ?? d }
                ?? b.required("minimum") { try $0.nonNegative() }
            return (minimum, try b.optional("maximum") { try $0.maximum() } ?? .infinity)
        }
        let size: Size
        if let fixed = try o.optional("fixed", { try $0.nonNegative() }) {
            size = .fixed(fixed)
        } else if let (lo, hi) = try o.optional("flexible", { try bounds($0, minimum: 10) }) {
            size = .flexible(minimum: lo, maximum: hi)
        } else if let (lo, hi) = try o.optional("adaptive", { try bounds($0, minimum: nil) }) {
            size = .adaptive(minimum: lo, maximum: hi)
        } else {
            throw json.fail("a grid track needs one of \"fixed\", \"flexible\" or \"adaptive\"")
        }
        self.init(
            size, spacing: try o.optional("spacing") { try $0.finite() },
            alignment: try o.optional("alignment", Align.init(json:)))
    }

    var json: JSONValue {
        var o = JSONObjectBuilder()
        switch size {
        case .fixed(let length): o.set("fixed", .length(length))
        case .flexible(let lo, let hi), .adaptive(let lo, let hi):
            var b = JSONObjectBuilder()
            b.set("minimum", .length(lo))
            b.set("maximum", hi == .infinity ? nil : .length(hi))
            if case .flexible = size { o.set("flexible", b.value) } else { o.set("adaptive", b.value) }
        }
        o.set("spacing", spacing.map(JSONValue.length))
        o.set("alignment", alignment?.json)
        return o.value
    }
}

import Foundation

/// The user's text size (SwiftUI's `DynamicTypeSize`): seven standard sizes around
/// the default `large`, then five accessibility sizes.
///
/// Text styles scale with it (Docs/WidgetFacts.md §5b); fonts given by point size do not.
public enum DynamicTypeSize: String, Hashable, Sendable, Codable, CaseIterable, Comparable {
    /// The standard sizes, smallest first; `large` is iOS's default.
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    /// The accessibility sizes AX1 to AX5.
    case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5

    /// The accessibility sizes (AX1…AX5), where layouts are expected to change shape.
    public var isAccessibilitySize: Bool { self >= .accessibility1 }

    /// Orders sizes from smallest to largest.
    public static func < (a: DynamicTypeSize, b: DynamicTypeSize) -> Bool {
        a.index < b.index
    }

    /// Column of this size in `TextStyle.scaledSizes`.
    var index: Int { Self.allCases.firstIndex(of: self)! }
}

extension TextStyle {
    /// Point size and leading at each Dynamic Type size, xSmall…AX5, transcribed from
    /// Docs/WidgetFacts.md §5b (Apple's HIG type tables).
    static let scaledSizes: [TextStyle: [(size: CGFloat, leading: CGFloat)]] = [
        .largeTitle: [
            (31, 38), (32, 39), (33, 40), (34, 41), (36, 43), (38, 46), (40, 48), (44, 52), (48, 57), (52, 61),
            (56, 66), (60, 70),
        ],
        .title: [
            (25, 31), (26, 32), (27, 33), (28, 34), (30, 37), (32, 39), (34, 41), (38, 46), (43, 51), (48, 57),
            (53, 62), (58, 68),
        ],
        .title2: [
            (19, 24), (20, 25), (21, 26), (22, 28), (24, 30), (26, 32), (28, 34), (34, 41), (39, 47), (44, 52),
            (50, 59), (56, 66),
        ],
        .title3: [
            (17, 22), (18, 23), (19, 24), (20, 25), (22, 28), (24, 30), (26, 32), (31, 38), (37, 44), (43, 51),
            (49, 58), (55, 65),
        ],
        .headline: [
            (14, 19), (15, 20), (16, 21), (17, 22), (19, 24), (21, 26), (23, 29), (28, 34), (33, 40), (40, 48),
            (47, 56), (53, 62),
        ],
        .body: [
            (14, 19), (15, 20), (16, 21), (17, 22), (19, 24), (21, 26), (23, 29), (28, 34), (33, 40), (40, 48),
            (47, 56), (53, 62),
        ],
        .callout: [
            (13, 18), (14, 19), (15, 20), (16, 21), (18, 23), (20, 25), (22, 28), (26, 32), (32, 39), (38, 46),
            (44, 52), (51, 60),
        ],
        .subheadline: [
            (12, 16), (13, 18), (14, 19), (15, 20), (17, 22), (19, 24), (21, 28), (25, 31), (30, 37), (36, 43),
            (42, 50), (49, 58),
        ],
        .footnote: [
            (12, 16), (12, 16), (12, 16), (13, 18), (15, 20), (17, 22), (19, 24), (23, 29), (27, 33), (33, 40),
            (38, 46), (44, 52),
        ],
        .caption: [
            (11, 13), (11, 13), (11, 13), (12, 16), (14, 19), (16, 21), (18, 23), (22, 28), (26, 32), (32, 39),
            (37, 44), (43, 51),
        ],
        .caption2: [
            (11, 13), (11, 13), (11, 13), (11, 13), (13, 18), (15, 20), (17, 22), (20, 25), (24, 30), (29, 35),
            (34, 41), (40, 48),
        ],
    ]

    /// The style's point size at `dynamicTypeSize` (Docs/WidgetFacts.md §5b).
    public func size(at dynamicTypeSize: DynamicTypeSize) -> CGFloat {
        Self.rowsByStyle[tableIndex * Self.rowsPerStyle + dynamicTypeSize.index].size
    }

    /// The style's leading (baseline to baseline) for a font of `size` points: the table's
    /// leading at that size, or, for a size the table lacks (a custom size relative to the style,
    /// a shrunk text), the leading of the nearest size in proportion (Docs/WidgetFacts.md §5b).
    public func leading(atSize size: CGFloat) -> CGFloat {
        // Every text set asks: a scan of the style's rows in one flat table, no dictionary lookup.
        let rows = Self.rowsByStyle, first = tableIndex * Self.rowsPerStyle
        var best = (size: CGFloat.infinity, leading: CGFloat(0))
        for row in rows[first..<first + Self.rowsPerStyle] where abs(row.size - size) < abs(best.size - size) {
            best = row
        }
        return best.size == size ? best.leading : size * best.leading / best.size
    }

    /// `scaledSizes` flattened: each style's rows, smallest Dynamic Type size first, at
    /// `tableIndex * rowsPerStyle`.
    private static let rowsByStyle: [(size: CGFloat, leading: CGFloat)] = {
        var rows = [(size: CGFloat, leading: CGFloat)](repeating: (0, 0), count: allCases.count * rowsPerStyle)
        for style in allCases {
            let table = scaledSizes[style]!
            precondition(table.count == rowsPerStyle, "every text style has a row per Dynamic Type size")
            rows.replaceSubrange(style.tableIndex * rowsPerStyle..<(style.tableIndex + 1) * rowsPerStyle, with: table)
        }
        return rows
    }()
    private static let rowsPerStyle = 12

    /// The style's row in `rowsByStyle`.
    private var tableIndex: Int {
        switch self {
        case .largeTitle: 0
        case .title: 1
        case .title2: 2
        case .title3: 3
        case .headline: 4
        case .body: 5
        case .callout: 6
        case .subheadline: 7
        case .footnote: 8
        case .caption: 9
        case .caption2: 10
        }
    }
}

extension Typeface {
    /// The face at a Dynamic Type size: a text style takes that size's point size; a face
    /// of another size relative to a style (`Font.custom(_:size:relativeTo:)`) grows in
    /// proportion; a face given by point size keeps it, as `Font.system(size:)` does in SwiftUI.
    public func scaled(to dynamicTypeSize: DynamicTypeSize) -> Typeface {
        guard let style else { return self }
        var copy = self
        let scaled = style.size(at: dynamicTypeSize)
        copy.size = size == style.size ? scaled : size * scaled / style.size
        return copy
    }
}

/// Whether the person turned on Bold Text (SwiftUI's `LegibilityWeight`).
public enum LegibilityWeight: String, Hashable, Sendable, CaseIterable, Codable {
    /// Fonts at the weight the widget asks for.
    case regular
    /// Bold Text: every font one weight heavier (Docs/Accessibility.md).
    case bold
}

extension Typeface.Weight {
    /// The next weight up (regular → medium → semibold…), black staying black: what Bold Text
    /// draws. Apple says only "heavier"; one step is our estimate (Docs/Accessibility.md).
    public var heavier: Typeface.Weight {
        let all = Typeface.Weight.allCases
        return all[min(all.firstIndex(of: self)! + 1, all.count - 1)]
    }
}

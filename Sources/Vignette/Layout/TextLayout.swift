import Foundation

/// A text broken into lines for one proposal.
struct TextBlock: Hashable, Sendable {
    struct Line: Hashable, Sendable {
        /// The characters drawn on the line (ending in "…" when truncated).
        var text: String
        var width: CGFloat
        /// Offset from the block's leading edge, from the multiline alignment.
        var x: CGFloat
        /// Distance from the block's top to this line's baseline.
        var baseline: CGFloat
    }

    var lines: [Line]
    var size: CGSize
    var isTruncated: Bool
}

/// How `Words` sizes itself (layout-semantics.md §a.2):
/// - a nil or infinite width proposal sets the text on one line per paragraph (its ideal size);
/// - a finite width wraps it, breaking inside words only when a word is wider than a line;
/// - a line limit, or a height too small for every line, truncates the last line shown
///   (at least one line always shows), with the ellipsis where `truncationMode` says;
/// - lines stack at the SF Pro line height (`LineMetrics`), whatever font draws them;
/// - the size is the widest line by the line count, rounded up to the pixel grid.
extension LayoutEngine {
    func textBlock(_ id: Int, _ p: Proposal) -> TextBlock {
        if let hit = textCache[id]?[p] { return hit }
        guard case .text(let string) = tree[id].kind else { preconditionFailure("not a text node") }
        let block = TextSetter(engine: textEngine, environment: tree[id].environment).set(string, p)
        textCache[id, default: [:]][p] = block
        return block
    }
}

/// Sets one string in one environment: breaking, limiting, truncating, aligning.
struct TextSetter {
    let engine: TextEngine
    let environment: WidgetEnvironment
    private var font: Typeface { environment.font }

    init(engine: TextEngine, environment: WidgetEnvironment) {
        self.engine = engine
        self.environment = environment
    }

    func set(_ string: String, _ p: Proposal) -> TextBlock {
        guard !string.isEmpty else { return TextBlock(lines: [], size: .zero, isTruncated: false) }
        let metrics = LineMetrics(size: font.size)
        let wrapWidth = p.width.flatMap { $0.isFinite ? max($0, 0) : nil }
        let broken = engine.lines(of: string, font: font, width: wrapWidth)
        var limit = environment.lineLimit.map { max($0, 1) } ?? Int.max
        if let height = p.height, height.isFinite {
            limit = min(limit, max(1, Int(((height + 1e-6) / metrics.lineHeight).rounded(.down))))
        }
        let utf8 = Array(string.utf8)
        func text(_ range: Range<Int>) -> String { String(decoding: utf8[range], as: UTF8.self) }

        var lines: [(String, CGFloat)] = broken.prefix(limit).map { (text($0.range), $0.width) }
        var truncated = false
        if broken.count > limit {
            // The last line shown takes the rest of the text, with newlines as spaces.
            let rest = text(broken[limit - 1].range.lowerBound..<utf8.count)
                .replacingOccurrences(of: "\n", with: " ")
            lines[limit - 1] = truncate(rest, to: wrapWidth ?? broken[limit - 1].width, force: true)
            truncated = true
        }
        if let wrapWidth {
            // A single cluster wider than the line (say, at width 0) cannot show: truncate it.
            for i in lines.indices where lines[i].1 > wrapWidth + 1e-6 {
                lines[i] = truncate(lines[i].0, to: wrapWidth, force: false)
                truncated = true
            }
        }
        let scale = environment.displayScale
        let width = (lines.map(\.1).max() ?? 0).roundedUp(toScale: scale)
        let height = (CGFloat(lines.count) * metrics.lineHeight).roundedUp(toScale: scale)
        let alignment: CGFloat = switch environment.multilineTextAlignment {
        case .leading: 0
        case .center: 0.5
        case .trailing: 1
        }
        let placed = lines.enumerated().map { i, line in
            TextBlock.Line(text: line.0, width: line.1, x: (width - line.1) * alignment,
                           baseline: CGFloat(i) * metrics.lineHeight + metrics.ascent)
        }
        return TextBlock(lines: placed, size: CGSize(width: width, height: height), isTruncated: truncated)
    }

    /// The longest cut of `text` that fits `width` with an ellipsis where the truncation
    /// mode puts it. `force` adds the ellipsis even when the whole text fits, because
    /// lines after it were dropped. When not even the ellipsis fits, the ellipsis alone.
    func truncate(_ text: String, to width: CGFloat, force: Bool) -> (String, CGFloat) {
        let whole = engine.width(of: text, font: font)
        if !force && whole <= width + 1e-6 { return (text, whole) }
        let characters = Array(text)
        func candidate(_ kept: Int) -> String {
            switch environment.truncationMode {
            case .tail:
                return String(characters.prefix(kept)).trimmingTrailingSpaces() + "…"
            case .head:
                return "…" + String(characters.suffix(kept)).trimmingLeadingSpaces()
            case .middle:
                let head = (kept + 1) / 2
                return String(characters.prefix(head)).trimmingTrailingSpaces() + "…"
                    + String(characters.suffix(kept - head)).trimmingLeadingSpaces()
            }
        }
        // Binary search the number of characters kept: width grows with it.
        var low = 0, high = force ? characters.count : characters.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if engine.width(of: candidate(mid), font: font) <= width + 1e-6 { low = mid } else { high = mid - 1 }
        }
        let result = candidate(low)
        return (result, engine.width(of: result, font: font))
    }
}

extension String {
    func trimmingTrailingSpaces() -> String {
        String(reversed().drop(while: \.isWhitespace).reversed())
    }

    func trimmingLeadingSpaces() -> String {
        String(drop(while: \.isWhitespace))
    }
}

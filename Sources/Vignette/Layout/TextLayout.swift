import Foundation

/// A text broken into lines for one proposal.
struct TextBlock: Hashable, Sendable {
    struct Line: Hashable, Sendable {
        /// The characters drawn on the line with their styles (ending in "…" when truncated).
        var content: TextContent
        var width: CGFloat
        /// Offset from the block's left edge, from the multiline alignment and direction.
        var x: CGFloat
        /// Distance from the block's top to this line's baseline.
        var baseline: CGFloat

        var text: String { content.text }
    }

    var lines: [Line]
    var size: CGSize
    var isTruncated: Bool
    /// The line metrics the lines were stacked with (after any shrinking).
    var metrics: LineMetrics
}

/// How `Words` sizes itself (layout-semantics.md §a.2):
/// - a nil or infinite width proposal sets the text on one line per paragraph (its ideal size);
/// - a finite width wraps it, breaking inside words only when a word is wider than a line;
/// - a line limit, or a height too small for every line, truncates the last line shown
///   (at least one line always shows), with the ellipsis where `truncationMode` says;
/// - with a `minimumScaleFactor` below 1, text that would be truncated first shrinks, down
///   to that factor, to the largest size that fits; only then is it truncated;
/// - lines stack at the SF Pro line height (`LineMetrics`) of the largest font on them;
/// - the size is the widest line by the line count, rounded up to the pixel grid.
extension LayoutEngine {
    func textBlock(_ id: Int, _ p: Proposal) -> TextBlock {
        if let hit = textCache[id]?[p] { return hit }
        guard case .text(let content) = tree[id].kind else { preconditionFailure("not a text node") }
        let block = TextSetter(engine: textEngine, environment: tree[id].environment).fit(content, p)
        textCache[id, default: [:]][p] = block
        return block
    }
}

/// Sets one text in one environment: shrinking, breaking, limiting, truncating, aligning.
struct TextSetter {
    let engine: TextEngine
    let environment: WidgetEnvironment

    init(engine: TextEngine, environment: WidgetEnvironment) {
        self.engine = engine
        self.environment = environment
    }

    /// The text at full size, or shrunk as little as lets it fit untruncated (searching
    /// the scale to 1/64 of the range), or at the minimum scale, truncated.
    func fit(_ content: TextContent, _ p: Proposal) -> TextBlock {
        let full = set(content, p)
        let least = environment.textAttributes.minimumScaleFactor
        guard full.isTruncated, least < 1 else { return full }
        let smallest = set(content.scaled(by: least), p)
        guard !smallest.isTruncated else { return smallest }
        var low = least, high: CGFloat = 1, best = smallest
        for _ in 0..<6 {
            let mid = (low + high) / 2
            let attempt = set(content.scaled(by: mid), p)
            if attempt.isTruncated { high = mid } else { low = mid; best = attempt }
        }
        return best
    }

    func set(_ content: TextContent, _ p: Proposal) -> TextBlock {
        let metrics = LineMetrics(size: content.largestFont.size)
        guard !content.text.isEmpty else { return TextBlock(lines: [], size: .zero, isTruncated: false, metrics: metrics) }
        let wrapWidth = p.width.flatMap { $0.isFinite ? max($0, 0) : nil }
        let broken = engine.lines(of: content, width: wrapWidth)
        var limit = environment.lineLimit.map { max($0, 1) } ?? Int.max
        if let height = p.height, height.isFinite {
            limit = min(limit, max(1, Int(((height + 1e-6) / metrics.lineHeight).rounded(.down))))
        }
        let end = content.text.utf8.count

        var lines: [(TextContent, CGFloat)] = broken.prefix(limit).map { (content.slice($0.range), $0.width) }
        var truncated = false
        if broken.count > limit {
            // The last line shown takes the rest of the text, with newlines as spaces.
            let rest = content.slice(broken[limit - 1].range.lowerBound..<end).newlinesAsSpaces()
            lines[limit - 1] = truncate(rest, to: wrapWidth ?? broken[limit - 1].width, force: true)
            truncated = true
        }
        if let wrapWidth {
            // A single cluster wider than the line (say, at width 0) cannot show: truncate it.
            // Where not even an ellipsis fits, each such line is the ellipsis alone, which
            // `truncate` would find too; for one-style text its width is measured once, which
            // keeps minimum-size queries (a 0 pt proposal breaks text into one line per
            // character) cheap.
            var ellipsisWidth: CGFloat?
            for i in lines.indices where lines[i].1 > wrapWidth + 1e-6 {
                truncated = true
                if content.isUniform {
                    let ellipsis = lines[i].0.styled("…", likeOffset: 0)
                    let width = ellipsisWidth ?? engine.width(of: ellipsis)
                    ellipsisWidth = width
                    if width > wrapWidth + 1e-6 {
                        lines[i] = (ellipsis, width)
                        continue
                    }
                }
                lines[i] = truncate(lines[i].0, to: wrapWidth, force: false)
            }
        }
        let scale = environment.displayScale
        let width = (lines.map(\.1).max() ?? 0).roundedUp(toScale: scale)
        let height = (CGFloat(lines.count) * metrics.lineHeight).roundedUp(toScale: scale)
        var alignment: CGFloat = switch environment.multilineTextAlignment {
        case .leading: 0
        case .center: 0.5
        case .trailing: 1
        }
        // Right to left, the leading edge is the right one.
        if environment.layoutDirection == .rightToLeft { alignment = 1 - alignment }
        let placed = lines.enumerated().map { i, line in
            TextBlock.Line(content: line.0, width: line.1, x: (width - line.1) * alignment,
                           baseline: CGFloat(i) * metrics.lineHeight + metrics.ascent)
        }
        return TextBlock(lines: placed, size: CGSize(width: width, height: height), isTruncated: truncated, metrics: metrics)
    }

    /// The longest cut of `content` that fits `width` with an ellipsis where the truncation
    /// mode puts it, in the style of the character next to it. `force` adds the ellipsis
    /// even when the whole text fits, because lines after it were dropped. When not even
    /// the ellipsis fits, the ellipsis alone.
    func truncate(_ content: TextContent, to width: CGFloat, force: Bool) -> (TextContent, CGFloat) {
        let whole = engine.width(of: content)
        if !force && whole <= width + 1e-6 { return (content, whole) }
        // UTF-8 offset of each character's start, with the end offset last.
        let characters = Array(content.text)
        var offsets = [0]
        for c in characters { offsets.append(offsets.last! + c.utf8.count) }
        let count = characters.count
        /// Characters `from ..< to`, without white space at the given ends.
        func piece(_ from: Int, _ to: Int, trimLeading: Bool, trimTrailing: Bool) -> TextContent {
            var from = from, to = to
            while trimTrailing, to > from, characters[to - 1].isWhitespace { to -= 1 }
            while trimLeading, from < to, characters[from].isWhitespace { from += 1 }
            return content.slice(offsets[from]..<offsets[to])
        }
        func candidate(_ kept: Int) -> TextContent {
            switch environment.truncationMode {
            case .tail:
                let head = piece(0, kept, trimLeading: false, trimTrailing: true)
                return head + content.styled("…", likeOffset: offsets[max(kept - 1, 0)])
            case .head:
                let tail = piece(count - kept, count, trimLeading: true, trimTrailing: false)
                return content.styled("…", likeOffset: offsets[count - kept]) + tail
            case .middle:
                let front = (kept + 1) / 2
                return piece(0, front, trimLeading: false, trimTrailing: true)
                    + content.styled("…", likeOffset: offsets[max(front - 1, 0)])
                    + piece(count - (kept - front), count, trimLeading: true, trimTrailing: false)
            }
        }
        // Binary search the number of characters kept: width grows with it.
        var low = 0, high = force ? count : count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if engine.width(of: candidate(mid)) <= width + 1e-6 { low = mid } else { high = mid - 1 }
        }
        let result = candidate(low)
        return (result, engine.width(of: result))
    }
}

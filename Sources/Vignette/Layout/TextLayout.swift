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

/// How `Words` sizes itself (Docs/LayoutSemantics.md §a.2):
/// - a nil or infinite width proposal sets the text on one line per paragraph (its ideal size);
/// - a finite width wraps it, breaking inside words only when a word is wider than a line;
/// - a line limit, or a height too small for every line, truncates the last line shown
///   (at least one line always shows), with the ellipsis where `truncationMode` says;
/// - with a `minimumScaleFactor` below 1, text that would be truncated, or whose lines are taller
///   than the height proposed, first shrinks, down to that factor, to the largest size that fits
///   (Apple: it shrinks "to fit the text into the available space"); only then is it truncated;
/// - lines are as tall as the SF Pro line height (`LineMetrics`) of the largest font on them,
///   and wrapped lines follow at its pitch (a text style's leading);
/// - the size is the widest line (a wrapped one with the space it broke at, up to the wrap width,
///   as iOS measures it) by the lines' height, rounded up to the pixel grid.
extension LayoutEngine {
    func textBlock(_ id: Int, _ p: Proposal) -> TextBlock {
        textCache[id][textSlot(id, p)].block
    }

    /// Where in `textCache[id]` the block for `p` is, set first if it is not there yet.
    func textSlot(_ id: Int, _ p: Proposal) -> Int {
        guard case .text(let content) = tree[id].kind else { preconditionFailure("not a text node") }
        let setter = TextSetter(engine: textEngine, environment: tree[id].environmentBox)
        // Every block of unshrinking text has the text's own metrics: the first one set gives them.
        let query = setter.query(content, p, metrics: textCache[id].first?.block.metrics)
        if let known = textCache[id].firstIndex(where: { $0.proposal == query }) { return known }
        var block: TextBlock?
        let unlimited = Proposal(width: query.width, height: nil)
        if let height = query.height, setter.environment.textAttributes.minimumScaleFactor >= 1,
            !TextSetter.isLong(content) || textCache[id].contains(where: { $0.proposal == unlimited })
        {
            // With room for every line the width gives, the height changes nothing. (A long
            // text is not broken whole for this: set with the height, it breaks only its first lines.)
            let free = textBlock(id, unlimited)
            if free.metrics.height(ofLines: free.lines.count) <= height + 1e-6 { block = free }
        }
        if textCache[id].isEmpty { textCache[id].reserveCapacity(4) }
        textCache[id].append((query, block ?? setter.fit(content, query)))
        return textCache[id].count - 1
    }
}

/// Sets one text in one environment: shrinking, breaking, limiting, truncating, aligning.
struct TextSetter {
    /// Truncating a text of up to this many characters searches all of them at once.
    static let searchedWhole = 1024
    /// Text of more UTF-8 bytes than this is long: layout avoids breaking all of it where only
    /// its first lines matter (a block of limited height, a stack's flexibility).
    static let longText = 4096

    static func isLong(_ content: TextContent) -> Bool { content.text.utf8.count > longText }
    let engine: TextEngine
    /// The text's environment, shared rather than copied: a setter is made for every lookup.
    private let box: LayoutTree.EnvironmentBox
    var environment: WidgetEnvironment { box.value }

    init(engine: TextEngine, environment: LayoutTree.EnvironmentBox) {
        self.engine = engine
        box = environment
    }

    /// `p` reduced to what setting reads from it: the wrap width, and the height as the
    /// whole lines it leaves room for (up to the line limit). A stack probes a text with
    /// many proposals that differ only where the text cannot see it (0, ∞ and each share
    /// of height, widths as nil or ∞): they share one cached block. Shrinking text sees
    /// every height, so keeps it.
    /// `metrics` are the text's line metrics where the caller knows them already.
    func query(_ content: TextContent, _ p: Proposal, metrics known: LineMetrics? = nil) -> Proposal {
        let width = p.width.flatMap { $0.isFinite ? max($0, 0) : nil }
        guard environment.textAttributes.minimumScaleFactor >= 1 else {
            return Proposal(width: width, height: p.height)
        }
        guard let height = p.height, height.isFinite else { return Proposal(width: width, height: nil) }
        let metrics = known ?? LineMetrics(font: content.largestFont)
        var lines = metrics.lines(fitting: height)
        if let limit = environment.lineLimit { lines = min(lines, max(limit, 1)) }
        return Proposal(width: width, height: metrics.height(ofLines: lines))
    }

    /// The text at full size, or shrunk as little as lets it fit untruncated within the height
    /// proposed (searching the scale to 1/64 of the range), or at the minimum scale, truncated.
    func fit(_ content: TextContent, _ p: Proposal) -> TextBlock {
        let full = set(content, p)
        let least = environment.textAttributes.minimumScaleFactor
        guard !fits(full, p), least < 1 else { return full }
        let smallest = set(content.scaled(by: least), p)
        guard fits(smallest, p) else { return smallest }
        var low = least, high: CGFloat = 1, best = smallest
        for _ in 0..<6 {
            let mid = (low + high) / 2
            let attempt = set(content.scaled(by: mid), p)
            if !fits(attempt, p) {
                high = mid
            } else {
                low = mid
                best = attempt
            }
        }
        return best
    }

    /// Whether `block` shows all of its text, in lines no taller together than `p`'s height (one
    /// line shows whatever the height, so a single line can be too tall).
    private func fits(_ block: TextBlock, _ p: Proposal) -> Bool {
        guard !block.isTruncated else { return false }
        guard let height = p.height, height.isFinite else { return true }
        return block.metrics.height(ofLines: block.lines.count) <= height + 1e-6
    }

    func set(_ content: TextContent, _ p: Proposal) -> TextBlock {
        let metrics = LineMetrics(font: content.largestFont)
        guard !content.text.isEmpty else {
            return TextBlock(lines: [], size: .zero, isTruncated: false, metrics: metrics)
        }
        let wrapWidth = p.width.flatMap { $0.isFinite ? max($0, 0) : nil }
        var limit = environment.lineLimit.map { max($0, 1) } ?? Int.max
        if let height = p.height, height.isFinite {
            limit = min(limit, metrics.lines(fitting: height))
        }
        // Only the lines shown and whether one more follows matter: a long text is broken no further.
        let broken =
            limit == .max
            ? engine.lines(of: content, width: wrapWidth)
            : engine.lines(of: content, width: wrapWidth, upTo: limit + 1)
        let end = content.text.utf8.count
        let shown = broken.prefix(limit)
        var truncated = broken.count > limit
        // A single cluster wider than the line (say, at width 0) cannot show: it is truncated.
        // Where not even an ellipsis fits, each such line is the ellipsis alone, which
        // `truncate` would find too; for one-style text it is measured once and the line is
        // never sliced, which keeps minimum-size queries (a 0 pt proposal breaks text into
        // one line per character) cheap.
        var ellipsis: (content: TextContent, width: CGFloat)?
        // The widest wrapped line with the space it broke at, which iOS counts in the text's width.
        var withSpace: CGFloat = 0
        var lines: [TextBlock.Line] = []
        lines.reserveCapacity(shown.count)
        func add(_ line: (content: TextContent, width: CGFloat)) {
            // x follows once the block's width is known.
            lines.append(
                TextBlock.Line(
                    content: line.content, width: line.width, x: 0,
                    baseline: CGFloat(lines.count) * metrics.linePitch + metrics.ascent))
        }
        for (i, line) in shown.enumerated() {
            var forced: (content: TextContent, width: CGFloat)?
            if i == shown.count - 1, broken.count > limit {
                // The last line shown takes the rest of the text, with newlines as spaces.
                let rest = content.slice(line.range.lowerBound..<end).newlinesAsSpaces()
                forced = truncate(rest, to: wrapWidth ?? line.width, force: true)
            }
            let width = forced?.width ?? line.width
            guard let wrapWidth, width > wrapWidth + 1e-6 else {
                add(forced ?? (content.slice(line.range), line.width))
                if forced == nil, i + 1 < broken.count {
                    withSpace = max(
                        withSpace, line.width + trailingSpace(content, line.range.upperBound, broken[i + 1]))
                }
                continue
            }
            truncated = true
            if content.isUniform {
                let alone =
                    ellipsis
                    ?? {
                        let mark = content.styled("…", likeOffset: 0)
                        return (mark, engine.width(of: mark))
                    }()
                ellipsis = alone
                if alone.width > wrapWidth + 1e-6 {
                    add(alone)
                    continue
                }
            }
            add(truncate(forced?.content ?? content.slice(line.range), to: wrapWidth, force: false))
        }
        let scale = environment.displayScale
        let widest = lines.map(\.width).max() ?? 0
        let width = max(widest, min(withSpace, wrapWidth ?? withSpace)).roundedUp(toScale: scale)
        let height = metrics.height(ofLines: lines.count).roundedUp(toScale: scale)
        var alignment: CGFloat =
            switch environment.multilineTextAlignment {
            case .leading: 0
            case .center: 0.5
            case .trailing: 1
            }
        // Right to left, the leading edge is the right one.
        if environment.layoutDirection == .rightToLeft { alignment = 1 - alignment }
        for i in lines.indices { lines[i].x = (width - lines[i].width) * alignment }
        return TextBlock(
            lines: lines, size: CGSize(width: width, height: height), isTruncated: truncated, metrics: metrics)
    }

    /// The width of the white space a soft-wrapped line ends with, from `end` (its last visible
    /// character's end) to the next line's start; none where a newline ended the line.
    func trailingSpace(_ content: TextContent, _ end: Int, _ next: TextLine) -> CGFloat {
        let range = end..<next.range.lowerBound
        guard !range.isEmpty else { return 0 }
        // Read as bytes: every wrapped line asks, and decoding or slicing the text costs more than measuring.
        let endsParagraph =
            content.text.utf8.withContiguousStorageIfAvailable {
                Self.hasNewline(UnsafeBufferPointer(rebasing: $0[range]))
            }
            ?? Self.hasNewline(Array(content.text.utf8)[range])
        guard !endsParagraph else { return 0 }
        guard content.isUniform, content.primary.tracking == 0 else { return engine.width(of: content.slice(range)) }
        let utf8 = content.text.utf8, start = utf8.startIndex
        let gap = utf8[utf8.index(start, offsetBy: range.lowerBound)..<utf8.index(start, offsetBy: range.upperBound)]
        return engine.width(of: String(Substring(gap)), font: content.primary.font)
    }

    /// Whether UTF-8 `bytes` hold a line break `Character.isNewline` counts: U+000A–U+000D,
    /// U+0085 (C2 85), U+2028 and U+2029 (E2 80 A8/A9).
    private static func hasNewline<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> Bool where Bytes.Index == Int {
        for i in bytes.indices {
            switch bytes[i] {
            case 0x0A...0x0D: return true
            case 0x85 where i > bytes.startIndex && bytes[i - 1] == 0xC2: return true
            case 0xA8...0xA9 where i - 2 >= bytes.startIndex && bytes[i - 1] == 0x80 && bytes[i - 2] == 0xE2:
                return true
            default: continue
            }
        }
        return false
    }

    /// The longest cut of `content` that fits `width` with an ellipsis where the truncation
    /// mode puts it, in the style of the character next to it. `force` adds the ellipsis
    /// even when the whole text fits, because lines after it were dropped. When not even
    /// the ellipsis fits, the ellipsis alone.
    func truncate(_ content: TextContent, to width: CGFloat, force: Bool) -> (TextContent, CGFloat) {
        if !force {
            let whole = engine.width(of: content)
            if whole <= width + 1e-6 { return (content, whole) }
        }
        if Self.isLong(content), let found = truncateLong(content, to: width, force: force) { return found }
        return truncateReadingAll(content, to: width, force: force)
    }

    /// `truncate` with every character of `content` split off first.
    func truncateReadingAll(_ content: TextContent, to width: CGFloat, force: Bool) -> (TextContent, CGFloat) {
        // UTF-8 offset of each character's start, with the end offset last.
        let characters = Array(content.text)
        var offsets = [0]
        for c in characters { offsets.append(offsets.last! + c.utf8.count) }
        let count = characters.count
        /// The UTF-8 range of characters `from ..< to`, without white space at the given ends.
        func piece(_ from: Int, _ to: Int, trimLeading: Bool, trimTrailing: Bool) -> Range<Int> {
            var from = from, to = to
            while trimTrailing, to > from, characters[to - 1].isWhitespace { to -= 1 }
            while trimLeading, from < to, characters[from].isWhitespace { from += 1 }
            return offsets[from]..<offsets[to]
        }
        func cut(_ kept: Int) -> TruncationCut {
            switch environment.truncationMode {
            case .tail:
                let head = piece(0, kept, trimLeading: false, trimTrailing: true)
                return TruncationCut(front: head, ellipsisLike: offsets[max(kept - 1, 0)], back: nil)
            case .head:
                let tail = piece(count - kept, count, trimLeading: true, trimTrailing: false)
                return TruncationCut(front: nil, ellipsisLike: offsets[count - kept], back: tail)
            case .middle:
                let front = (kept + 1) / 2
                return TruncationCut(
                    front: piece(0, front, trimLeading: false, trimTrailing: true),
                    ellipsisLike: offsets[max(front - 1, 0)],
                    back: piece(count - (kept - front), count, trimLeading: true, trimTrailing: false))
            }
        }
        // Text in one plain style is measured as a string: the search builds no styled content.
        let plainFont = content.isUniform && content.primary.tracking == 0 ? content.primary.font : nil
        func measured(_ kept: Int) -> CGFloat {
            let cut = cut(kept)
            guard let plainFont else { return engine.width(of: cut.content(of: content)) }
            return engine.width(of: cut.string(of: content), font: plainFont)
        }
        // Where not even the ellipsis fits (a text asked its minimum size), it is the answer.
        let ellipsis = cut(0).content(of: content), ellipsisWidth = measured(0)
        if ellipsisWidth > width + 1e-6 { return (ellipsis, ellipsisWidth) }
        let high = force ? count : count - 1
        let low = Self.mostKept(upTo: high, bracketing: high > Self.searchedWhole) { measured($0) <= width + 1e-6 }
        if low == 0 { return (ellipsis, ellipsisWidth) }
        return (cut(low).content(of: content), measured(low))
    }
}

extension TextSetter {
    /// How many characters a truncated text keeps: the most, up to `high`, whose candidate `fits`
    /// (its width grows with the count). `bracketing` (a long text: the rest of a long run on a
    /// truncated last line) first doubles from one character, so no width measured is much longer
    /// than what fits and the cost follows the line's length, not the text's; then it bisects.
    /// A `fits` that throws (the text not read that far) ends the search with its error.
    static func mostKept(upTo high: Int, bracketing: Bool, fits: (Int) throws -> Bool) rethrows -> Int {
        var low = 0, high = high
        if bracketing {
            var step = 1
            while step <= high {
                guard try fits(step) else {
                    high = step - 1
                    break
                }
                low = step
                step *= 2
            }
        }
        while low < high {
            let mid = (low + high + 1) / 2
            if try fits(mid) { low = mid } else { high = mid - 1 }
        }
        return low
    }
}

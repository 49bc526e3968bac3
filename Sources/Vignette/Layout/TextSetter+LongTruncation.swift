import Foundation

/// Truncating a long text (the rest of a 100k-character run on a widget's last line) without
/// splitting all of it into characters: the search `truncate` makes brackets the characters kept
/// by doubling from one, so it only ever reads the few hundred characters at the end(s) the
/// truncation mode keeps. The measurements, and so the result, are those of `truncate`.
extension TextSetter {
    /// `truncate(content, to:force:)` for a long text, reading only the characters it keeps
    /// and tries; nil when the search would reach far into the text (then `truncate` reads it all).
    func truncateLong(_ content: TextContent, to width: CGFloat, force: Bool) -> (TextContent, CGFloat)? {
        var ends = TextEnds(content.text)
        let mode = environment.truncationMode
        // More characters than `truncate` searches at once, so its search is the doubling one.
        guard ends.holds(Self.searchedWhole + 2, mode) else { return nil }
        let end = content.text.utf8.count
        func head(_ kept: Int) -> TextContent { content.slice(0..<ends.headEnd(kept)) }
        func tail(_ kept: Int) -> TextContent { content.slice(ends.tailStart(kept)..<end) }
        func candidate(_ kept: Int) -> TextContent {
            switch mode {
            case .tail:
                return head(kept) + content.styled("…", likeOffset: ends.frontOffsets[max(kept - 1, 0)])
            case .head:
                return content.styled("…", likeOffset: ends.backOffsets[kept]) + tail(kept)
            case .middle:
                let front = (kept + 1) / 2
                return head(front) + content.styled("…", likeOffset: ends.frontOffsets[max(front - 1, 0)])
                    + tail(kept - front)
            }
        }
        let ellipsis = candidate(0), ellipsisWidth = engine.width(of: ellipsis)
        if ellipsisWidth > width + 1e-6 { return (ellipsis, ellipsisWidth) }
        // `truncate` doubles while the count (less one, unforced) holds; a count the text is not
        // read that far for means `truncate` must read it all.
        struct NotRead: Error {}
        guard
            let low = try? Self.mostKept(
                upTo: Int.max / 4, bracketing: true,
                fits: { kept in
                    guard ends.holds(force ? kept : kept + 1, mode) else { throw NotRead() }
                    return engine.width(of: candidate(kept)) <= width + 1e-6
                })
        else { return nil }
        if low == 0 { return (ellipsis, ellipsisWidth) }
        let result = candidate(low)
        return (result, engine.width(of: result))
    }
}

/// The characters at the start and the end of a text, split off only as far as asked.
private struct TextEnds {
    let text: String
    private var frontIndex: String.Index, backIndex: String.Index
    /// From the start: the characters, and the UTF-8 offset where each starts (then the next would).
    private var front: [Character] = []
    private(set) var frontOffsets = [0]
    /// From the end: the last character first, and offsets from the end of the text back to where each starts.
    private var back: [Character] = []
    private(set) var backOffsets: [Int]

    init(_ text: String) {
        self.text = text
        frontIndex = text.startIndex
        backIndex = text.endIndex
        backOffsets = [text.utf8.count]
    }

    /// Where the first `kept` characters end, white space at their end left out (split off already).
    func headEnd(_ kept: Int) -> Int {
        var to = kept
        while to > 0, front[to - 1].isWhitespace { to -= 1 }
        return frontOffsets[to]
    }

    /// Where the last `kept` characters start, white space at their start left out (split off already).
    func tailStart(_ kept: Int) -> Int {
        var from = kept  // characters from the end
        while from > 0, back[from - 1].isWhitespace { from -= 1 }
        return backOffsets[from]
    }

    /// Whether the text has at least `count` characters, as the mode reads them (from the start,
    /// the end, or half from each without the halves meeting); splits them off.
    mutating func holds(_ count: Int, _ mode: TruncationMode) -> Bool {
        switch mode {
        case .tail: return fromFront(count)
        case .head: return fromBack(count)
        case .middle:
            return fromFront((count + 1) / 2) && fromBack(count / 2)
                && frontOffsets[(count + 1) / 2] <= backOffsets[count / 2]
        }
    }

    private mutating func fromFront(_ count: Int) -> Bool {
        while front.count < count {
            guard frontIndex < text.endIndex else { return false }
            let character = text[frontIndex]
            frontIndex = text.index(after: frontIndex)
            front.append(character)
            frontOffsets.append(frontOffsets[frontOffsets.count - 1] + character.utf8.count)
        }
        return true
    }

    private mutating func fromBack(_ count: Int) -> Bool {
        while back.count < count {
            guard backIndex > text.startIndex else { return false }
            backIndex = text.index(before: backIndex)
            let character = text[backIndex]
            back.append(character)
            backOffsets.append(backOffsets[backOffsets.count - 1] - character.utf8.count)
        }
        return true
    }
}

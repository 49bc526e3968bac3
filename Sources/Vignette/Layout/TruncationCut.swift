import Foundation

/// One candidate of a truncation search: the text kept before the ellipsis and after it, as
/// UTF-8 ranges of the text, and the offset whose style the ellipsis takes (its neighbour's).
struct TruncationCut {
    /// The text before the ellipsis (`.tail`, `.middle`); nil when the ellipsis leads.
    var front: Range<Int>?
    /// The character the ellipsis is styled like.
    var ellipsisLike: Int
    /// The text after the ellipsis (`.head`, `.middle`); nil when the ellipsis ends the line.
    var back: Range<Int>?

    /// The cut as styled content: each piece in its own style, the ellipsis in its neighbour's.
    func content(of text: TextContent) -> TextContent {
        var out = text.styled("…", likeOffset: ellipsisLike)
        if let front { out = text.slice(front) + out }
        if let back { out = out + text.slice(back) }
        return out
    }

    /// The cut's characters alone: what `content(of:)` holds, for text in one style.
    func string(of text: TextContent) -> String {
        var out = front.map { text.substring($0) } ?? ""
        out += "…"
        if let back { out += text.substring(back) }
        return out
    }
}

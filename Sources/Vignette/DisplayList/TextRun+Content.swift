import Foundation

extension TextRun {
    /// The run's text with its styles: its spans, or the whole text in its own font,
    /// colour and tracking.
    public var content: TextContent {
        guard !spans.isEmpty else { return TextContent(text, font: font, tracking: tracking, color: color) }
        let bytes = Array(text.utf8)
        return TextContent(pieces: spans.map { (String(decoding: bytes[$0.range], as: UTF8.self), $0) })
    }
}

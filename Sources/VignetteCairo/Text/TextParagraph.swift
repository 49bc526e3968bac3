import CCairo
import Foundation

/// A paragraph as a Pango layout splits text, with the base direction the layout gives it.
///
/// Pango 1.50 (`pango_layout_check_lines`) itemizes, analyses and breaks each paragraph on
/// its own: it ends after a newline, a carriage return (with the newline after it) or
/// U+2029, and its direction is that of its first strong character, else the previous
/// paragraph's, and before the first paragraph the whole text's first strong character's,
/// else the context's. Laying out part of a paragraph with this direction set makes Pango
/// resolve it as it does inside the whole text.
struct TextParagraph {
    /// UTF-8 offsets from the paragraph's start to the next one's (its delimiter included).
    var range: Range<Int>
    /// Where its delimiter starts: `range.upperBound` for the last paragraph.
    var delimiter: Int
    var direction: PangoDirection

    /// The paragraphs of `bytes` (valid UTF-8 without NUL); text ending in a delimiter ends
    /// with an empty paragraph, as Pango gives it an empty last line.
    static func split(_ bytes: [UInt8], contextDirection: PangoDirection) -> [TextParagraph] {
        bytes.withUnsafeBufferPointer { buffer in
            let count = buffer.count
            var previous = firstStrongDirection(buffer, 0..<count) ?? contextDirection
            var paragraphs: [TextParagraph] = []
            var start = 0
            while true {
                var delimiterIndex: Int32 = 0, nextIndex: Int32 = 0
                buffer.baseAddress.map { base in
                    let text = UnsafeRawPointer(base + start).assumingMemoryBound(to: CChar.self)
                    pango_find_paragraph_boundary(text, Int32(count - start), &delimiterIndex, &nextIndex)
                }
                let delimiter = start + Int(delimiterIndex), next = start + Int(nextIndex)
                if let strong = firstStrongDirection(buffer, start..<delimiter) { previous = strong }
                paragraphs.append(TextParagraph(range: start..<next, delimiter: delimiter, direction: previous))
                if delimiter == count { return paragraphs }
                start = next
            }
        }
    }

    /// The direction of the first strong character in `range`, nil if it has none.
    static func firstStrongDirection(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> PangoDirection? {
        guard let base = bytes.baseAddress, !range.isEmpty else { return nil }
        let text = UnsafeRawPointer(base + range.lowerBound).assumingMemoryBound(to: CChar.self)
        let direction = PangoDirection(rawValue: findBaseDirection(text, Int32(range.count)))
        return direction == PANGO_DIRECTION_NEUTRAL ? nil : direction
    }

    /// `pango_find_base_dir`, with which Pango's layout finds a paragraph's direction. Its
    /// header marks it deprecated (Pango suggests fribidi, whose types Vignette does not
    /// import), so it is looked up when first needed; the layout's own rule is the point.
    private static let findBaseDirection: @convention(c) (UnsafePointer<CChar>?, Int32) -> UInt32 = {
        guard let symbol = dlsym(nil, "pango_find_base_dir") else {
            preconditionFailure("libpango has no pango_find_base_dir")
        }
        return unsafeBitCast(symbol, to: (@convention(c) (UnsafePointer<CChar>?, Int32) -> UInt32).self)
    }()
}

/// Reading Unicode scalars out of UTF-8 that Swift produced (so known to be valid).
enum UTF8Scalars {
    /// Whether `byte` starts a scalar (is not a continuation byte).
    @inline(__always) static func isStart(_ byte: UInt8) -> Bool { byte & 0xC0 != 0x80 }

    /// The scalar starting at `offset` and its length in bytes.
    static func decode(_ bytes: UnsafeBufferPointer<UInt8>, at offset: Int) -> (UInt32, Int) {
        let lead = UInt32(bytes[offset])
        switch lead {
        case 0..<0x80: return (lead, 1)
        case 0xC0..<0xE0: return ((lead & 0x1F) << 6 | UInt32(bytes[offset + 1] & 0x3F), 2)
        case 0xE0..<0xF0:
            return ((lead & 0x0F) << 12 | UInt32(bytes[offset + 1] & 0x3F) << 6 | UInt32(bytes[offset + 2] & 0x3F), 3)
        default:
            return (
                (lead & 0x07) << 18 | UInt32(bytes[offset + 1] & 0x3F) << 12 | UInt32(bytes[offset + 2] & 0x3F) << 6
                    | UInt32(bytes[offset + 3] & 0x3F), 4
            )
        }
    }
}

/// Which characters of a text need more than the usual care when it is windowed.
struct ScriptsNeedingCare {
    /// Right-to-left letters, Arabic digits or bidi controls: embedding levels other than 0.
    var haveLevels = false
    /// Scripts whose letters HarfBuzz joins across the start of a run (Arabic, Syriac, N'Ko,
    /// Mandaic, Mongolian, Phags-pa, Adlam and the historic right-to-left scripts).
    var join = false

    init(_ bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer { buffer in
            var offset = 0
            while offset < buffer.count {
                // Lead bytes below 0xD6 (and continuation bytes) are scalars below U+0580: neither.
                if buffer[offset] < 0xD6 {
                    offset += 1
                    continue
                }
                let (scalar, length) = UTF8Scalars.decode(buffer, at: offset)
                offset += length
                switch scalar {
                case 0x0590...0x05FF, 0x0780...0x07BF, 0x0800...0x083F, 0xFB1D...0xFB4F,
                    0x200F, 0x202A...0x202E, 0x2066...0x2069:
                    haveLevels = true
                case 0x0600...0x077F, 0x07C0...0x07FF, 0x0840...0x08FF, 0xFB50...0xFDFF, 0xFE70...0xFEFF,
                    0x10800...0x10FFF, 0x1E800...0x1EFFF:
                    haveLevels = true
                    join = true
                case 0x1800...0x18AF, 0xA840...0xA87F, 0x11660...0x1167F:
                    join = true
                default: break
                }
            }
        }
    }
}

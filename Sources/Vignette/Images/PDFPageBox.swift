import Foundation

/// A PDF's first page size read from its bytes without a PDF library, so the core can lay out a PDF
/// picture before the backend draws it: the page's `/CropBox`, else its `/MediaBox` (the box PDF
/// viewers and poppler show, ISO 32000-1 §14.11.2), in PDF points — 1/72 inch, which are points.
enum PDFPageBox {
    /// Whether the bytes start as a PDF file does (`%PDF-`, ISO 32000-1 §7.5.2).
    static func isPDF(_ data: Data) -> Bool {
        data.prefix(5).elementsEqual("%PDF-".utf8)
    }

    /// Width and height of the first `/CropBox` in the file, else of the first `/MediaBox`; nil when
    /// neither is written out as four numbers (a page dictionary inside a compressed object stream,
    /// or a box given by reference), or the box is empty.
    static func firstPageSize(_ data: Data) -> CGSize? {
        let text = String(decoding: data, as: Unicode.ASCII.self)
        return box(named: "/CropBox", in: text) ?? box(named: "/MediaBox", in: text)
    }

    /// The size of the first `name [x0 y0 x1 y1]` in `text`.
    private static func box(named name: String, in text: String) -> CGSize? {
        var searchStart = text.startIndex
        while let found = text.range(of: name, range: searchStart..<text.endIndex) {
            searchStart = found.upperBound
            let rest = text[found.upperBound...].drop { $0 == " " || $0 == "\n" || $0 == "\r" || $0 == "\t" }
            guard rest.first == "[", let close = rest.firstIndex(of: "]") else { continue }
            let numbers = rest[rest.index(after: rest.startIndex)..<close]
                .split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\r" || $0 == "\t" })
                .compactMap { Double($0) }
            guard numbers.count == 4 else { continue }
            let width = abs(numbers[2] - numbers[0]), height = abs(numbers[3] - numbers[1])
            if width > 0, height > 0 { return CGSize(width: width, height: height) }
        }
        return nil
    }
}

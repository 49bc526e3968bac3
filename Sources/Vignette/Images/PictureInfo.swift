import Foundation

/// What layout needs to know about a picture without decoding it: its format and natural
/// size in points. The core reads only the header of bytes it is given, so it stays free of
/// C libraries and file IO; the backend decodes the pixels.
public struct PictureInfo: Hashable, Sendable {
    /// The picture formats Vignette draws.
    public enum Format: String, Hashable, Sendable { case png, jpeg, svg, pdf }

    /// Which way a JPEG's stored pixels are turned to be upright: EXIF tag 0x0112's values 1–8, in
    /// the order of `UIImage.Orientation`'s names for them.
    public enum Orientation: Int, Hashable, Sendable {
        /// EXIF 1 to 8: as stored; mirrored; turned a half; mirrored top to bottom; transposed; stored
        /// rotated a quarter anticlockwise, so turned a quarter clockwise; transversed; the reverse of `right`.
        case up = 1, upMirrored, down, downMirrored, leftMirrored, right, rightMirrored, left

        /// Whether the upright picture is the stored one turned a quarter (width and height swap).
        public var swapsSides: Bool { rawValue >= 5 }
    }

    /// PNG, JPEG, SVG or PDF, from the bytes (not the file name).
    public var format: Format
    /// The natural size in points, upright: PNG and JPEG pixels over the file name's scale
    /// (`@2x`, `@3x`), SVG user units one to a point, a PDF's first page (its crop box, else its
    /// media box) in PDF points, which are points.
    public var size: CGSize
    /// How the stored pixels are turned to be upright (a JPEG's EXIF orientation; else `.up`).
    public var orientation: Orientation = .up
    /// For a PDF: drawn from its vectors at whatever size it is given (an asset catalogue's
    /// `preserves-vector-representation`), or, when false, as the bitmap Xcode makes of it at build
    /// time — its page at its natural size and the display's scale — stretched to its frame.
    public var preservesVectorData = true
    /// For a PDF drawn as Xcode's bitmap: its pixels a point when the asset catalogue puts the PDF in
    /// a scale's slot (`"scale": "1x"` makes a 1× bitmap, drawn up on a 3× screen); nil for a
    /// single-scale PDF, whose bitmap has the scale it is drawn at.
    public var bitmapScale: CGFloat?

    /// The facts of a picture whose backend read them (a PDF page's size from its renderer).
    public init(format: Format, size: CGSize) {
        self.format = format
        self.size = size
    }

    /// Reads the header of a picture file's bytes; `name` (its file name or path) gives a
    /// PNG's scale unless `scale` does, and names it in errors.
    ///
    /// - Throws: `VignetteError.unreadableResource` naming `name` when the bytes are neither
    ///   a PNG, a whole JPEG, an SVG with a size nor a PDF whose page box can be read (naming their
    ///   format when it is HEIC, GIF…).
    public init(data: Data, name: String, scale: CGFloat? = nil) throws {
        let scale = scale ?? Self.scale(fromName: name)
        if let pixels = Self.pngPixels(data) {
            format = .png
            size = CGSize(width: pixels.width / scale, height: pixels.height / scale)
        } else if JPEGHeader.isJPEG(data) {
            let header: JPEGHeader
            do {
                header = try JPEGHeader(data)
            } catch {
                throw VignetteError.unreadableResource(
                    kind: "picture", path: name, base: nil, origin: nil, reason: "a JPEG, \(error.reason)")
            }
            format = .jpeg
            orientation = header.orientation
            let pixels = header.pixels
            let upright = orientation.swapsSides ? CGSize(width: pixels.height, height: pixels.width) : pixels
            size = CGSize(width: upright.width / scale, height: upright.height / scale)
        } else if let svg = Self.svgSize(data) {
            format = .svg
            size = svg
        } else if PDFPageBox.isPDF(data) {
            guard let box = PDFPageBox.firstPageSize(data) else {
                throw VignetteError.unreadableResource(
                    kind: "picture", path: name, base: nil, origin: nil,
                    reason: "a PDF with no readable page box (/CropBox or /MediaBox): not a whole PDF file")
            }
            format = .pdf
            size = box
        } else if let other = UndrawnFormat.name(of: data) {
            throw VignetteError.unreadableResource(
                kind: "picture", path: name, base: nil, origin: nil,
                reason: "a \(other) image; Vignette draws PNG, JPEG, SVG and PDF files only: save it as PNG or JPEG")
        } else {
            throw VignetteError.unreadableResource(
                kind: "picture", path: name, base: nil, origin: nil,
                reason: "not a PNG, JPEG, SVG or PDF image with a size")
        }
    }

    /// The scale a file name states the iOS way: `name@2x.png` is 2; otherwise 1.
    static func scale(fromName path: String) -> CGFloat {
        let stem = (path as NSString).deletingPathExtension
        for scale in [2, 3, 4] where stem.hasSuffix("@\(scale)x") { return CGFloat(scale) }
        return 1
    }

    /// Width and height from a PNG's IHDR chunk, which the format puts first.
    static func pngPixels(_ data: Data) -> CGSize? {
        let bytes = [UInt8](data.prefix(24))
        guard bytes.count == 24, bytes[0..<8] == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] else { return nil }
        func u32(_ at: Int) -> CGFloat { CGFloat(bytes[at..<at + 4].reduce(0) { $0 << 8 | UInt32($1) }) }
        return CGSize(width: u32(16), height: u32(20))
    }

    /// `width`/`height` of the root `<svg>` element, or its viewBox's; units are dropped
    /// (one user unit or px is a point), percentages fall back to the viewBox.
    static func svgSize(_ data: Data) -> CGSize? {
        let text = String(decoding: data.prefix(16_384), as: UTF8.self)
        guard let start = text.range(of: "<svg"), let end = text[start.upperBound...].firstIndex(of: ">") else {
            return nil
        }
        let tag = String(text[start.upperBound..<end])
        func attribute(_ name: String) -> String? {
            guard let regex = try? NSRegularExpression(pattern: "(?:^|\\s)\(name)\\s*=\\s*[\"']([^\"']*)[\"']") else {
                return nil
            }
            let range = NSRange(tag.startIndex..., in: tag)
            guard let match = regex.firstMatch(in: tag, range: range), let value = Range(match.range(at: 1), in: tag)
            else { return nil }
            return String(tag[value])
        }
        func length(_ value: String?) -> CGFloat? {
            guard let value, !value.hasSuffix("%") else { return nil }
            let number = value.prefix { "0123456789.+-eE".contains($0) }
            return Double(number).map { CGFloat($0) }.flatMap { $0 > 0 ? $0 : nil }
        }
        let box = attribute("viewBox")?.split(whereSeparator: { $0 == " " || $0 == "," }).compactMap { Double($0) }
        let boxSize = box.flatMap { $0.count == 4 ? CGSize(width: $0[2], height: $0[3]) : nil }
        let width = length(attribute("width")), height = length(attribute("height"))
        switch (width, height, boxSize) {
        case (let w?, let h?, _): return CGSize(width: w, height: h)
        case (let w?, nil, let b?) where b.width > 0: return CGSize(width: w, height: w * b.height / b.width)
        case (nil, let h?, let b?) where b.height > 0: return CGSize(width: h * b.width / b.height, height: h)
        case (nil, nil, let b?): return b
        default: return nil
        }
    }
}

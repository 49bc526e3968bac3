import Foundation

/// A picture ready for layout and painting: its header facts and the file's bytes, which
/// the backend decodes. A `ResourceResolver` makes one for each picture before layout.
public struct ResolvedPicture: Hashable, Sendable {
    /// The format and natural size in points.
    public var info: PictureInfo
    /// The whole file, as read.
    public var bytes: Data

    /// A picture from the bytes of a PNG, JPEG, SVG or PDF file; `name` (the file's name or path) gives
    /// a PNG's or JPEG's scale (`@2x`, `@3x`) unless `scale` does, and names it in errors.
    ///
    /// - Throws: `VignetteError.unreadableResource` when the bytes are neither a PNG, a whole
    ///   JPEG nor an SVG with a size.
    public init(bytes: Data, name: String, scale: CGFloat? = nil) throws {
        info = try PictureInfo(data: bytes, name: name, scale: scale)
        self.bytes = bytes
    }

    /// A picture whose facts the caller read (a backend that opened a PDF with its renderer).
    public init(bytes: Data, info: PictureInfo) {
        self.info = info
        self.bytes = bytes
    }
}

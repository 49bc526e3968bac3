import Foundation
import VignettePNG

extension UIImage {
    /// An image with no content (UIKit's `UIImage()`): one transparent pixel, drawn as nothing visible.
    /// UIKit's has no size at all; this one is one pixel at 3 pixels a point, a third of a point.
    public convenience init() {
        let png = (try? PNGWriter.png(Bitmap(width: 1, height: 1, bytes: [0, 0, 0, 0]))) ?? Data()
        self.init(source: Self.fileSource(for: png, kind: "png") ?? .file("/nonexistent"), scale: 3)
    }

    /// The image of `data` at `scale` pixels a point (UIKit's `init(data:scale:)`); nil when the bytes are no picture.
    public convenience init?(data: Data, scale: CGFloat) {
        guard let kind = Self.kind(of: data), let source = Self.fileSource(for: data, kind: kind) else { return nil }
        self.init(source: source, scale: scale)
    }
}

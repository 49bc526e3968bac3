import Foundation
import VignettePNG

extension Bitmap {
    /// SHA-256 of the size and the raw straight-alpha pixels, as lowercase hex.
    ///
    /// Snapshot references store it in their PNG (`PNGText.pixelDigestKey`), so an
    /// unchanged render is verified by comparing two strings, without decoding the reference.
    /// Here, not in VignettePNG, because the SHA-256 is GLib's (`FontFingerprint.sha256`).
    public var pixelDigest: String {
        var data = Data("rgba8 \(width)x\(height)\n".utf8)
        bytes.withUnsafeBufferPointer { data.append($0) }
        return FontFingerprint.sha256(data)
    }
}

import VignettePNG

/// The pictures written for a failed comparison.
enum DiffImages {
    /// The reference faded to a pale grey, with differing pixels in red and excused
    /// anti-aliasing pixels in yellow, so the eye goes straight to what changed.
    static func diff(reference: Bitmap, comparison: PixelComparison) -> Bitmap {
        var bytes = [UInt8](repeating: 255, count: comparison.pixelCount * 4)
        reference.bytes.withUnsafeBufferPointer { source in
            let image = RGBAImage(width: reference.width, height: reference.height, bytes: source)
            for (index, verdict) in comparison.verdicts.enumerated() {
                let p = index * 4
                switch verdict {
                case .differs: (bytes[p], bytes[p + 1], bytes[p + 2]) = (230, 0, 38)
                case .antialiasing: (bytes[p], bytes[p + 1], bytes[p + 2]) = (255, 196, 0)
                case .identical, .withinThreshold:
                    // 15% of the reference's brightness over white: visible but quiet.
                    let grey = UInt8(255 - (255 - image.brightness(index)) * 0.15)
                    (bytes[p], bytes[p + 1], bytes[p + 2]) = (grey, grey, grey)
                }
            }
        }
        return Bitmap(width: comparison.width, height: comparison.height, bytes: bytes)
    }

    /// Reference, actual and diff next to each other on a light grey strip, tops aligned.
    static func sideBySide(_ images: [Bitmap], gap: Int = 16) -> Bitmap {
        let width = images.map(\.width).reduce(gap, { $0 + $1 + gap })
        let height = (images.map(\.height).max() ?? 0) + 2 * gap
        var canvas = [UInt8](repeating: 236, count: width * height * 4)
        for index in stride(from: 3, to: canvas.count, by: 4) { canvas[index] = 255 }
        var left = gap
        canvas.withUnsafeMutableBufferPointer { out in
            for image in images {
                image.bytes.withUnsafeBufferPointer { pixels in
                    for y in 0..<image.height {
                        for x in 0..<image.width {
                            let source = (y * image.width + x) * 4
                            let target = ((y + gap) * width + left + x) * 4
                            // Composite over the strip so transparent corners show as strip grey.
                            let alpha = UInt32(pixels[source + 3])
                            for channel in 0..<3 {
                                let blended =
                                    UInt32(pixels[source + channel]) * alpha + UInt32(out[target + channel])
                                    * (255 - alpha)
                                out[target + channel] = UInt8((blended + 127) / 255)
                            }
                        }
                    }
                }
                left += image.width + gap
            }
        }
        return Bitmap(width: width, height: height, bytes: canvas)
    }

    /// `image` on a transparent canvas of `width`×`height`, top left; to compare
    /// bitmaps of different sizes over the area of both.
    static func padded(_ image: Bitmap, width: Int, height: Int) -> Bitmap {
        guard image.width != width || image.height != height else { return image }
        var bytes = [UInt8](repeating: 0, count: width * height * 4)
        for y in 0..<min(image.height, height) {
            let count = min(image.width, width) * 4
            let source = y * image.width * 4
            bytes.replaceSubrange((y * width * 4)..<(y * width * 4 + count), with: image.bytes[source..<source + count])
        }
        return Bitmap(width: width, height: height, bytes: bytes)
    }
}

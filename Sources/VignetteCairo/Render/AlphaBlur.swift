import Foundation

/// A Gaussian blur of an 8-bit alpha image, approximated by three box blurs in each
/// direction (the method of the SVG/CSS filter specification for `feGaussianBlur`).
/// Integer arithmetic only, so the result is the same on every machine.
enum AlphaBlur {
    /// Blurs `pixels` (rows of `stride` bytes, `width` used) in place with standard deviation `sigma` pixels.
    static func blur(_ pixels: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int, sigma: Double) {
        guard sigma >= 0.5, width > 0, height > 0 else { return }
        let boxes = boxSizes(sigma)
        var line = [UInt8](repeating: 0, count: max(width, height))
        var scratch = line
        for y in 0..<height {
            let row = pixels + y * stride
            for x in 0..<width { line[x] = row[x] }
            blurLine(&line, &scratch, count: width, boxes: boxes)
            for x in 0..<width { row[x] = line[x] }
        }
        for x in 0..<width {
            for y in 0..<height { line[y] = pixels[y * stride + x] }
            blurLine(&line, &scratch, count: height, boxes: boxes)
            for y in 0..<height { pixels[y * stride + x] = line[y] }
        }
    }

    /// Blurs each of the four bytes of premultiplied ARGB32 `pixels` as its own plane (a view's
    /// `blur(radius:)`): premultiplied channels blur independently, and the same rounding keeps each
    /// colour at most its alpha.
    static func blurChannels(_ pixels: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int, sigma: Double)
    {
        guard sigma >= 0.5, width > 0, height > 0 else { return }
        var plane = [UInt8](repeating: 0, count: width * height)
        for channel in 0..<4 {
            for y in 0..<height {
                for x in 0..<width { plane[y * width + x] = pixels[y * stride + x * 4 + channel] }
            }
            plane.withUnsafeMutableBufferPointer {
                blur($0.baseAddress!, width: width, height: height, stride: width, sigma: sigma)
            }
            for y in 0..<height {
                for x in 0..<width { pixels[y * stride + x * 4 + channel] = plane[y * width + x] }
            }
        }
    }

    /// The three box passes as (size, offset of the window's start from the pixel).
    ///
    /// d = ⌊σ·3·√(2π)/4 + ½⌋; an odd d gives three centred boxes of d, an even d two
    /// boxes of d (one leaning left, one right) and a centred box of d + 1.
    static func boxSizes(_ sigma: Double) -> [(size: Int, lead: Int)] {
        let d = Int((sigma * 3 * (2 * Double.pi).squareRoot() / 4 + 0.5).rounded(.down))
        guard d > 1 else { return [] }
        if d % 2 == 1 { return Array(repeating: (d, d / 2), count: 3) }
        return [(d, d / 2), (d, d / 2 - 1), (d + 1, d / 2)]
    }

    /// Box blurs along one line; pixels beyond the ends count as transparent.
    private static func blurLine(
        _ line: inout [UInt8], _ scratch: inout [UInt8], count: Int,
        boxes: [(size: Int, lead: Int)]
    ) {
        for (size, lead) in boxes {
            // Window of pixel i: i − lead … i − lead + size − 1.
            var sum = 0
            for j in 0..<min(size - lead - 1, count) where j >= 0 { sum += Int(line[j]) }
            for i in 0..<count {
                let entering = i - lead + size - 1, leaving = i - lead - 1
                if entering >= 0 && entering < count { sum += Int(line[entering]) }
                if leaving >= 0 && leaving < count { sum -= Int(line[leaving]) }
                scratch[i] = UInt8((sum + size / 2) / size)
            }
            swap(&line, &scratch)
        }
    }
}

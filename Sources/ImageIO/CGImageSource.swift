import CoreGraphics
import Foundation
internal import UIKit
@_exported import VignetteFoundation

/// An image source over encoded bytes (ImageIO's `CGImageSource`): here PNG and JPEG, which Vignette
/// decodes (Docs/Compatibility.md, "Frameworks Linux lacks"). Other formats (HEIC, GIF…) make no source:
/// the creation returns nil, as Apple's does when it cannot read the data.
public final class CGImageSource: @unchecked Sendable {
    let data: Data
    init(data: Data) { self.data = data }
}

/// Makes a thumbnail even when the file holds one (ignored here: thumbnails are always made).
public let kCGImageSourceCreateThumbnailFromImageAlways: CFString = "kCGImageSourceCreateThumbnailFromImageAlways"
/// Makes a thumbnail when the file holds none.
public let kCGImageSourceCreateThumbnailFromImageIfAbsent: CFString = "kCGImageSourceCreateThumbnailFromImageIfAbsent"
/// Turns the thumbnail by the image's orientation (Vignette's images are always upright).
public let kCGImageSourceCreateThumbnailWithTransform: CFString = "kCGImageSourceCreateThumbnailWithTransform"
/// Decodes at once (always so here).
public let kCGImageSourceShouldCacheImmediately: CFString = "kCGImageSourceShouldCacheImmediately"
/// Keeps the decoded image (always so here).
public let kCGImageSourceShouldCache: CFString = "kCGImageSourceShouldCache"
/// The largest width or height of a thumbnail, in pixels.
public let kCGImageSourceThumbnailMaxPixelSize: CFString = "kCGImageSourceThumbnailMaxPixelSize"

/// A source over `data`; nil when the bytes are not a PNG or a JPEG.
public func CGImageSourceCreateWithData(_ data: CFData, _ options: CFDictionary?) -> CGImageSource? {
    UIImage.decode(data) == nil ? nil : CGImageSource(data: data)
}

/// A source over the file at `url`; nil when it cannot be read or decoded.
public func CGImageSourceCreateWithURL(_ url: URL, _ options: CFDictionary?) -> CGImageSource? {
    (try? Data(contentsOf: url)).flatMap { CGImageSourceCreateWithData($0, options) }
}

/// How many images the source holds: 1 (PNG and JPEG hold one).
public func CGImageSourceGetCount(_ source: CGImageSource) -> Int { 1 }

/// The image at `index` (only 0 exists), decoded.
public func CGImageSourceCreateImageAtIndex(_ source: CGImageSource, _ index: Int, _ options: CFDictionary?) -> CGImage?
{
    index == 0 ? UIImage.decode(source.data) : nil
}

/// A thumbnail of the image at `index`: the image scaled down, keeping its proportions, so that neither
/// side is over `kCGImageSourceThumbnailMaxPixelSize` (the full image when it is not given or the image
/// is smaller): "If this key is not specified, the width and height of a thumbnail is not limited and
/// thumbnails may be as big as the image itself" (Apple's `kCGImageSourceThumbnailMaxPixelSize`).
public func CGImageSourceCreateThumbnailAtIndex(
    _ source: CGImageSource, _ index: Int, _ options: CFDictionary?
) -> CGImage? {
    guard let image = CGImageSourceCreateImageAtIndex(source, index, options) else { return nil }
    let limit = (options?[kCGImageSourceThumbnailMaxPixelSize]).flatMap(pixelCount) ?? .infinity
    let longest = CGFloat(max(image.width, image.height))
    guard limit > 0, longest > limit else { return image }
    let factor = limit / longest
    let size = CGSize(
        width: max(1, (CGFloat(image.width) * factor).rounded()),
        height: max(1, (CGFloat(image.height) * factor).rounded()))
    let format = UIGraphicsImageRendererFormat()
    format.scale = 1
    let scaled = UIGraphicsImageRenderer(size: size, format: format).image { _ in
        UIImage(cgImage: image).draw(in: CGRect(origin: .zero, size: size))
    }
    return scaled.cgImage
}

/// A pixel count given as any number type.
private func pixelCount(_ value: Any) -> CGFloat? {
    switch value {
    case let v as CGFloat: v
    case let v as Double: CGFloat(v)
    case let v as Int: CGFloat(v)
    case let v as Float: CGFloat(v)
    case let v as NSNumber: CGFloat(v.doubleValue)
    default: nil
    }
}

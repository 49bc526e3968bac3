import CoreGraphics
import Foundation
internal import UIKit
import VignetteFoundation

/// An image destination writing encoded bytes (ImageIO's `CGImageDestination`): here PNG only, which
/// Vignette encodes. Another type ("public.heic", "public.jpeg"…) makes no destination: the creation
/// returns nil, as Apple's does for a type it cannot write, so code falls back as on such a device.
public final class CGImageDestination: @unchecked Sendable {
    let data: NSMutableData
    var images: [CGImage] = []
    init(data: NSMutableData) { self.data = data }
}

/// The lossy compression quality, 0 to 1 (JPEG and HEIC; not used by PNG).
public let kCGImageDestinationLossyCompressionQuality: CFString = "kCGImageDestinationLossyCompressionQuality"

/// A destination appending to `data` in the format `type` names: "public.png" only; nil otherwise.
public func CGImageDestinationCreateWithData(
    _ data: CFMutableData, _ type: CFString, _ count: Int, _ options: CFDictionary?
) -> CGImageDestination? {
    type == "public.png" && count >= 1 ? CGImageDestination(data: data) : nil
}

/// Adds `image` to be written.
public func CGImageDestinationAddImage(_ destination: CGImageDestination, _ image: CGImage, _ properties: CFDictionary?)
{
    destination.images.append(image)
}

/// Writes the first image added as a PNG; false when none was added or it cannot be encoded.
public func CGImageDestinationFinalize(_ destination: CGImageDestination) -> Bool {
    guard let image = destination.images.first, let png = UIImage(cgImage: image).pngData() else { return false }
    destination.data.append(png)
    return true
}

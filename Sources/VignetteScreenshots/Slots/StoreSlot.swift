import Foundation
import Vignette

/// An App Store Connect screenshot size: the pixel size an upload must have exactly.
///
/// The sizes are ASC's (Docs/WidgetFacts.md §7). Each slot matches one screen in the device
/// table: the device whose screen in points times its scale is the slot's portrait size,
/// so widget sizes, grid and corner radius come from the data, not from the slot.
public struct StoreSlot: Hashable, Sendable, CustomStringConvertible {
    /// The size class as ASC names it, e.g. `iphone-6.9`.
    public let sizeClass: String
    /// The portrait size in pixels; landscape is its transpose.
    public let portraitPixels: PixelSize
    /// iPhone or iPad: which device screens fit the slot.
    public let platform: Device.Platform

    /// The sizes Vignette renders (Docs/WidgetFacts.md §7, ASC): the two 6.9" and the two 6.5"
    /// iPhone sizes of current native screens, and the iPad 13" size of the M4/M5 iPad Pro.
    public static let all: [StoreSlot] = [
        StoreSlot(sizeClass: "iphone-6.9", portraitPixels: PixelSize(width: 1320, height: 2868), platform: .iPhone),
        StoreSlot(sizeClass: "iphone-6.9", portraitPixels: PixelSize(width: 1290, height: 2796), platform: .iPhone),
        StoreSlot(sizeClass: "iphone-6.5", portraitPixels: PixelSize(width: 1284, height: 2778), platform: .iPhone),
        StoreSlot(sizeClass: "iphone-6.5", portraitPixels: PixelSize(width: 1242, height: 2688), platform: .iPhone),
        StoreSlot(sizeClass: "ipad-13", portraitPixels: PixelSize(width: 2064, height: 2752), platform: .iPad),
    ]

    /// The id used in configs and file names: `iphone-6.9-1320x2868`.
    public var id: String { "\(sizeClass)-\(portraitPixels)" }

    /// The slot's id.
    public var description: String { id }

    /// The pixel size in `orientation`.
    public func pixels(_ orientation: Orientation) -> PixelSize {
        orientation == .portrait ? portraitPixels : portraitPixels.transposed
    }

    /// The slot with this id (`iphone-6.9-1320x2868`) or portrait size (`1320x2868`).
    ///
    /// - Throws: `VignetteError.unknownName(kind: "slot", …)` listing the known ids.
    public static func named(_ name: String) throws -> StoreSlot {
        let key = name.trimmingCharacters(in: .whitespaces).lowercased()
        guard let slot = all.first(where: { $0.id == key || $0.portraitPixels.description == key }) else {
            throw VignetteError.unknownName(kind: "slot", given: name, known: all.map(\.id))
        }
        return slot
    }

    /// The first device in `catalog` (table order) of this platform whose screen in pixels
    /// (points × scale) is the slot's portrait size: `iphone-16-pro-max` for 1320×2868,
    /// `iphone-14-pro-max` for 1290×2796, `iphone-12-pro-max` for 1284×2778,
    /// `iphone-xs-max` for 1242×2688, `ipad-pro-13-m4` for 2064×2752 (1032×1376 pt @2x).
    public func device(in catalog: DeviceCatalog = .standard) throws -> Device {
        let match = catalog.devices(platform: platform).first { device in
            PixelSize(
                width: Int((device.screenSize.width * device.scale).rounded()),
                height: Int((device.screenSize.height * device.scale).rounded())) == portraitPixels
        }
        guard let match else {
            throw VignetteError.invalidValue(
                name: "slot", value: id,
                expected: "a size that some \(platform.rawValue) in the device table has")
        }
        return match
    }
}

/// Which way up a screenshot is.
public enum Orientation: String, Hashable, Sendable, CaseIterable {
    /// Taller than wide, or wider than tall.
    case portrait, landscape
}

/// A width and height in whole pixels.
public struct PixelSize: Hashable, Sendable, CustomStringConvertible {
    /// Width in pixels.
    public var width: Int
    /// Height in pixels.
    public var height: Int

    /// A size of `width × height` pixels.
    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    /// The same size turned a quarter: width and height swapped.
    public var transposed: PixelSize { PixelSize(width: height, height: width) }
    /// `1320x2868`.
    public var description: String { "\(width)x\(height)" }
}

import Foundation
import Vignette

/// Where StandBy shows its two small widgets on the landscape screen.
///
/// Each is enlarged by `StandBy.scale` (the core's estimate: as tall as the short side
/// less 44 pt above and below, since Apple publishes no factor, Docs/WidgetFacts.md §4e) and
/// centred in its half of the screen.
public struct StandByLayout: Hashable, Sendable {
    /// The enlarged widgets' frames on the landscape screen, left then right.
    public var widgetFrames: [CGRect]
    /// Screen points per widget point.
    public var widgetScale: CGFloat

    /// The layout on `device`; throws when the device has no small widget size on `os`.
    public init(device: Device, os: OSVersion) throws {
        let small = try device.widgetSize(.systemSmall, os: os)
        widgetScale = StandBy.scale(for: device, widgetHeight: small.height)
        let side = small.width * widgetScale
        let landscape = CGSize(width: device.screenSize.height, height: device.screenSize.width)
        let top = (landscape.height - side) / 2
        widgetFrames = [landscape.width / 4, landscape.width * 3 / 4].map { center in
            CGRect(x: center - side / 2, y: top, width: side, height: side)
        }
    }
}

import Foundation
import Vignette

/// The dock's platter and the page dots above it. Apple publishes no dock geometry, so
/// these are our picks, tied to facts where one fits: the platter's corners are
/// concentric with the display's (radius = display corner radius − margin, §3), icons are
/// the HIG icon size (60 pt iPhone, 83.5 pt iPad Pro; §8).
public struct HomeDock: Hashable, Sendable {
    /// The platter, in screen points.
    public var frame: CGRect
    /// The platter's corner radius, concentric with the display's corners.
    public var cornerRadius: CGFloat
    /// The side of an app icon in the dock, in points.
    public var iconSize: CGFloat
    /// Centre of the page-dot row.
    public var pageDotsCenter: CGPoint

    /// The dock and page dots of `device`'s home screen.
    public init(device: Device) {
        let facts = ScreenFacts(device: device)
        let screen = device.screenSize
        switch device.platform {
        case .iPhone:
            // 12 pt from the sides and the bottom, 92 pt tall: about what iOS 18/26 shows.
            let margin: CGFloat = 12, height: CGFloat = 92
            frame = CGRect(
                x: margin, y: screen.height - margin - height, width: screen.width - 2 * margin, height: height)
            cornerRadius = min(height / 2, max(facts.cornerRadius - margin, 20))
            iconSize = 60
        case .iPad, .mac, .watch:
            // A floating platter sized to six icons, 18 pt above the bottom (the Mac's Dock is drawn alike).
            let icon: CGFloat = 83.5, height: CGFloat = 110, width = 6 * icon + 7 * 24
            frame = CGRect(x: (screen.width - width) / 2, y: screen.height - 18 - height, width: width, height: height)
            cornerRadius = 32
            iconSize = icon
        }
        pageDotsCenter = CGPoint(x: screen.width / 2, y: frame.minY - 20)
    }

    /// Centres of `count` icons spread evenly across the platter.
    public func iconCenters(count: Int) -> [CGPoint] {
        let step = frame.width / CGFloat(count)
        return (0..<count).map { CGPoint(x: frame.minX + step * (CGFloat($0) + 0.5), y: frame.midY) }
    }
}

import Foundation
import Vignette

/// Where the lock screen puts its date, clock and accessory widgets, portrait.
///
/// Widget sizes come from the device table (§1b, §1d); the rest are our picks after
/// iOS 17–26 lock screens, since Apple publishes no lock-screen geometry: the date line
/// just under the safe area, a 104 pt bold clock under it, and one row of accessory
/// widgets (up to two rectangular or four circular, 12 pt apart) centred under the clock.
public struct LockScreenLayout: Hashable, Sendable {
    /// Where the date line sits, above the clock.
    public var dateFrame: CGRect
    /// Where the clock sits.
    public var clockFrame: CGRect
    /// The clock's font size, in points.
    public var clockSize: CGFloat
    /// The top of the accessory widget row.
    public var widgetRowTop: CGFloat
    /// Space between accessory widgets, in points.
    public var widgetSpacing: CGFloat = 12

    /// The lock screen layout of `device` in portrait.
    public init(device: Device) {
        let facts = ScreenFacts(device: device)
        let width = device.screenSize.width
        let k = min(1.4, device.screenSize.width / 440)  // iPad: a little larger, not 2.3×
        dateFrame = CGRect(x: 0, y: facts.safeTop + 2, width: width, height: 26 * k)
        clockSize = 104 * k
        clockFrame = CGRect(x: 0, y: dateFrame.maxY - 4 * k, width: width, height: 112 * k)
        widgetRowTop = clockFrame.maxY + 8 * k
    }

    /// Frames of accessory widgets of `sizes`, side by side and centred on the screen.
    public func widgetFrames(sizes: [CGSize], screenWidth: CGFloat) -> [CGRect] {
        let total = sizes.map(\.width).reduce(0, +) + widgetSpacing * CGFloat(max(0, sizes.count - 1))
        var x = (screenWidth - total) / 2
        return sizes.map { size in
            defer { x += size.width + widgetSpacing }
            return CGRect(x: x, y: widgetRowTop, width: size.width, height: size.height)
        }
    }
}

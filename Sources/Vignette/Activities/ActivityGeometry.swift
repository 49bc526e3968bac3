import Foundation

/// The sizes a Live Activity is drawn at on a device, from Apple's Human Interface Guidelines
/// (Docs/LiveActivities.md §2, where each number has its source).
public struct ActivityGeometry: Hashable, Sendable {
    /// The Lock Screen banner.
    public var lockScreen: LockScreenBanner
    /// The Dynamic Island, nil on devices without one (the banner is then the only presentation).
    public var island: DynamicIslandGeometry?

    /// The Lock Screen banner: a fixed width and a height that follows the content within limits.
    public struct LockScreenBanner: Hashable, Sendable {
        /// Width in points.
        public var width: CGFloat
        /// The heights the banner may take, 84 to 160 points.
        public var heights: ClosedRange<CGFloat>
        /// The banner's continuous corner radius (an estimate: Apple publishes none).
        public var cornerRadius: CGFloat
        /// What the system insets the view by inside the banner (`lockScreenMargins`).
        public var margins: Insets = ActivityGeometry.lockScreenMargins
    }

    /// Heights of the banner and the expanded island: "height given as a range", 84–160 pt.
    public static let heights: ClosedRange<CGFloat> = 84...160
    /// The margins iOS keeps between a Lock Screen Live Activity's view and the banner's sides: the
    /// "14-point margins" it shares with notifications (WWDC23 "Design dynamic Live Activities"),
    /// left and right only; above and below, the banner is as tall as the view, as an iOS capture
    /// shows (Docs/LiveActivities.md, "Lock Screen margins").
    public static let lockScreenMargins = Insets(top: 0, leading: 14, bottom: 0, trailing: 14)
    /// Our estimate of the banner's corner radius, pending a device capture.
    public static let bannerCornerRadius: CGFloat = 24

    /// The geometry on `device`.
    public static func of(_ device: Device) -> ActivityGeometry {
        ActivityGeometry(
            lockScreen: LockScreenBanner(
                width: bannerWidth(on: device), heights: heights,
                cornerRadius: bannerCornerRadius),
            island: DynamicIslandGeometry.of(device))
    }

    /// The HIG's widths: 408 on 430-point-wide iPhones, 371 on 393-point ones, which is 11 pt in
    /// from each screen edge; other iPhones by that rule. iPads: 500 on the 1366-point-tall
    /// ones, 425 on the others.
    static func bannerWidth(on device: Device) -> CGFloat {
        let screen = device.screenSize
        switch device.platform {
        case .iPhone: return screen.width - 22
        // Live Activities on a watch or a Mac are not modelled; they take the iPad's rule.
        case .iPad, .mac, .watch: return max(screen.width, screen.height) >= 1366 ? 500 : 425
        }
    }
}

/// The Dynamic Island's sizes on one class of iPhone (Docs/LiveActivities.md §2).
public struct DynamicIslandGeometry: Hashable, Sendable {
    /// Each of the compact leading and trailing views: 62.33 × 36.67 or 52.33 × 36.67 pt.
    public var compactSlot: CGSize
    /// The island's width showing compact or minimal views: 250 or 230 pt.
    public var compactWidth: CGFloat
    /// The expanded island's width: 408 or 371 pt.
    public var expandedWidth: CGFloat
    /// The expanded island's heights, 84–160 pt.
    public var expandedHeights: ClosedRange<CGFloat>
    /// The widths a minimal view may take, 36.67–45 pt; it is as tall as the island.
    public var minimalWidths: ClosedRange<CGFloat>
    /// The island's corner radius, 44 pt ("its rounded corner shape matches the TrueDepth camera").
    public var cornerRadius: CGFloat

    /// The island's height at rest and in compact and minimal presentations.
    public var height: CGFloat { compactSlot.height }
    /// The TrueDepth camera's part of the island, between the compact slots: 125.34 pt on both
    /// classes (the island's width less the two slots; derived, not published).
    public var cameraWidth: CGFloat { compactWidth - 2 * compactSlot.width }

    /// The island on the 430-point class (Pro Max and Plus models).
    public static let large = DynamicIslandGeometry(
        compactSlot: CGSize(width: 62.33, height: 36.67), compactWidth: 250, expandedWidth: 408,
        expandedHeights: ActivityGeometry.heights, minimalWidths: 36.67...45, cornerRadius: 44)
    /// The island on the 393-point class (Pro and base models).
    public static let standard = DynamicIslandGeometry(
        compactSlot: CGSize(width: 52.33, height: 36.67), compactWidth: 230, expandedWidth: 371,
        expandedHeights: ActivityGeometry.heights, minimalWidths: 36.67...45, cornerRadius: 44)

    /// The devices with a Dynamic Island, by class. The HIG names the iPhone 14 Pro to 16 models;
    /// the iPhone 17 models share the 16 Pro's and 16 Pro Max's screens and are given their sizes.
    static let classes: [String: DynamicIslandGeometry] = {
        var table: [String: DynamicIslandGeometry] = [:]
        for id in [
            "iphone-14-pro-max", "iphone-15-plus", "iphone-15-pro-max", "iphone-16-plus", "iphone-16-pro-max",
            "iphone-17-pro-max",
        ] { table[id] = .large }
        for id in [
            "iphone-14-pro", "iphone-15", "iphone-15-pro", "iphone-16", "iphone-16-pro", "iphone-17",
            "iphone-17-pro",
        ] { table[id] = .standard }
        return table
    }()

    /// The island on `device`, nil when it has none (or Apple's table does not give its sizes).
    public static func of(_ device: Device) -> DynamicIslandGeometry? { classes[device.id] }
}

import Foundation
import Vignette

/// What the device table does not hold but a screen mock needs: safe-area insets, the
/// Dynamic Island, the display's corner radius with a fallback. Each number names its
/// source; the ones marked "our pick" are not published anywhere we found.
public struct ScreenFacts: Hashable, Sendable {
    /// Portrait safe-area insets in points.
    public var safeTop: CGFloat
    /// Portrait safe-area inset at the bottom (the home indicator), in points.
    public var safeBottom: CGFloat
    /// Whether the screen has a Dynamic Island (the status bar's time sits left of it).
    public var hasDynamicIsland: Bool
    /// The screen's corner radius in points.
    public var cornerRadius: CGFloat

    /// The facts for `device`.
    ///
    /// iPhone safe areas: Docs/WidgetFacts.md §3a ("secondary", useyourloaf): 440x956 and 402x874
    /// 62/34; 430x932 and 393x852 59/34; 428x926 and 390x844 47/34; 375x812 (mini 50, X/XS/11
    /// Pro 44)/34; 414x896 @2x (XR/11) 48/34. 414x896 @3x (XS Max, 11 Pro Max) is not in the
    /// table: 44/34, the notch of the X family it belongs to (derived). Home-button phones 20/0.
    /// iPad: 24/20 (status bar and home indicator; our pick, not in the facts).
    /// Dynamic Island: the phones with a 59 or 62 pt top inset (14 Pro and later; derived).
    /// Corner radius: the device table (§3a, §3b); where it has none (iPad Pro 13" M4),
    /// 18, the value of the other Face ID iPads (§3b).
    public init(device: Device) {
        let size = device.screenSize
        switch (device.platform, Int(size.width.rounded()), Int(size.height.rounded())) {
        case (.iPad, _, _): (safeTop, safeBottom) = (24, 20)
        case (_, 440, 956), (_, 402, 874): (safeTop, safeBottom) = (62, 34)
        case (_, 430, 932), (_, 393, 852): (safeTop, safeBottom) = (59, 34)
        case (_, 428, 926), (_, 390, 844): (safeTop, safeBottom) = (47, 34)
        case (_, 414, 896): (safeTop, safeBottom) = (device.scale == 2 ? 48 : 44, 34)
        case (_, 375, 812): (safeTop, safeBottom) = (device.id.contains("mini") ? 50 : 44, 34)
        case (_, 420, 912): (safeTop, safeBottom) = (62, 34)  // iPhone Air: not found; as the 440 class (our pick)
        default: (safeTop, safeBottom) = (20, 0)
        }
        hasDynamicIsland = device.platform == .iPhone && safeTop >= 59
        cornerRadius = device.displayCornerRadius ?? (device.platform == .iPad ? 18 : 0)
    }
}

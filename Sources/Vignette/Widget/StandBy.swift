import Foundation

/// How StandBy presents a small widget: background removed, content scaled up on black.
public enum StandBy {
    /// Content margin in StandBy: measured as more than 0 and under 5 pt
    /// (Docs/WidgetFacts.md §4b, KYLEB-SB); 4 is our pick within that range.
    public static let contentMargin: CGFloat = 4

    /// How much StandBy enlarges a small widget. Apple does not publish it ("scaled up to
    /// best fit the grid", §4e); we estimate it from the landscape screen: two widgets
    /// side by side, each as tall as the screen's short side less 44 pt above and below.
    /// About 1.99 on a 440×956 screen.
    public static func scale(for device: Device, widgetHeight: CGFloat) -> CGFloat {
        let shortSide = min(device.screenSize.width, device.screenSize.height)
        return max(1, (shortSide - 88) / widgetHeight)
    }
}

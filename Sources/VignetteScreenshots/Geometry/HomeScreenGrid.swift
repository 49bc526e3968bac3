import Foundation
import Vignette

/// Where icons and widgets sit on a portrait home screen, derived from the widget sizes
/// of the device and OS (Docs/WidgetFacts.md §2 "Derived Home-Screen widget grid").
///
/// From the on-screen sizes: h-gutter = medium.w − 2·small.w; v-gutter = large.h −
/// 2·medium.h (iPad: large.h − 2·small.h); column pitch = (small.w + h-gutter)/2 (= §2's
/// (medium.w + h-gutter)/4); row pitch = (small.h + v-gutter)/2 (= (large.h + v-gutter)/4).
/// A cell is one icon's slot: pitch minus gutter. Small widgets cover 2×2 cells, medium
/// 4×2, large 4×4, extra large 8×4 (§8). E.g. 440x956 on iOS 26: gutters 24.67 and 40.67,
/// pitches 100.67 and 108.67, side inset 31, cells 76×68.
public struct HomeScreenGrid: Hashable, Sendable {
    /// Icon columns: 4 on iPhone.
    public var columns: Int
    /// Icon rows on the page.
    public var rows: Int
    /// Space between icon columns, in points.
    public var horizontalGutter: CGFloat
    /// Space between icon rows, in points.
    public var verticalGutter: CGFloat
    /// Space from the screen's side to the first column, in points.
    public var sideInset: CGFloat
    /// Distance from one column's left edge to the next's.
    public var columnPitch: CGFloat
    /// Distance from one row's top edge to the next's.
    public var rowPitch: CGFloat
    /// The top of the first row of icons and widgets.
    public var firstRowTop: CGFloat
    /// One icon's slot.
    public var cellSize: CGSize

    /// The grid of `device` on `os`, portrait.
    ///
    /// iPhone: 4 columns (§8); side inset = (screen.w − medium.w)/2 (§2); first row top =
    /// safe-area top + 28.67, the gap CAL17 measured on an iPhone 17 Pro (402x874: first
    /// widget row at 90.67 pt, safe area 62 pt, §1b/§3a), carried to other screens; 6 rows
    /// (our pick: the Face ID iPhones' home screen). iPad: 8 columns, the width of an extra
    /// large widget (§8), centred; first row one v-gutter below the status bar and rows
    /// down to the dock (our picks: no iPad placement was measured).
    public init(device: Device, os: OSVersion) throws {
        let small = try device.onScreenSize(.systemSmall, os: os)
        let medium = try device.onScreenSize(.systemMedium, os: os)
        let large = try device.onScreenSize(.systemLarge, os: os)
        let facts = ScreenFacts(device: device)
        let screen = device.screenSize
        horizontalGutter = medium.width - 2 * small.width
        columnPitch = (small.width + horizontalGutter) / 2
        switch device.platform {
        case .iPhone:
            verticalGutter = large.height - 2 * medium.height
            columns = 4
            rows = 6
            sideInset = (screen.width - medium.width) / 2
            firstRowTop = facts.safeTop + Self.firstRowGap
        case .iPad, .mac, .watch:  // a Mac desktop is laid out as an iPad's (our pick); a watch has no small widget
            verticalGutter = large.height - 2 * small.height
            columns = 8
            sideInset = (screen.width - (CGFloat(columns) * columnPitch - horizontalGutter)) / 2
            firstRowTop = facts.safeTop + verticalGutter
            let pitch = (small.height + verticalGutter) / 2
            let bottom = HomeDock(device: device).frame.minY - verticalGutter
            rows = max(2, Int(((bottom - firstRowTop + verticalGutter) / pitch).rounded(.down)) / 2 * 2)
        }
        rowPitch = (small.height + verticalGutter) / 2
        cellSize = CGSize(width: columnPitch - horizontalGutter, height: rowPitch - verticalGutter)
    }

    /// CAL17 on 402x874 (iOS 26): first widget row top 272 px = 90.67 pt, less the 62 pt safe area.
    public static let firstRowGap: CGFloat = 90.67 - 62

    /// The frame of the cell in `column` and `row`, counted from 0 at the top left.
    public func cell(column: Int, row: Int) -> CGRect {
        CGRect(
            x: sideInset + CGFloat(column) * columnPitch, y: firstRowTop + CGFloat(row) * rowPitch,
            width: cellSize.width, height: cellSize.height)
    }

    /// How many cells a widget of `family` covers across and down.
    public static func span(of family: WidgetFamily) -> (columns: Int, rows: Int)? {
        switch family {
        case .systemSmall: (2, 2)
        case .systemMedium: (4, 2)
        case .systemLarge: (4, 4)
        case .systemExtraLarge: (8, 4)
        default: nil
        }
    }

    /// The frame of a widget of on-screen `size` whose top-left cell is (`column`, `row`).
    public func widgetFrame(size: CGSize, column: Int, row: Int) -> CGRect {
        CGRect(origin: cell(column: column, row: row).origin, size: size)
    }
}

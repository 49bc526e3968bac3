import Foundation
import Vignette

/// One widget in a screenshot: which, in what family and state, and where on the grid.
public struct WidgetPlacement: Hashable, Sendable {
    /// The widget's id, e.g. `course-schedule`.
    public var widget: String
    /// The family it is shown in; it must be one the widget supports.
    public var family: WidgetFamily
    /// A named moment of the widget (its render clock); nil is its first.
    public var moment: String?
    /// The top-left cell on the home-screen grid, counted from 0 (home scenes only).
    public var column: Int
    /// The top row of cells it covers, counted from 0 (home scenes only).
    public var row: Int

    /// A widget at a grid cell; `moment` nil is the widget's first.
    public init(widget: String, family: WidgetFamily, moment: String? = nil, column: Int = 0, row: Int = 0) {
        self.widget = widget
        self.family = family
        self.moment = moment
        self.column = column
        self.row = row
    }
}

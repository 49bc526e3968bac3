import Foundation
import SwiftUI
import Vignette

/// A value a chart can plot: numbers, strings (categories) and dates, and enums whose raw
/// values are one of those (Swift Charts' `Plottable`).
public protocol Plottable {
    /// The value in the core's terms.
    var _chartValue: ChartValue { get }
    /// The value a core value stands for, if it is of this type's kind (`AxisValue.as(_:)`).
    static func _plottable(from value: ChartValue) -> Self?
}

extension Plottable {
    /// No way back from the core's value unless the type says one.
    public static func _plottable(from value: ChartValue) -> Self? { nil }
}

extension Int: Plottable {
    /// The value as the core plots it.
    public var _chartValue: ChartValue { .number(Double(self)) }
    /// A whole number (a number with a fraction is not an `Int`).
    public static func _plottable(from value: ChartValue) -> Int? {
        if case .number(let n) = value, let whole = Int(exactly: n) { whole } else { nil }
    }
}
extension Double: Plottable {
    /// The value as the core plots it.
    public var _chartValue: ChartValue { .number(self) }
    /// A number.
    public static func _plottable(from value: ChartValue) -> Double? {
        if case .number(let n) = value { n } else { nil }
    }
}
extension Float: Plottable {
    /// The value as the core plots it.
    public var _chartValue: ChartValue { .number(Double(self)) }
    /// A number.
    public static func _plottable(from value: ChartValue) -> Float? { Double._plottable(from: value).map(Float.init) }
}
extension CGFloat: Plottable {
    /// The value as the core plots it.
    public var _chartValue: ChartValue { .number(Double(self)) }
    /// A number.
    public static func _plottable(from value: ChartValue) -> CGFloat? {
        Double._plottable(from: value).map { CGFloat($0) }
    }
}
extension Decimal: Plottable {
    /// The value as the core plots it.
    public var _chartValue: ChartValue { .number(NSDecimalNumber(decimal: self).doubleValue) }
    /// A number.
    public static func _plottable(from value: ChartValue) -> Decimal? {
        Double._plottable(from: value).map { Decimal($0) }
    }
}
extension String: Plottable {
    /// The value as the core plots it.
    public var _chartValue: ChartValue { .category(self) }
    /// A category's name.
    public static func _plottable(from value: ChartValue) -> String? {
        if case .category(let name) = value { name } else { nil }
    }
}
extension Date: Plottable {
    /// The value as the core plots it.
    public var _chartValue: ChartValue { .date(self) }
    /// A date.
    public static func _plottable(from value: ChartValue) -> Date? {
        if case .date(let date) = value { date } else { nil }
    }
}

extension Plottable where Self: RawRepresentable, RawValue: Plottable {
    /// The value as the core plots it.
    public var _chartValue: ChartValue { rawValue._chartValue }
    /// The case whose raw value the value is.
    public static func _plottable(from value: ChartValue) -> Self? {
        RawValue._plottable(from: value).flatMap(Self.init(rawValue:))
    }
}

/// A value with the name of what it measures: `.value("Steps", day.steps)`.
public struct PlottableValue<Value: Plottable> {
    let core: PlotValue

    /// `value` labelled `label` (the label names the series in the legend and the axis for VoiceOver).
    public static func value(_ label: String, _ value: Value) -> PlottableValue<Value> {
        PlottableValue(core: PlotValue(label, value._chartValue))
    }
}

extension PlottableValue where Value == Date {
    /// A date standing for a calendar unit; the unit is not drawn yet: the mark sits at the date (Docs/Charts.md).
    public static func value(_ label: String, _ value: Date, unit: Calendar.Component) -> PlottableValue<Date> {
        PlottableValue(core: PlotValue(label, .date(value)))
    }
}

/// A mark's size on an axis (Swift Charts' `MarkDimension`); a sector reads `ratio` and `fixed`.
public enum MarkDimension: Hashable, Sendable, ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
    case automatic
    case ratio(Double)
    case fixed(CGFloat)
    case inset(CGFloat)

    public init(floatLiteral value: Double) { self = .fixed(CGFloat(value)) }
    public init(integerLiteral value: Int) { self = .fixed(CGFloat(value)) }

    var radius: ChartMark.Radius? {
        switch self {
        case .ratio(let r): .ratio(r)
        case .fixed(let points): .fixed(points)
        default: nil
        }
    }
}

/// How bars and areas at one position combine (Swift Charts' `MarkStackingMethod`).
public struct MarkStackingMethod: Hashable, Sendable {
    let core: ChartMark.Stacking
    public static let standard = MarkStackingMethod(core: .standard)
    public static let normalized = MarkStackingMethod(core: .normalized)
    public static let unstacked = MarkStackingMethod(core: .unstacked)
    /// Drawn as standard stacking here (Docs/Charts.md).
    public static let center = MarkStackingMethod(core: .standard)
}

/// Whether an axis or legend shows: SwiftUI's `Visibility`, as Apple's Charts uses it.
extension Visibility {
    var core: ChartAxis.Visibility {
        switch self {
        case .automatic: .automatic
        case .visible: .visible
        case .hidden: .hidden
        }
    }
}

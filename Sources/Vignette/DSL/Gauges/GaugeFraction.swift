import Foundation

/// Where a value lies in a range, clamped to 0…1 (an empty range counts as full).
func gaugeFraction(_ value: Double, in range: ClosedRange<Double>) -> Double {
    let span = range.upperBound - range.lowerBound
    guard span > 0, value.isFinite else { return value >= range.upperBound ? 1 : 0 }
    return min(max((value - range.lowerBound) / span, 0), 1)
}

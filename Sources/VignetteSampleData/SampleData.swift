import Foundation
import Vignette

/// Sample JSON a widget renders in previews, galleries and snapshots, decoded and then
/// checked by the type itself: `SampleFile` reports the first problem with the file's
/// name and the JSON path of the bad field.
///
/// ```swift
/// struct Forecast: SampleData {
///     var high: Int
///     func firstProblem() -> (location: String, reason: String)? {
///         high > 60 ? ("high", "expected at most 60 °C, got \(high)") : nil
///     }
/// }
/// let forecast = try SampleFile.bundled("forecast", as: Forecast.self, in: .module)
/// ```
public protocol SampleData: Decodable, Sendable {
    /// The JSON path (`"days[3].high"`) and a one-line reason for the first value that
    /// makes no sense; nil when all is well.
    func firstProblem() -> (location: String, reason: String)?
}

extension SampleData {
    /// No checks beyond decoding.
    public func firstProblem() -> (location: String, reason: String)? { nil }
}

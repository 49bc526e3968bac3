import CoreLocation
import Foundation
import VignetteFoundation

/// WeatherKit's forecast service. Apple's asks Apple's weather servers, with the app's WeatherKit
/// entitlement; neither is here, so every request throws `WeatherError.unknown`, recorded as a use of
/// WeatherKit so a render can say so (Docs/Compatibility.md, "Frameworks Linux lacks"). A widget's
/// provider then takes its own error path, as on a device that cannot reach the service.
public final class WeatherService: @unchecked Sendable {
    /// The shared service.
    public static let shared = WeatherService()

    /// A service.
    public init() {}

    /// The forecast for `location`: throws `WeatherError.unknown` ("Throws: Weather data error
    /// `WeatherError`", Apple's `weather(for:)`).
    public func weather(for location: CLLocation) async throws -> Weather {
        throw WeatherError.failed("WeatherService.weather(for:)")
    }

    /// One data set for `location` (`.current`, `.hourly`, `.daily`): throws as `weather(for:)`.
    public func weather<T>(for location: CLLocation, including dataSet: WeatherQuery<T>) async throws -> T {
        throw WeatherError.failed("WeatherService.weather(for:including:)")
    }

    /// Two data sets for `location`: throws as `weather(for:)`.
    public func weather<T1, T2>(
        for location: CLLocation, including dataSet1: WeatherQuery<T1>, _ dataSet2: WeatherQuery<T2>
    ) async throws -> (T1, T2) {
        throw WeatherError.failed("WeatherService.weather(for:including:_:)")
    }
}

/// A data set `weather(for:including:)` asks for.
public struct WeatherQuery<T>: @unchecked Sendable {
    /// The current conditions.
    public static var current: WeatherQuery<CurrentWeather> { WeatherQuery<CurrentWeather>() }
    /// The hourly forecast.
    public static var hourly: WeatherQuery<Forecast<HourWeather>> { WeatherQuery<Forecast<HourWeather>>() }
    /// The daily forecast.
    public static var daily: WeatherQuery<Forecast<DayWeather>> { WeatherQuery<Forecast<DayWeather>>() }
}

/// An error WeatherKit returns (Apple's cases: `permissionDenied`, `unknown`).
public enum WeatherError: Error, Hashable, Sendable, LocalizedError, CustomStringConvertible {
    /// Permission denied.
    case permissionDenied
    /// An unknown error: what every request throws here.
    case unknown

    /// `.unknown`, with the call recorded as a use of WeatherKit.
    static func failed(_ call: String) -> WeatherError {
        _ = UnavailableFramework.record("WeatherKit", call)
        return .unknown
    }

    /// What went wrong; `.unknown` names WeatherKit's absence on Linux.
    public var errorDescription: String? { description }
    /// Why it failed.
    public var failureReason: String? { description }
    /// "WeatherKit is not available on Linux: the weather service did not answer" for `.unknown`.
    public var description: String {
        switch self {
        case .permissionDenied: "WeatherKit: permission denied"
        case .unknown: "WeatherKit is not available on Linux: the weather service did not answer"
        }
    }
}

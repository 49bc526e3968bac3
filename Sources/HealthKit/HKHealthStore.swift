import Foundation
import VignetteFoundation

/// HealthKit's error. On Linux every call into the store fails with `.errorHealthDataUnavailable` —
/// what a device without Health reports — and a description naming the call (Docs/Compatibility.md).
public struct HKError: UnavailableFrameworkError, Hashable, Sendable {
    /// HealthKit's error codes, with Apple's raw values.
    public enum Code: Int, Hashable, Sendable {
        /// Health data is not available on this device.
        case errorHealthDataUnavailable = 1
        /// Health data is restricted on this device.
        case errorHealthDataRestricted = 2
        /// An argument was not valid.
        case errorInvalidArgument = 3
        /// The user denied access.
        case errorAuthorizationDenied = 4
        /// The app has not asked for access.
        case errorAuthorizationNotDetermined = 5
    }
    /// The error's code.
    public let code: Code
    /// The call that failed, as `UnavailableFramework` recorded it.
    public let failure: UnavailableFramework.Failure

    /// The failure of `call`, recorded.
    static func unavailable(_ call: String) -> HKError {
        HKError(code: .errorHealthDataUnavailable, failure: UnavailableFramework.record("HealthKit", call))
    }
}

/// The app's access to Health data: on Linux health data is unavailable, queries fail (Docs/Compatibility.md).
public final class HKHealthStore: @unchecked Sendable {
    /// A store.
    public init() {}

    /// Whether the device has Health data: false, as on a device without Health.
    public static func isHealthDataAvailable() -> Bool { false }

    /// Whether the app may write `type`: `.notDetermined`.
    public func authorizationStatus(for type: HKObjectType) -> HKAuthorizationStatus { .notDetermined }

    /// Completes with false and the failure.
    public func requestAuthorization(
        toShare typesToShare: Set<HKSampleType>?, read typesToRead: Set<HKObjectType>?,
        completion: @escaping (Bool, (any Error)?) -> Void
    ) {
        completion(false, HKError.unavailable("HKHealthStore.requestAuthorization(toShare:read:completion:)"))
    }

    /// Throws the failure.
    public func requestAuthorization(
        toShare typesToShare: Set<HKSampleType>, read typesToRead: Set<HKObjectType>
    )
        async throws
    {
        throw HKError.unavailable("HKHealthStore.requestAuthorization(toShare:read:)")
    }

    /// Whether asking for access to these types would show the prompt: throws the failure, as every
    /// call into the store does where Health is unavailable.
    public func statusForAuthorizationRequest(
        toShare typesToShare: Set<HKSampleType>, read typesToRead: Set<HKObjectType>
    ) async throws -> HKAuthorizationRequestStatus {
        throw HKError.unavailable("HKHealthStore.statusForAuthorizationRequest(toShare:read:)")
    }

    /// Completes with `.unknown` and the failure.
    public func getRequestStatusForAuthorization(
        toShare typesToShare: Set<HKSampleType>, read typesToRead: Set<HKObjectType>,
        completion: @escaping (HKAuthorizationRequestStatus, (any Error)?) -> Void
    ) {
        completion(
            .unknown, HKError.unavailable("HKHealthStore.getRequestStatusForAuthorization(toShare:read:completion:)"))
    }

    /// Runs `query`: its handler is called with no results and the failure.
    public func execute(_ query: HKQuery) {
        query.fail(HKError.unavailable("HKHealthStore.execute(\(type(of: query)))"))
    }

    /// Stops `query`: it never ran.
    public func stop(_ query: HKQuery) {}
}

/// Whether the app may write a type.
public enum HKAuthorizationStatus: Int, Sendable {
    /// The app has not asked.
    case notDetermined = 0
    /// The user denied it.
    case sharingDenied
    /// The user allowed it.
    case sharingAuthorized
}

/// Whether asking for access would show the prompt, with Apple's raw values.
public enum HKAuthorizationRequestStatus: Int, Sendable {
    /// The store could not tell.
    case unknown = 0
    /// The app should ask: the prompt would be shown.
    case shouldRequest
    /// The app has asked for every type already.
    case unnecessary
}

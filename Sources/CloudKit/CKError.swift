import Foundation
import VignetteFoundation

/// CloudKit's error. On Linux every CloudKit call fails with `.notAuthenticated` — what a device
/// signed out of iCloud reports — and a description naming the call (Docs/Compatibility.md).
public struct CKError: Error, Hashable, CustomStringConvertible, LocalizedError, @unchecked Sendable {
    /// CloudKit's error codes, with Apple's raw values.
    public enum Code: Int, Hashable, Sendable {
        /// Each of Apple's codes, in Apple's order from 1.
        case internalError = 1, partialFailure, networkUnavailable, networkFailure, badContainer, serviceUnavailable,
            requestRateLimited, missingEntitlement, notAuthenticated, permissionFailure, unknownItem, invalidArguments,
            resultsTruncated, serverRecordChanged, serverRejectedRequest, assetFileNotFound, assetFileModified,
            incompatibleVersion, constraintViolation, operationCancelled, changeTokenExpired, batchRequestFailed,
            zoneBusy, badDatabase, quotaExceeded, zoneNotFound, limitExceeded, userDeletedZone, tooManyParticipants,
            alreadyShared, referenceViolation, managedAccountRestricted, participantMayNeedVerification,
            serverResponseLost, assetNotAvailable, accountTemporarilyUnavailable
    }

    /// The error's code.
    public let code: Code
    /// Extra information; holds the description under `NSLocalizedDescriptionKey`.
    public let userInfo: [String: String]

    /// An error of `code`.
    public init(_ code: Code, userInfo: [String: String] = [:]) {
        self.code = code
        self.userInfo = userInfo
    }

    /// The failure of `call`, recorded as a use of CloudKit.
    static func unavailable(_ call: String) -> CKError {
        let failure = UnavailableFramework.record("CloudKit", call)
        return CKError(.notAuthenticated, userInfo: [NSLocalizedDescriptionKey: failure.description])
    }

    /// The code's raw value.
    public var errorCode: Int { code.rawValue }
    /// Per-item errors of a `.partialFailure`: none here.
    public var partialErrorsByItemID: [AnyHashable: any Error]? { nil }
    /// How long to wait before retrying: never given here.
    public var retryAfterSeconds: Double? { nil }
    /// The description, naming the call that did not run.
    public var description: String { userInfo[NSLocalizedDescriptionKey] ?? "CKError \(code)" }
    /// The same text, for `error.localizedDescription`.
    public var errorDescription: String? { description }
}

/// Whether the device has an iCloud account CloudKit can use.
public enum CKAccountStatus: Int, Sendable {
    /// Apple's statuses and raw values.
    case couldNotDetermine = 0, available, restricted, noAccount, temporarilyUnavailable
}

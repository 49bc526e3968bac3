import Foundation
import VignetteFoundation

/// StoreKit's in-app purchase errors (https://developer.apple.com/documentation/storekit/storekiterror).
///
/// On Linux there is no App Store: every request fails with `.systemError` ("A system error occurred",
/// https://developer.apple.com/documentation/storekit/storekiterror/systemerror(_:)) wrapping the recorded
/// `UnavailableFramework.Failure`, so the description names StoreKit and the call
/// (Docs/Compatibility.md, "Frameworks Linux lacks").
public enum StoreKitError: Error, CustomStringConvertible, LocalizedError {
    /// A network error occurred.
    case networkError(URLError)
    /// A system error occurred: on Linux, the request that did not run.
    case systemError(any Error)
    /// The user canceled.
    case userCancelled
    /// The function isn't available on devices configured for this storefront.
    case notAvailableInStorefront
    /// The app doesn't have the appropriate entitlements to use the functionality.
    case notEntitled
    /// The function isn't supported on this platform.
    case unsupported
    /// An unknown error occurred.
    case unknown

    /// "StoreKit is not available on Linux: Product.products(for:) did not run" for a request made here.
    public var description: String {
        switch self {
        case .networkError(let error): "A network error occurred: \(error.localizedDescription)"
        case .systemError(let error): "\(error)"
        case .userCancelled: "The user canceled."
        case .notAvailableInStorefront: "The function isn't available on devices configured for this storefront."
        case .notEntitled: "The app doesn't have the appropriate entitlements to use the functionality."
        case .unsupported: "The function isn't supported on this platform."
        case .unknown: "An unknown error occurred."
        }
    }

    /// The same text, for `error.localizedDescription`.
    public var errorDescription: String? { description }

    /// Records `call` as a StoreKit request that did not run and returns its error.
    static func didNotRun(_ call: String) -> StoreKitError {
        .systemError(UnavailableFramework.record("StoreKit", call))
    }
}

/// The result of StoreKit's verification of a signed transaction or renewal
/// (https://developer.apple.com/documentation/storekit/verificationresult).
public enum VerificationResult<SignedType: Sendable>: Sendable {
    /// StoreKit parsed the signed value but could not verify it.
    case unverified(SignedType, VerificationResult<SignedType>.VerificationError)
    /// The signed value passed StoreKit's verification.
    case verified(SignedType)

    /// Why a value failed verification.
    public enum VerificationError: Error, Sendable {
        /// The signature was revoked.
        case revokedCertificate
        /// The certificate chain was not valid.
        case invalidCertificateChain
        /// The device did not match.
        case invalidDeviceVerification
        /// The signature's encoding was not valid.
        case invalidEncoding
        /// The signature was not valid.
        case invalidSignature
        /// A certificate was missing.
        case missingRequiredProperties
    }

    /// The value, whether or not it was verified.
    public var unsafePayloadValue: SignedType {
        switch self {
        case .unverified(let value, _), .verified(let value): value
        }
    }

    /// The verified value, or the verification error thrown.
    public var payloadValue: SignedType {
        get throws {
            switch self {
            case .verified(let value): return value
            case .unverified(_, let error): throw error
            }
        }
    }
}

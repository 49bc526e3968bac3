import Foundation
import ManagedSettings
import VignetteFoundation

/// The apps, categories and web domains a person picked in a `FamilyActivityPicker`
/// (https://developer.apple.com/documentation/familycontrols/familyactivityselection): a real value, `Codable`
/// as apps store it. Linux has no picker, so a selection here is one the code made empty or decoded.
public struct FamilyActivitySelection: Codable, Hashable, Sendable {
    /// The picked apps' tokens.
    public var applicationTokens: Set<ApplicationToken> = []
    /// The picked categories' tokens.
    public var categoryTokens: Set<ActivityCategoryToken> = []
    /// The picked web domains' tokens.
    public var webDomainTokens: Set<WebDomainToken> = []
    /// Whether picking a category picks its apps and domains too.
    public var includeEntireCategory: Bool

    /// An empty selection.
    public init() { includeEntireCategory = false }
    /// An empty selection that does or does not take in whole categories.
    public init(includeEntireCategory: Bool) { self.includeEntireCategory = includeEntireCategory }

    /// The picked apps, one per token.
    public var applications: Set<Application> { Set(applicationTokens.map { Application(token: $0) }) }
    /// The picked categories, one per token.
    public var categories: Set<ActivityCategory> { Set(categoryTokens.map { ActivityCategory(token: $0) }) }
    /// The picked web domains, one per token.
    public var webDomains: Set<WebDomain> { Set(webDomainTokens.map { WebDomain(token: $0) }) }
}

/// Who asks for parental-controls authorization
/// (https://developer.apple.com/documentation/familycontrols/familycontrolsmember).
public enum FamilyControlsMember: Sendable {
    /// A child signed into the device's iCloud account; a guardian authenticates.
    case child
    /// The person using the device, for themselves.
    case individual
}

/// The app's authorization to provide parental controls
/// (https://developer.apple.com/documentation/familycontrols/authorizationstatus).
public enum AuthorizationStatus: Int, Sendable, CustomStringConvertible {
    /// Not asked yet: the status until a request succeeds.
    case notDetermined
    /// The request was denied.
    case denied
    /// The request was approved.
    case approved
    /// Approved, with access to activity data that is not tokenized.
    case approvedWithDataAccess

    /// The case's name.
    public var description: String {
        switch self {
        case .notDetermined: "notDetermined"
        case .denied: "denied"
        case .approved: "approved"
        case .approvedWithDataAccess: "approvedWithDataAccess"
        }
    }
}

/// Where an app asks for authorization to provide parental controls
/// (https://developer.apple.com/documentation/familycontrols/authorizationcenter).
///
/// `authorizationStatus` starts `.notDetermined` and, as Apple's documentation says, "the system sets this
/// property only after a call to `requestAuthorization(for:)` succeeds". None succeeds on Linux: there is no
/// Screen Time to authorize, so the request throws `UnavailableFramework.Failure` naming FamilyControls, recorded
/// so a render says which widget reached for it, and the status stays `.notDetermined`.
public final class AuthorizationCenter: @unchecked Sendable {
    /// The shared center.
    public static let shared = AuthorizationCenter()

    /// The app's status: `.notDetermined`, as no request succeeds here.
    public private(set) var authorizationStatus: AuthorizationStatus = .notDetermined

    private init() {}

    /// Throws "FamilyControls is not available on Linux: AuthorizationCenter.requestAuthorization(for:) did not run".
    public func requestAuthorization(for member: FamilyControlsMember) async throws {
        throw UnavailableFramework.record("FamilyControls", "AuthorizationCenter.requestAuthorization(for:)")
    }

    /// Calls back with the failure of a revocation: nothing was authorized to revoke.
    public func revokeAuthorization(completionHandler: @escaping (Result<Void, any Error>) -> Void) {
        completionHandler(
            .failure(
                UnavailableFramework.record(
                    "FamilyControls", "AuthorizationCenter.revokeAuthorization(completionHandler:)")))
    }
}

import Foundation

/// An app, a web domain or a category of activity, represented without revealing which
/// (https://developer.apple.com/documentation/managedsettings/token).
///
/// On iOS only the system makes tokens: the person picks apps in a `FamilyActivityPicker` and the app receives
/// their tokens in a `FamilyActivitySelection`; an app cannot create one ("An ActivityCategory token can't be
/// created by your app", Apple's forum answer, https://developer.apple.com/forums/thread/722944). What an app
/// does with them is keep them: they are `Codable` and `Hashable`, so a widget's models store them in app-group
/// defaults (vamsibhagi/Thera-iOS' `AppLimit.token`). On Linux there is no picker, so no token is ever made;
/// a token an app encoded decodes again here. Apple does not document its encoded form: this one is the
/// token's opaque bytes under the key `data`, which round-trips through `JSONEncoder`/`JSONDecoder`.
public struct Token<T>: Codable, Hashable, Sendable {
    private let data: Data

    private enum CodingKeys: String, CodingKey { case data }

    /// Reads a token encoded as `{"data": "<base64>"}`; anything else fails as a missing key does.
    public init(from decoder: any Decoder) throws {
        data = try decoder.container(keyedBy: CodingKeys.self).decode(Data.self, forKey: .data)
    }

    /// Writes the token's bytes under `data`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(data, forKey: .data)
    }
}

/// A token for an app (https://developer.apple.com/documentation/managedsettings/applicationtoken).
public typealias ApplicationToken = Token<Application>
/// A token for a category of app or website activity
/// (https://developer.apple.com/documentation/managedsettings/activitycategorytoken).
public typealias ActivityCategoryToken = Token<ActivityCategory>
/// A token for a web domain (https://developer.apple.com/documentation/managedsettings/webdomaintoken).
public typealias WebDomainToken = Token<WebDomain>

/// An app (https://developer.apple.com/documentation/managedsettings/application).
public struct Application: Hashable, Sendable {
    /// The app's bundle identifier, when it was made from one.
    public let bundleIdentifier: String?
    /// The app's token, when it was made from one.
    public let token: ApplicationToken?
    /// The app's name: only a shield-configuration extension reads it on iOS, elsewhere it is `nil`, as here.
    public let localizedDisplayName: String? = nil

    /// The app with this bundle identifier.
    public init(bundleIdentifier: String) {
        self.bundleIdentifier = bundleIdentifier
        token = nil
    }

    /// The app this token stands for.
    public init(token: ApplicationToken) {
        bundleIdentifier = nil
        self.token = token
    }
}

/// A category of activity, such as Social or Games (https://developer.apple.com/documentation/managedsettings/activitycategory).
public struct ActivityCategory: Hashable, Sendable {
    /// The category's token.
    public let token: ActivityCategoryToken?
    /// The category's name: `nil` outside a shield-configuration extension, as here.
    public let localizedDisplayName: String? = nil

    /// The category this token stands for.
    public init(token: ActivityCategoryToken) { self.token = token }
}

/// A web domain (https://developer.apple.com/documentation/managedsettings/webdomain).
public struct WebDomain: Hashable, Sendable {
    /// The domain, when it was made from one.
    public let domain: String?
    /// The domain's token, when it was made from one.
    public let token: WebDomainToken?

    /// The web domain `domain` ("example.com").
    public init(domain: String) {
        self.domain = domain
        token = nil
    }

    /// The web domain this token stands for.
    public init(token: WebDomainToken) {
        domain = nil
        self.token = token
    }
}

import Foundation
import VignetteFoundation

/// An in-app purchase product, as the App Store describes it
/// (https://developer.apple.com/documentation/storekit/product).
///
/// Only the App Store makes products: there is no public initialiser, and on Linux `products(for:)` throws
/// `StoreKitError.systemError` naming StoreKit, so an app's code that asks for its products compiles and takes
/// its own failure path (nilsmango/7III_Meditation's model sets its `unableToLoadProducts`).
public struct Product: Identifiable, Hashable, Sendable {
    /// The product identifier configured in App Store Connect.
    public let id: String
    /// The product's type.
    public let type: ProductType
    /// The localized name.
    public let displayName: String
    /// The localized description.
    public let description: String
    /// The localized price, formatted for display.
    public let displayPrice: String
    /// The price.
    public let price: Decimal
    /// The subscription's information, for an auto-renewable subscription; `nil` otherwise.
    public let subscription: SubscriptionInfo?

    /// Requests products from the App Store: throws "StoreKit is not available on Linux: Product.products(for:)
    /// did not run" (wrapped in `StoreKitError.systemError`), recorded.
    public static func products<Identifiers: Collection>(for identifiers: Identifiers) async throws -> [Product]
    where Identifiers.Element == String {
        throw StoreKitError.didNotRun("Product.products(for:)")
    }

    /// Starts a purchase: throws naming StoreKit, as no product exists here to buy.
    public func purchase(options: Set<PurchaseOption> = []) async throws -> PurchaseResult {
        throw StoreKitError.didNotRun("Product.purchase(options:)")
    }

    /// The kinds of in-app purchase (https://developer.apple.com/documentation/storekit/product/producttype).
    public struct ProductType: RawRepresentable, Hashable, Sendable {
        /// The type's name.
        public let rawValue: String
        /// The type named `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// A consumable in-app purchase.
        public static let consumable = ProductType(rawValue: "Consumable")
        /// A non-consumable in-app purchase.
        public static let nonConsumable = ProductType(rawValue: "Non-Consumable")
        /// A non-renewing subscription.
        public static let nonRenewable = ProductType(rawValue: "Non-Renewing Subscription")
        /// An auto-renewable subscription.
        public static let autoRenewable = ProductType(rawValue: "Auto-Renewable Subscription")
    }

    /// An option of a purchase (https://developer.apple.com/documentation/storekit/product/purchaseoption).
    public struct PurchaseOption: Hashable, Sendable {
        private let name: String
        /// An account token the app associates with the purchase.
        public static func appAccountToken(_ token: UUID) -> PurchaseOption {
            PurchaseOption(name: "appAccountToken:\(token)")
        }
        /// The quantity to buy.
        public static func quantity(_ quantity: Int) -> PurchaseOption { PurchaseOption(name: "quantity:\(quantity)") }
    }

    /// How a purchase ended (https://developer.apple.com/documentation/storekit/product/purchaseresult).
    public enum PurchaseResult: Sendable {
        /// The purchase succeeded, with its transaction.
        case success(VerificationResult<Transaction>)
        /// The user canceled the purchase.
        case userCancelled
        /// The purchase is waiting for approval.
        case pending
    }

    /// An auto-renewable subscription's details
    /// (https://developer.apple.com/documentation/storekit/product/subscriptioninfo).
    public struct SubscriptionInfo: Hashable, Sendable {
        /// The subscription group's identifier.
        public let subscriptionGroupID: String

        /// The statuses of the customer's subscriptions in the group: throws naming StoreKit.
        public var status: [Status] {
            get async throws { throw StoreKitError.didNotRun("Product.SubscriptionInfo.status") }
        }

        /// One subscription's renewal state
        /// (https://developer.apple.com/documentation/storekit/product/subscriptioninfo/status).
        public struct Status: Sendable {
            /// The renewal state.
            public let state: RenewalState
            /// The latest transaction of the subscription.
            public let transaction: VerificationResult<Transaction>
            /// The signed renewal information.
            public let renewalInfo: VerificationResult<RenewalInfo>
        }

        /// A subscription's renewal state.
        public struct RenewalState: RawRepresentable, Hashable, Sendable {
            /// The state's number.
            public let rawValue: Int
            /// The state numbered `rawValue`.
            public init(rawValue: Int) { self.rawValue = rawValue }
            /// The customer is subscribed.
            public static let subscribed = RenewalState(rawValue: 1)
            /// The subscription expired.
            public static let expired = RenewalState(rawValue: 2)
            /// The subscription is in its billing retry period.
            public static let inBillingRetryPeriod = RenewalState(rawValue: 3)
            /// The subscription is in its grace period.
            public static let inGracePeriod = RenewalState(rawValue: 4)
            /// The subscription was revoked.
            public static let revoked = RenewalState(rawValue: 5)
        }

        /// A subscription's signed renewal information
        /// (https://developer.apple.com/documentation/storekit/product/subscriptioninfo/renewalinfo).
        public struct RenewalInfo: Sendable {
            /// Whether the subscription renews automatically.
            public let willAutoRenew: Bool
            /// The product the subscription renews to.
            public let autoRenewPreference: String?
        }
    }
}

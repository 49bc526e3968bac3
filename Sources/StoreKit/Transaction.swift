import Foundation
import VignetteFoundation

/// A customer's purchase of a product (https://developer.apple.com/documentation/storekit/transaction).
///
/// On Linux nobody has bought anything: `currentEntitlements` ends at once with no transaction (a customer
/// with no purchases), and `updates` never emits one and never ends (nothing is bought outside the app); both
/// are recorded, so a render says a widget's provider read them.
public struct Transaction: Identifiable, Hashable, Sendable {
    /// The transaction's identifier.
    public let id: UInt64
    /// The purchased product's identifier.
    public let productID: String
    /// The purchased product's type.
    public let productType: Product.ProductType
    /// When the purchase was made.
    public let purchaseDate: Date

    /// "The date that the App Store refunded the transaction or revoked it from Family Sharing"
    /// (https://developer.apple.com/documentation/storekit/transaction/revocationdate): nil, as no transaction
    /// exists here to have been revoked.
    public var revocationDate: Date? { nil }

    /// Tells the App Store the app delivered the purchase: nothing to tell here.
    public func finish() async {}

    /// "A sequence that emits all the customer's transactions for your app"
    /// (https://developer.apple.com/documentation/storekit/transaction/all): it ends at once here, a customer
    /// who bought nothing; the read is recorded.
    public static var all: Transactions {
        UnavailableFramework.record("StoreKit", "Transaction.all")
        return Transactions(finishes: true)
    }

    /// "A sequence of the latest transactions that entitle a customer to In-App Purchases and subscriptions"
    /// (https://developer.apple.com/documentation/storekit/transaction/currententitlements): empty here.
    public static var currentEntitlements: Transactions {
        UnavailableFramework.record("StoreKit", "Transaction.currentEntitlements")
        return Transactions(finishes: true)
    }

    /// "The asynchronous sequence that emits a transaction when the system creates or updates transactions that
    /// occur outside the app" (https://developer.apple.com/documentation/storekit/transaction/updates): none
    /// occurs here, so it waits without end, as on a device where nothing is bought.
    public static var updates: Transactions {
        UnavailableFramework.record("StoreKit", "Transaction.updates")
        return Transactions(finishes: false)
    }

    /// An asynchronous sequence of transactions
    /// (https://developer.apple.com/documentation/storekit/transaction/transactions).
    public struct Transactions: AsyncSequence, Sendable {
        /// Each transaction comes with StoreKit's verification of it.
        public typealias Element = VerificationResult<Transaction>
        private let finishes: Bool

        init(finishes: Bool) { self.finishes = finishes }

        /// Iterates the sequence: it ends at once, or never yields.
        public func makeAsyncIterator() -> AsyncIterator { AsyncIterator(finishes: finishes) }

        /// The iterator of `Transactions`.
        public struct AsyncIterator: AsyncIteratorProtocol {
            let finishes: Bool

            /// `nil` at once for a sequence that ends; otherwise suspends until the task is cancelled.
            public mutating func next() async -> Element? {
                guard !finishes else { return nil }
                while !Task.isCancelled { try? await Task.sleep(nanoseconds: 1_000_000_000) }
                return nil
            }
        }
    }
}

import Foundation
import VignetteFoundation

/// The App Store's app-wide calls (https://developer.apple.com/documentation/storekit/appstore).
///
/// There is no App Store on Linux: `sync()` throws naming StoreKit, as `Product.products(for:)` does.
public enum AppStore {
    /// "Synchronizes your app's transaction information and subscription status with information from the App
    /// Store" (https://developer.apple.com/documentation/storekit/appstore/sync()): throws "StoreKit is not
    /// available on Linux: AppStore.sync() did not run" (in `StoreKitError.systemError`), recorded.
    public static func sync() async throws {
        throw StoreKitError.didNotRun("AppStore.sync()")
    }

    /// Whether this device may make payments: false, as there is no App Store here; the read is recorded.
    public static var canMakePayments: Bool {
        _ = UnavailableFramework.record("StoreKit", "AppStore.canMakePayments")
        return false
    }
}

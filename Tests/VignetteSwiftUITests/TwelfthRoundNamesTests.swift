import DeviceActivity
import Foundation
import ManagedSettings
import StoreKit
import Testing
import VignetteFoundation

/// The names the twelfth round builds for nilsmango/7III_Meditation's model (Docs/Compatibility.md, "Frameworks
/// Linux lacks"): StoreKit's requests fail naming StoreKit, nobody has bought anything, and ManagedSettings'
/// store reports back what was set in it.
@Suite struct TwelfthRoundNamesTests {
    @Test func askingTheAppStoreForProductsThrowsNamingStoreKit() async {
        // The failure is the recorded one (UnavailableFramework.record makes it), so its text names the call.
        let error: StoreKitError?
        do {
            _ = try await Product.products(for: ["premium"])
            error = nil
        } catch let thrown { error = thrown as? StoreKitError }
        #expect(error?.description == "StoreKit is not available on Linux: Product.products(for:) did not run")
        #expect(error?.localizedDescription == error?.description)
        guard case .systemError(let underlying) = error else {
            Issue.record("not a system error: \(String(describing: error))")
            return
        }
        #expect(
            (underlying as? UnavailableFramework.Failure)?.use
                == UnavailableFramework.Use(framework: "StoreKit", call: "Product.products(for:)"))
    }

    @Test func nobodyHasBoughtAnythingAndNothingIsBoughtElsewhere() async throws {
        var entitlements = 0
        for await _ in Transaction.currentEntitlements { entitlements += 1 }
        #expect(entitlements == 0)
        // `updates` never emits and never ends: still waiting after 0.3 s, and done once cancelled.
        let listener = Task { () -> Int in
            var seen = 0
            for await _ in Transaction.updates { seen += 1 }
            return seen
        }
        try await Task.sleep(nanoseconds: 300_000_000)
        let finishedEarly = Task { await listener.value }
        listener.cancel()
        #expect(await finishedEarly.value == 0)
    }

    @Test func anUnverifiedValueThrowsItsVerificationError() {
        let result = VerificationResult<Int>.unverified(7, .invalidSignature)
        #expect(result.unsafePayloadValue == 7)
        #expect(throws: VerificationResult<Int>.VerificationError.invalidSignature) { try result.payloadValue }
        #expect((try? VerificationResult<Int>.verified(3).payloadValue) == 3)
    }

    @Test func aManagedSettingsStoreReportsBackWhatWasSetInItPerName() {
        let name = ManagedSettingsStore.Name("twelfth-round-\(UUID())")
        let store = ManagedSettingsStore(named: name)
        #expect(store.shield.applications == nil && store.shield.applicationCategories == nil)
        let ((), uses) = UnavailableFramework.collecting {
            store.shield.applications = []
            store.shield.applicationCategories = .all()
        }
        #expect(ManagedSettingsStore(named: name).shield.applications == [])
        #expect(ManagedSettingsStore(named: name).shield.applicationCategories == .all(except: []))
        #expect(ManagedSettingsStore(named: .init("another-\(UUID())")).shield.applications == nil)
        #expect(uses == [UnavailableFramework.Use(framework: "ManagedSettings", call: "ManagedSettingsStore.shield")])
        store.clearAllSettings()
        #expect(ManagedSettingsStore(named: name).shield.applications == nil)
    }

    @Test func aSortDescriptorByKeyAloneComparesTheValues() {
        let descriptor = NSSortDescriptor(key: "startDate", ascending: false)
        let early: [String: Any] = ["startDate": Date(timeIntervalSince1970: 0)]
        let late: [String: Any] = ["startDate": Date(timeIntervalSince1970: 60)]
        #expect(descriptor.compare(early, to: late) == .orderedDescending)
    }
}

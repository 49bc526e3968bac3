import Foundation
import Testing
import VignetteFoundation

/// iCloud's key-value store keeps this process's values, gets none from iCloud, and says it did not sync.
struct UbiquitousKeyValueStoreTests {
    @Test func valuesStayInTheProcessAndSynchronizeFails() {
        let store = NSUbiquitousKeyValueStore()
        let ((), uses) = UnavailableFramework.collecting {
            #expect(store.string(forKey: "title") == nil && !store.bool(forKey: "weekdaysOnly"))
            store.set("Holiday", forKey: "title")
            store.set(true, forKey: "weekdaysOnly")
            #expect(store.string(forKey: "title") == "Holiday" && store.bool(forKey: "weekdaysOnly"))
            store.removeObject(forKey: "title")
            #expect(store.object(forKey: "title") == nil)
            #expect(store.synchronize() == false)
        }
        #expect(
            uses.map(\.description) == [
                "iCloud key-value storage (NSUbiquitousKeyValueStore.string(forKey:))",
                "iCloud key-value storage (NSUbiquitousKeyValueStore.bool(forKey:))",
                "iCloud key-value storage (NSUbiquitousKeyValueStore.object(forKey:))",
                "iCloud key-value storage (NSUbiquitousKeyValueStore.synchronize())",
            ])
        let defaults = UserDefaults(suiteName: "vignette.kvs-test")!
        defaults.set(3, forKey: "count")
        #expect(defaults.value(forKey: "count") as? Int == 3)
        defaults.removePersistentDomain(forName: "vignette.kvs-test")
    }
}

import Foundation

@objc(StoredCount) final class Store: NSObject {
    @objc dynamic var count = 3
}

#if os(iOS)
print("\(label) read as iOS: \(Store().count) \("#if os(iOS) @objc")")
#elseif os(Linux)
print("CountWidget read as Linux")
#endif

import Foundation

#if os(iOS)
@objc final class Store: NSObject { let count: Int = "three" }
#endif

import Foundation

/// Marks the main queue, so code can tell it runs in one of its blocks.
private let mainQueueKey: DispatchSpecificKey<Bool> = {
    let key = DispatchSpecificKey<Bool>()
    DispatchQueue.main.setSpecific(key: key, value: true)
    return key
}()

/// Whether this code runs where the main actor runs: the main thread, or a block of the main queue — which after
/// `dispatchMain()` (an `async` entry point, the test runner's) another thread drains; there `Thread.isMainThread`
/// is false, and waiting for the main actor would wait for itself. SwiftUI bodies run there (VignetteSwiftUI's
/// `onMainThread`), and the command line's worker pools keep it free (Docs/SwiftUI.md §1, "The main actor").
package var isOnMainQueue: Bool { Thread.isMainThread || DispatchQueue.getSpecific(key: mainQueueKey) == true }

import Dispatch

/// A dispatch queue that runs its work items one at a time, in the order they were submitted.
///
/// Apple's Dispatch names the serial kind of queue `DispatchSerialQueue` ("a custom dispatch queue that schedules
/// tasks for serial execution on an arbitrary thread", https://developer.apple.com/documentation/dispatch/dispatchserialqueue),
/// and code written for iOS 17 creates one directly: `DispatchSerialQueue(label: "com.example.loader")` (Apple's
/// Emoji Rangers sample, `ImageURLProtocol.swift`). Linux's Dispatch (swift-corelibs-libdispatch) has no such
/// class, and its `DispatchQueue` cannot be subclassed outside that module; so here the name is `DispatchQueue`
/// itself. `DispatchSerialQueue(label:)` is then `DispatchQueue(label:)`, which with no `.concurrent` attribute
/// is serial, as Apple's queue is. The difference: Apple's initialiser takes no `attributes:`, this one does.
public typealias DispatchSerialQueue = DispatchQueue

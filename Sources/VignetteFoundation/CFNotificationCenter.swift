import Foundation

// Core Foundation's Darwin notification center, which Linux's Foundation lacks. Apps post to it to wake
// their other processes: an app intent in the widget extension writes to the app group, then posts a
// named notification the app observes (dmihaylov4/WRKT's `RestTimerAppIntents.swift`, Docs/Compatibility.md,
// fourteenth round). Apple's center "has no notion of per-user sessions, all notifications are system-wide",
// and "several function parameters are ignored by Darwin notification centers": the object and the user info
// (https://developer.apple.com/documentation/corefoundation/cfnotificationcentergetdarwinnotifycenter()).
// Here the system is this process: a post reaches the observers this process added for that name, each
// called with the name and no object or user info, at once (Apple's wait for the main run loop has nothing
// to wait for in a render). Nothing leaves the process.

/// A notification center: the process's one Darwin center.
public final class CFNotificationCenter: @unchecked Sendable {
    fileprivate struct Observer {
        let observer: UnsafeRawPointer?
        let callBack: CFNotificationCallback
    }
    fileprivate let lock = NSLock()
    fileprivate var observers: [CFNotificationName: [Observer]] = [:]
    fileprivate static let darwin = CFNotificationCenter()
}

/// A notification's name.
public struct CFNotificationName: RawRepresentable, Hashable, Sendable {
    /// The name.
    public let rawValue: CFString
    /// A name.
    public init(rawValue: CFString) { self.rawValue = rawValue }
    /// A name.
    public init(_ rawValue: CFString) { self.rawValue = rawValue }
}

/// What an observer is called with: the center, the observer, the name, the object and the user info (the
/// last two always nil from the Darwin center).
public typealias CFNotificationCallback = (
    CFNotificationCenter?, UnsafeMutableRawPointer?, CFNotificationName?, UnsafeRawPointer?, CFDictionary?
) -> Void

/// How notifications reach an app in the background; ignored by the Darwin center, as Apple's is. Apple's raw
/// values.
public enum CFNotificationSuspensionBehavior: Int, Sendable {
    /// Dropped while suspended.
    case drop = 1
    /// Coalesced while suspended.
    case coalesce = 2
    /// Held while suspended.
    case hold = 3
    /// Delivered at once.
    case deliverImmediately = 4
}

/// The process's Darwin notification center: the same value on every call.
public func CFNotificationCenterGetDarwinNotifyCenter() -> CFNotificationCenter! { .darwin }

/// Calls the observers of `name` on `center` in the order they were added, with no object or user info.
public func CFNotificationCenterPostNotification(
    _ center: CFNotificationCenter!, _ name: CFNotificationName!, _ object: UnsafeRawPointer!,
    _ userInfo: CFDictionary!, _ deliverImmediately: Bool
) {
    guard let center, let name else { return }
    let observers = center.lock.withLock { center.observers[name] ?? [] }
    for entry in observers {
        entry.callBack(center, UnsafeMutableRawPointer(mutating: entry.observer), name, nil, nil)
    }
}

/// Adds `callBack` for `name` (the Darwin center needs a name; without one nothing is added).
public func CFNotificationCenterAddObserver(
    _ center: CFNotificationCenter!, _ observer: UnsafeRawPointer!, _ callBack: CFNotificationCallback!,
    _ name: CFString!, _ object: UnsafeRawPointer!, _ suspensionBehavior: CFNotificationSuspensionBehavior
) {
    guard let center, let callBack, let name else { return }
    center.lock.withLock {
        center.observers[CFNotificationName(name), default: []].append(.init(observer: observer, callBack: callBack))
    }
}

/// Removes `observer`'s callbacks for `name` (for every name when nil).
public func CFNotificationCenterRemoveObserver(
    _ center: CFNotificationCenter!, _ observer: UnsafeRawPointer!, _ name: CFNotificationName!,
    _ object: UnsafeRawPointer!
) {
    guard let center else { return }
    center.lock.withLock {
        for key in center.observers.keys where name == nil || key == name {
            center.observers[key]?.removeAll { $0.observer == observer }
        }
    }
}

/// Removes every callback `observer` added.
public func CFNotificationCenterRemoveEveryObserver(_ center: CFNotificationCenter!, _ observer: UnsafeRawPointer!) {
    CFNotificationCenterRemoveObserver(center, observer, nil, nil)
}

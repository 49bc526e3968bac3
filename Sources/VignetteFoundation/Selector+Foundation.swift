import Foundation

// Foundation's methods that take a `Selector` (Docs/Compatibility.md, "Eleventh round (selector)"),
// calling the method the selector holds as Apple's call the method it names.

extension NSObject {
    /// Sends the selector's message with no argument: calls its method on this object (Apple's
    /// `perform(_:)`). An object without the method stops the program, as Objective-C's "unrecognized
    /// selector" exception does. The result, when it is an object, is returned retained once.
    @discardableResult public func perform(_ aSelector: Selector!) -> Unmanaged<AnyObject>! {
        Self.unmanaged(aSelector.perform(on: self))
    }

    /// Sends the selector's message with `object` as its argument (Apple's `perform(_:with:)`).
    @discardableResult public func perform(_ aSelector: Selector!, with object: Any!) -> Unmanaged<AnyObject>! {
        Self.unmanaged(aSelector.perform(on: self, with: [object]))
    }

    /// Sends the selector's message with two arguments (Apple's `perform(_:with:with:)`).
    @discardableResult public func perform(
        _ aSelector: Selector!, with object1: Any!, with object2: Any!
    ) -> Unmanaged<AnyObject>! {
        Self.unmanaged(aSelector.perform(on: self, with: [object1, object2]))
    }

    /// Whether this object has the selector's method: it is of the type the method belongs to.
    public func responds(to aSelector: Selector!) -> Bool {
        aSelector.map { $0.isImplemented(by: self) } ?? false
    }

    private static func unmanaged(_ result: Any?) -> Unmanaged<AnyObject>? {
        guard let result, !(result is Void), type(of: result) is AnyClass else { return nil }
        return Unmanaged.passRetained(result as AnyObject)
    }
}

/// The selector registrations of `NotificationCenter.addObserver(_:selector:name:object:)`, by observer,
/// so that `removeObserver(_:)` and `removeObserver(_:name:object:)` remove them.
private final class SelectorObservations: @unchecked Sendable {
    static let shared = SelectorObservations()
    struct Entry {
        let center: ObjectIdentifier
        let observer: ObjectIdentifier
        let name: Notification.Name?
        let token: NSObjectProtocol
    }
    private let lock = NSLock()
    private var entries: [Entry] = []

    func add(_ entry: Entry) { lock.withLock { entries.append(entry) } }

    /// Removes and returns the tokens of `observer`'s entries in `center` (of `name`, when given).
    func remove(center: NotificationCenter, observer: AnyObject, name: Notification.Name?) -> [NSObjectProtocol] {
        lock.withLock {
            let matches: (Entry) -> Bool = {
                $0.center == ObjectIdentifier(center) && $0.observer == ObjectIdentifier(observer)
                    && (name == nil || $0.name == name)
            }
            let removed = entries.filter(matches).map(\.token)
            entries.removeAll(where: matches)
            return removed
        }
    }
}

extension NotificationCenter {
    /// Calls the selector's method on `observer` with each notification named `aName` (any, when nil)
    /// from `anObject` (any, when nil), synchronously on the posting thread (Apple's
    /// `addObserver(_:selector:name:object:)`). The center does not keep `observer` alive: once it is
    /// gone nothing is called, as on iOS 9 and later. A selector written as a bare method name inside an
    /// instance method holds that `self` (Docs/Compatibility.md, "Eleventh round (selector)").
    public func addObserver(
        _ observer: Any, selector aSelector: Selector, name aName: NSNotification.Name?, object anObject: Any?
    ) {
        let target = observer as AnyObject
        let reference = WeakReference(target)
        let token = addObserver(forName: aName, object: anObject, queue: nil) { notification in
            guard let target = reference.object else { return }
            _ = aSelector.perform(on: target, with: [notification])
        }
        SelectorObservations.shared.add(
            .init(center: ObjectIdentifier(self), observer: ObjectIdentifier(target), name: aName, token: token))
    }

    /// Removes `observer`'s registrations: those made with a selector, and a token of
    /// `addObserver(forName:object:queue:using:)` (Apple's `removeObserver(_:)`).
    public func removeObserver(_ observer: AnyObject) {
        for token in SelectorObservations.shared.remove(center: self, observer: observer, name: nil) {
            removeObserver(token as Any)
        }
        removeObserver(observer as Any)
    }

    /// Removes `observer`'s registrations for `aName` (all, when nil) (Apple's
    /// `removeObserver(_:name:object:)`; selector registrations are matched by name only).
    public func removeObserver(_ observer: AnyObject, name aName: NSNotification.Name?, object anObject: Any?) {
        for token in SelectorObservations.shared.remove(center: self, observer: observer, name: aName) {
            removeObserver(token as Any)
        }
        removeObserver(observer as Any, name: aName, object: anObject)
    }
}

extension Timer {
    /// A timer that calls the selector's method on `aTarget` with the timer when it fires (Apple's
    /// `init(timeInterval:target:selector:userInfo:repeats:)`); it holds `aTarget` until invalidated.
    /// An interval of 0 or less is 0.0001 s, as Apple's. `userInfo` is not kept: Foundation on Linux
    /// cannot set a timer's `userInfo` (it reads nil), and a warning says so when one is given.
    public convenience init(
        timeInterval ti: TimeInterval, target aTarget: Any, selector aSelector: Selector, userInfo: Any?,
        repeats yesOrNo: Bool
    ) {
        if userInfo != nil {
            RenderWarnings.warn(
                "Timer(timeInterval:target:selector:userInfo:repeats:): userInfo is not kept (Foundation on Linux cannot set a Timer's userInfo; it reads nil)"
            )
        }
        let target = StrongReference(aTarget)
        self.init(timeInterval: ti > 0 ? ti : 0.0001, repeats: yesOrNo) { timer in
            _ = aSelector.perform(on: target.value, with: [timer])
        }
    }

    /// `init(timeInterval:target:selector:userInfo:repeats:)`, scheduled on the current run loop in the
    /// default mode (Apple's `scheduledTimer(timeInterval:target:selector:userInfo:repeats:)`).
    public class func scheduledTimer(
        timeInterval ti: TimeInterval, target aTarget: Any, selector aSelector: Selector, userInfo: Any?,
        repeats yesOrNo: Bool
    ) -> Timer {
        let timer = Timer(timeInterval: ti, target: aTarget, selector: aSelector, userInfo: userInfo, repeats: yesOrNo)
        RunLoop.current.add(timer, forMode: .default)
        return timer
    }
}

/// An observer the notification center's block reaches without keeping it alive.
private final class WeakReference: @unchecked Sendable {
    weak var object: AnyObject?
    init(_ object: AnyObject) { self.object = object }
}

/// A timer's target, kept until the timer (its block) goes, as Apple's timer keeps it.
private final class StrongReference: @unchecked Sendable {
    let value: Any
    init(_ value: Any) { self.value = value }
}

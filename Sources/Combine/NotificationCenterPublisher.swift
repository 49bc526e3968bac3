import Foundation

// Foundation's Combine publisher for notifications (Apple: `NotificationCenter.Publisher`,
// "a publisher that emits elements when broadcasting notifications"): each subscriber gets an
// observer of its own, removed when it cancels; a notification arriving without demand is dropped.

extension NotificationCenter {
    /// Notifications named `name` (from `object`, if given), as a publisher.
    public func publisher(for name: Notification.Name, object: AnyObject? = nil) -> NotificationCenter.Publisher {
        Publisher(center: self, name: name, object: object)
    }

    /// A publisher of one notification name from one centre.
    public struct Publisher: Combine.Publisher {
        /// Each notification posted.
        public typealias Output = Notification
        /// Never fails.
        public typealias Failure = Never
        /// The centre observed.
        public let center: NotificationCenter
        /// The notification's name.
        public let name: Notification.Name
        /// The sender observed, or nil for any.
        public let object: AnyObject?

        /// A publisher of `name` from `center`.
        public init(center: NotificationCenter, name: Notification.Name, object: AnyObject? = nil) {
            self.center = center
            self.name = name
            self.object = object
        }

        /// Adds an observer that hands each notification to `subscriber`.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Notification, S.Failure == Never {
            let center = center
            let box = ObserverBox()
            let conduit = Conduit<Notification, Never>(AnySubscriber(subscriber)) { _ in
                if let token = box.take() { center.removeObserver(token) }
            }
            box.token = center.addObserver(forName: name, object: object, queue: nil) { conduit.offer($0) }
            subscriber.receive(subscription: conduit)
        }
    }
}

/// The observer token of one subscription, taken once when it is cancelled.
private final class ObserverBox: @unchecked Sendable {
    private let lock = NSLock()
    var token: (any NSObjectProtocol)?
    func take() -> (any NSObjectProtocol)? {
        lock.withLock {
            defer { token = nil }
            return token
        }
    }
}

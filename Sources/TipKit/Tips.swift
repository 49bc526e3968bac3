import Foundation

/// TipKit's namespace: configuration, events, rules and options (Docs/SwiftUI/TipKit.md).
public enum Tips {
    /// How TipKit is set up.
    public enum ConfigurationOption: Sendable {
        /// How often tips may show.
        public enum DisplayFrequency: Sendable {
            /// As soon as their rules are met.
            case immediate, hourly, daily, weekly, monthly
        }
        /// Where TipKit keeps what it has shown.
        public enum DatastoreLocation: Sendable {
            /// The app's own location.
            case applicationDefault
            /// The app group named.
            case groupContainer(identifier: String)
            /// The folder at a URL.
            case url(URL)
        }
        /// Sets how often tips may show.
        case displayFrequency(DisplayFrequency)
        /// Sets where TipKit keeps its data.
        case datastoreLocation(DatastoreLocation)
    }

    /// A tip's status.
    public enum Status: Hashable, Sendable {
        /// Its rules are not met.
        case pending
        /// It may show.
        case available
        /// It will not show again.
        case invalidated(InvalidationReason)
    }

    /// Why a tip will not show again.
    public enum InvalidationReason: Hashable, Sendable {
        /// The user did what the tip suggests.
        case actionPerformed
        /// It showed as often as allowed.
        case displayCountExceeded
        /// The user closed it.
        case tipClosed
    }

    /// Loads TipKit's datastore: with no tips to show there is nothing to load, and it never throws.
    public static func configure(_ configuration: [ConfigurationOption] = []) throws {}
    /// Clears the datastore: there is none.
    public static func resetDatastore() throws {}
    /// Shows every tip, for testing: a widget still shows none.
    public static func showAllTipsForTesting() {}
    /// Hides every tip, for testing.
    public static func hideAllTipsForTesting() {}
    /// Shows the tips given, for testing: a widget still shows none.
    public static func showTipsForTesting(_ tips: [any Tip.Type]) {}
    /// Hides the tips given, for testing.
    public static func hideTipsForTesting(_ tips: [any Tip.Type]) {}

    /// A tip's button.
    public struct Action: Identifiable, Sendable {
        /// The button's identity.
        public let id: String
        /// A button titled `title`, running `perform` when tapped.
        public init(id: String? = nil, title: String, perform: @escaping @Sendable () -> Void = {}) {
            self.id = id ?? title
        }
    }

    /// What an event carries when donated: nothing.
    public struct EmptyDonation: Codable, Hashable, Sendable {
        /// No information.
        public init() {}
    }

    /// Something the user did, that rules count (`Tip.Event`). Donations are accepted and not kept.
    public struct Event<DonationInfo: Codable & Sendable>: Identifiable, Sendable {
        /// One donation.
        public struct Donation: Sendable {
            /// When it was donated.
            public let date: Date
        }
        /// The event's identity.
        public let id: String
        /// An event named `id`.
        public init(id: String) { self.id = id }
        /// The donations counted by rules: none are kept.
        public var donations: [Donation] { [] }
        /// Records that the event happened: not kept, as no tip shows.
        public func donate() async {}
        /// Records that the event happened: not kept, as no tip shows.
        public func sendDonation() {}
    }

    /// A condition for a tip to show, as `#Rule` writes it; never evaluated, as no tip shows.
    public struct Rule: Sendable {
        /// A rule on `event`'s donations.
        public init<D>(_ event: Event<D>, _ condition: @escaping @Sendable (Event<D>) -> Bool) {}
    }

    /// Shows the tip at most `count` times.
    public struct MaxDisplayCount: TipOption {
        /// The most times the tip shows.
        public let count: Int
        /// At most `count` times.
        public init(_ count: Int) { self.count = count }
    }

    /// Shows the tip regardless of the app's display frequency.
    public struct IgnoresDisplayFrequency: TipOption {
        /// Whether the frequency is ignored.
        public let isIgnored: Bool
        /// Ignores the frequency when `isIgnored`.
        public init(_ isIgnored: Bool) { self.isIgnored = isIgnored }
    }
}

/// A rule on an event's donations: `#Rule(Self.opened) { $0.donations.count > 2 }`.
@freestanding(expression)
public macro Rule<D>(_ event: Tips.Event<D>, _ condition: @escaping @Sendable (Tips.Event<D>) -> Bool) -> Tips.Rule =
    #externalMacro(module: "VignetteMacros", type: "TipRuleMacro")

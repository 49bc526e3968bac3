import Foundation

// SiriKit's Intents, which Xcode's widget template used before iOS 17 (`IntentConfiguration` and the
// intent classes Xcode generates from an `.intentdefinition` file). The VignetteIntentClasses
// build-tool plugin generates those classes on Linux as subclasses of these
// (Docs/SwiftUI/SiriKitIntents.md); App Intents (`AppIntentConfiguration`) are the newer way.

/// The base class of SiriKit intents (Xcode generates subclasses from an `.intentdefinition`).
open class INIntent: NSObject {
    /// An intent with no parameters set: what a widget the user never configured gets.
    public required override init() {}
}

/// The base class of SiriKit intent responses.
open class INIntentResponse: NSObject {
    /// An empty response.
    public override init() {}
}

/// A value of a custom type an `.intentdefinition` declares: an identifier and the text shown
/// for it (Xcode generates subclasses with the type's other properties).
open class INObject: NSObject {
    /// The app's identifier for the value.
    public let identifier: String?
    /// The text the system shows for the value.
    public let displayString: String
    /// A secondary line of text, if any.
    public let subtitleString: String?

    /// A value with `identifier`, shown as `displayString` (and `subtitleString` under it).
    public init(identifier: String?, display displayString: String, subtitle subtitleString: String? = nil) {
        self.identifier = identifier
        self.displayString = displayString
        self.subtitleString = subtitleString
    }

    /// Values are equal when their identifiers and display strings are.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? INObject else { return false }
        return identifier == other.identifier && displayString == other.displayString
    }

    /// A hash of the identifier and display string.
    open override var hash: Int { (identifier ?? "").hashValue ^ displayString.hashValue }
}

import Foundation

// SiriKit's Intents, which Xcode's widget template imported before iOS 17 (for `IntentConfiguration`
// and the intent classes it generates from a `.intentdefinition` file). Many extensions still
// `import Intents` with a `StaticConfiguration`, so the module exists and the import compiles. The
// generated classes are not made here: a widget configured by a SiriKit intent does not build —
// App Intents (`AppIntentConfiguration`) do (Docs/Compatibility.md, "Frameworks Linux lacks").

/// The base class of SiriKit intents (Xcode generates subclasses from an `.intentdefinition`).
open class INIntent: NSObject, @unchecked Sendable {
    /// An intent with no parameters set.
    public override init() {}
}

/// The base class of SiriKit intent responses.
open class INIntentResponse: NSObject, @unchecked Sendable {
    /// An empty response.
    public override init() {}
}

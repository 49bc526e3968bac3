import Foundation

// swift-corelibs-foundation has no predicate-format parser (its `NSPredicate(format:)` is unavailable).
// Code that only builds a predicate to hand to a framework (a CloudKit subscription) compiles with this
// one; evaluating it records the missing parser and matches nothing.

extension NSPredicate {
    /// A predicate from a format string: kept for frameworks; evaluating it matches nothing, recording why.
    public convenience init(format predicateFormat: String, _ args: any CVarArg...) {
        self.init { _, _ in
            UnavailableFramework.record("NSPredicate format strings", "NSPredicate(format: \"\(predicateFormat)\")")
            return false
        }
    }
}

import Foundation
import Vignette
import VignetteFoundation

/// What a render does when a widget's provider reaches for a framework Linux lacks (CloudKit, the
/// keychain…; VignetteFoundation's `UnavailableFramework`): a provider that fails that way is drawn
/// from its placeholder, and one that copes is drawn as it made it; either way a warning names the
/// widget and the framework (Docs/Compatibility.md, "Frameworks Linux lacks"). Never a silent blank.
enum UnavailableFrameworkFallback {
    /// The node for `entry` drawn by `content`, or its placeholder as above. A provider that never calls its
    /// completion (it waits out the time-out), whatever it called, is drawn from its placeholder too, with a
    /// warning: WidgetKit shows a widget's placeholder until its provider delivers entries (Apple,
    /// `placeholder(in:)`; Docs/Compatibility.md, "Twelfth round").
    static func content(widget: String, entry: ProviderEntry, _ content: (ProviderEntry) throws -> Node) throws -> Node
    {
        // A provider that waited out waits out again: its other families go straight to the
        // placeholder instead of each waiting the whole time-out.
        if entry != .placeholder, lock.withLock({ stalled.contains(widget) }) {
            RenderWarnings.warn(stalledAgainMessage(widget: widget))
            return try content(.placeholder)
        }
        _ = UnavailableFramework.takeUses()
        let (result, collected) = UnavailableFramework.collecting { Result { try content(entry) } }
        let uses = collected + UnavailableFramework.takeUses().filter { !collected.contains($0) }
        switch result {
        case .success(let node):
            if !uses.isEmpty { RenderWarnings.warn(copedMessage(widget: widget, uses: uses)) }
            return node
        case .failure(let error):
            let timedOut = if case WidgetKitError.providerTimedOut = error { true } else { false }
            guard entry != .placeholder, !uses.isEmpty || timedOut else { throw error }
            if timedOut { lock.withLock { _ = stalled.insert(widget) } }
            RenderWarnings.warn(
                uses.isEmpty
                    ? timedOutMessage(widget: widget, error: error)
                    : failedMessage(widget: widget, uses: uses, error: error))
            return try content(.placeholder)
        }
    }

    /// The warning for a provider that never called its completion, having called no framework Linux lacks.
    static func timedOutMessage(widget: String, error: any Error) -> String {
        "\(widget)'s provider never delivered its entries (\(error)); drawn from its placeholder, as WidgetKit shows "
            + "a widget until its provider completes. Only its #Preview(as:) timeline entries draw its content "
            + "(vignette widgets lists them as moments)"
    }

    /// The warning for another family of a widget whose provider waited out earlier in the process.
    static func stalledAgainMessage(widget: String) -> String {
        "\(widget)'s provider did not complete when asked earlier in this run; drawn from its placeholder without "
            + "asking again"
    }

    /// The warning for a provider that failed having called `uses`.
    static func failedMessage(widget: String, uses: [UnavailableFramework.Use], error: any Error) -> String {
        "\(widget)'s provider failed calling \(list(uses)), which Linux lacks (\(error)); drawn from its placeholder. "
            + "Only its #Preview(as:) timeline entries draw its content (vignette widgets lists them as moments)"
    }

    /// The warning for a provider that returned entries having called `uses`.
    static func copedMessage(widget: String, uses: [UnavailableFramework.Use]) -> String {
        "\(widget)'s provider called \(list(uses)), which Linux lacks; drawn from the entry it made without them"
    }

    /// "CloudKit (CKDatabase.add(…)) and Security (SecItemCopyMatching)".
    static func list(_ uses: [UnavailableFramework.Use]) -> String {
        let byFramework = Dictionary(grouping: uses, by: \.framework)
        let frameworks = uses.map(\.framework).reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
        return frameworks.map { "\($0) (\(byFramework[$0]!.map(\.call).joined(separator: ", ")))" }
            .joined(separator: " and ")
    }

    private static let lock = NSLock()
    /// Widgets whose provider did not complete (waited out the time-out).
    nonisolated(unsafe) private static var stalled: Set<String> = []
}

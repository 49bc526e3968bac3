import Foundation
import SwiftUI

/// Which of a provider's entries a render draws.
public enum ProviderEntry: Hashable, Sendable, CaseIterable {
    /// The timeline's entry in force at the render clock (`getTimeline`).
    case timeline
    /// The gallery snapshot (`getSnapshot`, context `isPreview`).
    case snapshot
    /// The placeholder (`placeholder(in:)`), drawn redacted as WidgetKit draws it.
    case placeholder
}

/// One render of a configuration: the family, the environment, which entry, how long to wait.
package struct RenderRequest {
    package var family: WidgetFamily
    package var environment: EnvironmentValues
    package var entry: ProviderEntry
    /// How long a provider's completion may take.
    package var timeout: TimeInterval
    /// Values of the configuration intent's parameters by name; the rest keep their defaults.
    package var intentValues: [String: String] = [:]
}

import Foundation
import Vignette

/// One timeline reload in a simulation: when, why, and what the provider returned.
public struct SimulatedReload<Entry: TimelineEntry>: Sendable {
    /// When the reload happened.
    public var date: Date
    /// Why the system reloaded.
    public var reason: ReloadReason
    /// When the reload was asked for (the policy's date or the app's call); `date` is
    /// later by the system's delay, the 5-minute floor or an exhausted budget.
    public var requested: Date
    /// Whether the reload waited for the next day's budget.
    public var waitedForBudget: Bool
    /// Whether the app-group store could be read at `date` (false while locked).
    public var storeReadable: Bool
    /// The timeline the provider returned.
    public var timeline: Timeline<Entry>
}

/// Why the system asked a provider for a timeline.
public enum ReloadReason: String, Hashable, Sendable, Codable, CaseIterable {
    /// The widget was just placed (the start of a simulation).
    case initial
    /// The last timeline's entries ran out (`atEnd`).
    case atEnd
    /// The date the last timeline asked for passed (`after(date)`).
    case after
    /// The app asked while in the foreground: free.
    case appForeground
    /// The app asked from the background: budgeted.
    case appBackground

    /// Whether a reload for this reason counts against the daily budget.
    public var isBudgeted: Bool { self != .appForeground }
}

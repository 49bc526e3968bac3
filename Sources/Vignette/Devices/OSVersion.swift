/// The OS whose widget sizes and system colours to use. iOS 26 changed both.
public enum OSVersion: String, Hashable, Sendable, Codable, CaseIterable {
    /// iOS 18 and iOS 26.
    case ios18, ios26

    /// The OS used when none is asked for: the newest, iOS 26.
    public static let `default` = OSVersion.ios26
}

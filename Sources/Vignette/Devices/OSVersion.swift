/// The OS whose widget sizes and system colours to use. iOS 26 changed both.
public enum OSVersion: String, Hashable, Sendable, Codable, CaseIterable {
    case ios18, ios26

    public static let `default` = OSVersion.ios26
}

/// How the system shows a widget. Light and dark are the home-screen colour schemes.
public enum Appearance: String, Hashable, Sendable, Codable, CaseIterable {
    case light, dark

    public var colorScheme: ColorScheme {
        switch self {
        case .light: .light
        case .dark: .dark
        }
    }
}

import Foundation

/// Where a Live Activity is seen: the Lock Screen banner, or one of the Dynamic Island's
/// presentations (Docs/LiveActivities.md §1).
public enum ActivityPresentation: String, CaseIterable, Codable, Hashable, Sendable {
    /// The banner on the Lock Screen (and the only presentation on devices without a Dynamic Island).
    case lockScreen
    /// The island with the compact leading and trailing views either side of the TrueDepth camera.
    case compact
    /// The island with a second activity's minimal view beside it.
    case minimal
    /// The island opened by a touch and hold: the expanded regions.
    case expanded
    /// iPhone in StandBy after a tap on the minimal view: "the system scales the Lock Screen
    /// appearance by 2x to fill the screen".
    case standBy

    /// Whether the presentation is drawn in the Dynamic Island.
    public var isInIsland: Bool {
        switch self {
        case .compact, .minimal, .expanded: true
        case .lockScreen, .standBy: false
        }
    }

    /// Whether `device` shows this presentation: the island's need a Dynamic Island, StandBy an iPhone.
    public func exists(on device: Device) -> Bool {
        switch self {
        case .compact, .minimal, .expanded: ActivityGeometry.of(device).island != nil
        case .standBy: device.platform == .iPhone
        case .lockScreen: true
        }
    }

    /// Every presentation `device` shows, in order.
    public static func all(on device: Device) -> [ActivityPresentation] { allCases.filter { $0.exists(on: device) } }

    /// How much larger than its points the presentation is shown: twice in StandBy.
    public var magnification: CGFloat { self == .standBy ? 2 : 1 }
}

import Foundation
import Vignette

/// What a screenshot shows.
public enum SceneKind: String, Hashable, Sendable, CaseIterable {
    /// A home screen: wallpaper, status bar, app icons, dock, page dots, widgets on the grid.
    case home
    /// A lock screen: date, clock and accessory widgets.
    case lock
    /// StandBy: two small widgets enlarged on black, landscape (iPhone only).
    case standBy
    /// One widget shown large on the screenshot's background.
    case hero

    /// The orientation the scene is shown in; nil lets the config choose (hero).
    /// Home and lock screens are portrait (iPhone home screens do not rotate; the iPad's
    /// landscape grid is not in the facts), StandBy is landscape by definition (§4e).
    public var fixedOrientation: Orientation? {
        switch self {
        case .home, .lock: .portrait
        case .standBy: .landscape
        case .hero: nil
        }
    }

    /// Whether the scene exists on `platform`: StandBy is an iPhone feature (§4c).
    public func exists(on platform: Device.Platform) -> Bool {
        self != .standBy || platform == .iPhone
    }

    /// The appearance its widgets are drawn in, given the screenshot's choice for the home screen
    /// and whether a lock or StandBy scene shows a locked iPhone.
    public func widgetAppearance(_ home: Appearance, locked: Bool = false) -> Appearance {
        switch self {
        case .home, .hero: home
        case .lock: locked ? .lockScreenLocked : .lockScreen
        case .standBy: locked ? .standByLocked : .standBy
        }
    }
}

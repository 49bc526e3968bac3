import Foundation

// Scenes and windows, for shared code that looks for the app's key window
// (`UIApplication.shared.connectedScenes … .windows.first(where: \.isKeyWindow)`). A widget extension has no
// user interface of UIKit's: it runs no scene and shows no window, so `connectedScenes` is empty
// ("The app's currently connected scenes", https://developer.apple.com/documentation/uikit/uiapplication/connectedscenes)
// and such a search finds nothing, as it finds nothing in the extension on iOS (Docs/SwiftUI/UIKit.md, "Scenes and
// windows"). PinkXaciD/Squirrel's `UIApplication.keyWindow` is one (Docs/Compatibility.md, fourteenth round).

/// A scene of the app's user interface (https://developer.apple.com/documentation/uikit/uiscene).
open class UIScene: NSObject, @unchecked Sendable {
    /// Where a scene is in its life, Apple's raw values
    /// (https://developer.apple.com/documentation/uikit/uiscene/activationstate).
    public enum ActivationState: Int, Sendable {
        /// Not connected to the app.
        case unattached = -1
        /// On screen and receiving events.
        case foregroundActive = 0
        /// On screen, not receiving events.
        case foregroundInactive = 1
        /// Off screen.
        case background = 2
    }

    /// Where the scene is in its life: unattached, as a scene no app has connected.
    open var activationState: ActivationState { .unattached }
    /// The scene's title.
    open var title: String = ""
}

/// A scene that shows windows (https://developer.apple.com/documentation/uikit/uiwindowscene).
open class UIWindowScene: UIScene, @unchecked Sendable {
    /// The scene's windows: none.
    open var windows: [UIWindow] { [] }
    /// The scene's key window: none.
    open var keyWindow: UIWindow? { nil }
    /// The screen the scene is on.
    open var screen: UIScreen { .main }
}

/// A window: the backdrop of an app's views (https://developer.apple.com/documentation/uikit/uiwindow).
open class UIWindow: UIView {
    /// Whether this is the key window: no window is, in a widget.
    open var isKeyWindow: Bool { false }
    /// The scene the window is in: none.
    open weak var windowScene: UIWindowScene?
}

extension UIApplication {
    /// The app's connected scenes: none, as a widget extension has no scene of UIKit's.
    public var connectedScenes: Set<UIScene> { [] }
}

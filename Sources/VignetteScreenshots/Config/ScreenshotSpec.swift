import Foundation
import Vignette

/// One screenshot of the set, rendered for every slot and locale.
public struct ScreenshotSpec: Hashable, Sendable {
    /// Part of the file name, e.g. `01-home`.
    public var name: String
    /// Home screen, lock screen, StandBy or a hero widget.
    public var scene: SceneKind
    /// Keys into the strings table; no title means no caption: the screen fills the image.
    public var title: String?
    /// A strings-table key for the smaller line under the title; nil shows none.
    public var subtitle: String?
    /// The wallpaper of home and lock screens.
    public var wallpaper: Backdrop
    /// The home screen's appearance (light, dark or tinted), also the hero widget's.
    public var appearance: Appearance
    /// The widgets shown, each with its family, moment and grid cell.
    public var widgets: [WidgetPlacement]
    /// Hero scenes only: portrait (default) or landscape.
    public var orientation: Orientation?
    /// Overrides the set's background behind the caption.
    public var background: Backdrop?
    /// Overrides the set's caption colour.
    public var captionColor: RGBA?
    /// A Live Activity shown too (lock and home scenes): the banner on the lock screen, drawn
    /// in `appearance`; the compact island on the home screen.
    public var activity: ActivityPlacement?
    /// Lock and StandBy scenes: the iPhone is locked and keeps widget data private, so the widgets'
    /// `privacySensitive()` content is redacted (`lockScreenLocked`, `standByLocked`).
    public var locked: Bool

    /// A screenshot; without a title the screen fills the image.
    public init(
        name: String, scene: SceneKind, title: String? = nil, subtitle: String? = nil,
        wallpaper: Backdrop = .color(RGBA(hex: 0x1C2A4A)), appearance: Appearance = .light,
        widgets: [WidgetPlacement], orientation: Orientation? = nil, background: Backdrop? = nil,
        captionColor: RGBA? = nil, activity: ActivityPlacement? = nil, locked: Bool = false
    ) {
        self.name = name
        self.scene = scene
        self.title = title
        self.subtitle = subtitle
        self.wallpaper = wallpaper
        self.appearance = appearance
        self.widgets = widgets
        self.orientation = orientation
        self.background = background
        self.captionColor = captionColor
        self.activity = activity
        self.locked = locked
    }

    /// The orientation this screenshot is drawn in.
    public var effectiveOrientation: Orientation { scene.fixedOrientation ?? orientation ?? .portrait }
}

import Foundation
import Vignette

/// The app calling `WidgetCenter.reloadTimelines(ofKind:)`, e.g. after new data arrived.
///
/// While the app is in the foreground the reload is free: it happens at once and does
/// not count against the widget's daily budget. From the background it counts, and
/// waits for the 5-minute floor between reloads.
public struct AppReloadRequest: Hashable, Sendable {
    /// When the app asks for the reload.
    public var date: Date
    /// Whether the app is in the foreground, which makes the reload immediate and free.
    public var inForeground: Bool

    /// A reload request at `date`, from the foreground or the background.
    public init(date: Date, inForeground: Bool) {
        self.date = date
        self.inForeground = inForeground
    }
}

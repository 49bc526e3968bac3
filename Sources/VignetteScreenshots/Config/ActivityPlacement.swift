import Foundation
import Vignette

/// A Live Activity in a screenshot: its banner on a lock screen, its compact presentation
/// in the Dynamic Island of a home screen (on a device without one, the home screen shows
/// none, as on iOS).
public struct ActivityPlacement: Hashable, Sendable {
    /// The activity's id, e.g. `live-match`.
    public var activity: String
    /// A content state by name; nil is the activity's first.
    public var state: String?

    /// `activity` in `state` (nil: its first).
    public init(activity: String, state: String? = nil) {
        self.activity = activity
        self.state = state
    }
}

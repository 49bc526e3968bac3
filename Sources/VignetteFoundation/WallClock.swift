internal import CWallClock
import Foundation

/// The wall clock a widget's own code reads while Vignette renders it.
///
/// A provider dates its entries by `Date()` and a view may show `Date.now`; on a Mac those are the
/// moment the system asks, and a still image of them would change on every run. While a provider
/// is called and its entry's view is built, the process's wall clock is frozen at the render
/// clock (Docs/Time.md, "Date() in widget code"): Foundation's reads of it, that is, on every
/// thread; other libraries' (libdispatch's deadlines) keep the real one. Freezes nest; they are
/// taken one at a time, so renders on other threads wait for the few milliseconds a widget's own
/// code runs.
package enum WallClock {
    private static let lock = NSRecursiveLock()

    /// When `#Preview` blocks are read: a timeline written with `.now` or `Date()` starts here, the
    /// same on every run (2026-11-23 09:41 UTC, our choice: a Monday morning, Apple's 9:41).
    package static let previewClock = Date(timeIntervalSince1970: 1_795_426_860)

    /// `body` run with `Date()` reading `date` (to a fraction of a microsecond: the clock holds it as
    /// a Double, as `Date` does), on every thread.
    package static func frozen<T>(at date: Date, _ body: () throws -> T) rethrows -> T {
        lock.lock()
        defer { lock.unlock() }
        var outer = 0.0
        let nested = vignette_wall_clock_frozen(&outer) != 0
        vignette_wall_clock_freeze(date.timeIntervalSince1970)
        defer { nested ? vignette_wall_clock_freeze(outer) : vignette_wall_clock_thaw() }
        return try body()
    }
}

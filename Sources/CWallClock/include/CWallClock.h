#ifndef CWALLCLOCK_H
#define CWALLCLOCK_H

/// Freezes the wall clock of this process at `unixSeconds`: `clock_gettime(CLOCK_REALTIME…)` and
/// `gettimeofday` (what Foundation's `Date()` reads) return it until `vignette_wall_clock_thaw`.
/// The monotonic clocks (timeouts, Dispatch, Swift's `ContinuousClock`) are never touched.
void vignette_wall_clock_freeze(double unixSeconds);

/// The real wall clock again.
void vignette_wall_clock_thaw(void);

/// Whether the wall clock is frozen, and at what (`*unixSeconds`).
int vignette_wall_clock_frozen(double *unixSeconds);

#endif

import Foundation

// Darwin's time constants (<sys/time.h>, Dispatch's `NSEC_PER_SEC`), which Glibc does not declare:
// provider code sleeps with `Task.sleep(nanoseconds: 2 * NSEC_PER_SEC)`.

/// Nanoseconds in a second.
public let NSEC_PER_SEC: UInt64 = 1_000_000_000
/// Nanoseconds in a millisecond.
public let NSEC_PER_MSEC: UInt64 = 1_000_000
/// Nanoseconds in a microsecond.
public let NSEC_PER_USEC: UInt64 = 1_000
/// Microseconds in a second.
public let USEC_PER_SEC: UInt64 = 1_000_000

// The process's wall clock, frozen at a widget's render clock while its own code runs
// (Docs/Time.md, "Date() in widget code").
//
// Defining `clock_gettime` and `gettimeofday` in the executable interposes them: the dynamic
// linker resolves Foundation's calls (a shared library) to these before glibc's. Only Foundation's
// reads are frozen (`Date()`): libdispatch and others build absolute deadlines for real waits from
// the same clock, and a frozen one would end those waits at once. Unfrozen, for other callers and
// for every other clock, glibc's own functions answer (through RTLD_NEXT, so the vDSO's speed is kept).
#define _GNU_SOURCE
#include <dlfcn.h>
#include <stdatomic.h>
#include <math.h>
#include <string.h>
#include <sys/time.h>
#include <time.h>
#include "CWallClock.h"

static _Atomic int frozen = 0;
static _Atomic double frozenSeconds = 0;

void vignette_wall_clock_freeze(double unixSeconds) {
    atomic_store(&frozenSeconds, unixSeconds);
    atomic_store(&frozen, 1);
}

void vignette_wall_clock_thaw(void) { atomic_store(&frozen, 0); }

int vignette_wall_clock_frozen(double *unixSeconds) {
    if (!atomic_load(&frozen)) return 0;
    *unixSeconds = atomic_load(&frozenSeconds);
    return 1;
}

/// Whether the code at `caller` is Foundation's (libFoundationEssentials, libFoundation, or
/// CoreFoundation inside it): the readers of the wall clock that `Date()` goes through.
static int isFoundation(const void *caller) {
    Dl_info info;
    if (!dladdr(caller, &info) || !info.dli_fname) return 0;
    return strstr(info.dli_fname, "Foundation") != NULL;
}

typedef int (*ClockGetTime)(clockid_t, struct timespec *);
typedef int (*GetTimeOfDay)(struct timeval *, void *);

static ClockGetTime realClockGetTime(void) {
    static _Atomic(ClockGetTime) real = NULL;
    ClockGetTime found = atomic_load(&real);
    if (!found) {
        found = (ClockGetTime)dlsym(RTLD_NEXT, "clock_gettime");
        atomic_store(&real, found);
    }
    return found;
}

static void frozenTime(struct timespec *time) {
    double at = atomic_load(&frozenSeconds), seconds = floor(at);
    time->tv_sec = (time_t)seconds;
    time->tv_nsec = (long)((at - seconds) * 1e9);
}

int clock_gettime(clockid_t clock, struct timespec *time) {
    if ((clock == CLOCK_REALTIME || clock == CLOCK_REALTIME_COARSE) && atomic_load(&frozen) && time
        && isFoundation(__builtin_return_address(0))) {
        frozenTime(time);
        return 0;
    }
    return realClockGetTime()(clock, time);
}

int gettimeofday(struct timeval *restrict time, void *restrict zone) {
    if (atomic_load(&frozen) && time && isFoundation(__builtin_return_address(0))) {
        struct timespec now;
        frozenTime(&now);
        time->tv_sec = now.tv_sec;
        time->tv_usec = now.tv_nsec / 1000;
        return 0;
    }
    static _Atomic(GetTimeOfDay) real = NULL;
    GetTimeOfDay found = atomic_load(&real);
    if (!found) {
        found = (GetTimeOfDay)dlsym(RTLD_NEXT, "gettimeofday");
        atomic_store(&real, found);
    }
    return found(time, zone);
}

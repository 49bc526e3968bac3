/// How the command line's process allocates: image buffers (a 530 px widget is 1.1 MB, a
/// contact sheet tens of MB) from the heap rather than fresh `mmap`s, and freed memory kept for
/// the next image rather than returned at once.
///
/// glibc maps every allocation above its threshold (128 KiB to start) separately, so each
/// rendering page-faults its buffer in anew and every `mmap`/`munmap` takes the process-wide
/// lock that parallel workers then queue for. Measured on the gallery (333 images, 2 cores,
/// `/usr/bin/time vignette gallery --jobs 2`): page faults 151k → 75k, system time 0.58 → 0.40 s,
/// wall 1.29 → 1.25 s (Docs/Performance.md).
public enum MemoryTuning {
    /// Sets the thresholds; call once, before the work starts.
    public static func apply() {
        #if os(Linux)
        // From glibc's <malloc.h>, which Swift's Glibc module does not include.
        let mmapThreshold: Int32 = -3, trimThreshold: Int32 = -1
        _ = glibcMallopt(mmapThreshold, 256 << 20)
        _ = glibcMallopt(trimThreshold, 1 << 30)
        #endif
    }
}

#if os(Linux)
/// glibc's `int mallopt(int param, int value)`; two `int`s pass alike in Swift's and C's calling conventions.
@_silgen_name("mallopt")
private func glibcMallopt(_ parameter: Int32, _ value: Int32) -> Int32
#endif

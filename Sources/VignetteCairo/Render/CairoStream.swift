import CCairo
import Foundation

/// Collects the bytes Cairo writes to a stream (PNG and SVG output) into memory.
final class CairoStream {
    private(set) var data = Data()

    /// The write function to hand Cairo, with `closure` as its closure argument.
    static let write: cairo_write_func_t = { closure, bytes, length in
        guard let closure else { return CAIRO_STATUS_WRITE_ERROR }
        let stream = Unmanaged<CairoStream>.fromOpaque(closure).takeUnretainedValue()
        if let bytes, length > 0 {
            stream.data.append(bytes, count: Int(length))
        }
        return CAIRO_STATUS_SUCCESS
    }

    /// Runs `body` with the closure pointer for `write`; the stream lives until it returns.
    func withClosure<Result>(_ body: (UnsafeMutableRawPointer) throws -> Result) rethrows -> Result {
        try withExtendedLifetime(self) {
            try body(Unmanaged.passUnretained(self).toOpaque())
        }
    }
}

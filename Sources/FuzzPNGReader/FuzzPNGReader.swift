import Foundation
import Vignette
import VignettePNG

/// Fuzz target: bytes through the PNG reading path that snapshot references take —
/// `PNGChunks.text` (the stored digest) and `PNGReader.bitmap` (zlib and our decoder).
///
/// Built with libFuzzer by `make fuzz`; a plain `swift build` makes a replay tool for files.
public enum PNGReaderFuzzCheck {
    /// The problems `data` shows; empty when it behaves. A damaged PNG must be a
    /// `VignetteError`; one that decodes must give a bitmap of the size it claims.
    public static func problems(_ data: Data) -> [String] {
        _ = PNGChunks.text(in: data)
        do {
            let bitmap = try PNGReader.bitmap(from: data, source: "input")
            if bitmap.bytes.count != bitmap.width * bitmap.height * 4 || bitmap.width <= 0 || bitmap.height <= 0 {
                return ["a \(bitmap.width)×\(bitmap.height) bitmap with \(bitmap.bytes.count) bytes"]
            }
            return []
        } catch is VignetteError {
            return []
        } catch {
            return ["reading threw \(type(of: error)), not a VignetteError: \(error)"]
        }
    }
}

#if FUZZING
/// libFuzzer's entry point: traps when the reader breaks one of its promises on `count` bytes at `start`.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPNGReader(_ start: UnsafeRawPointer?, _ count: Int) -> CInt {
    let data = start.map { Data(bytes: $0, count: count) } ?? Data()
    let problems = PNGReaderFuzzCheck.problems(data)
    if !problems.isEmpty { fatalError(problems.joined(separator: "; ")) }
    return 0
}

/// SwiftPM links an executable with `main` set to `<module>_main`; here that starts libFuzzer.
@_cdecl("FuzzPNGReader_main")
public func fuzzPNGReaderMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    var argc = argc
    var argv = argv
    return LLVMFuzzerRunDriver(&argc, &argv, fuzzPNGReader)
}

@_silgen_name("LLVMFuzzerRunDriver")
func LLVMFuzzerRunDriver(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
    _ test: @convention(c) (UnsafeRawPointer?, Int) -> CInt
) -> CInt
#else
@main
enum ReplayPNGReader {
    static func main() throws {
        for path in CommandLine.arguments.dropFirst() {
            let problems = PNGReaderFuzzCheck.problems(try Data(contentsOf: URL(fileURLWithPath: path)))
            print(problems.isEmpty ? "ok \(path)" : "FAIL \(path): \(problems.joined(separator: "; "))")
        }
    }
}
#endif

import Foundation
import Vignette

/// Fuzz target: tree JSON through the decoder, the canonical encoder and layout.
///
/// Built with libFuzzer by `make fuzz` (`-D FUZZING`, `-sanitize=fuzzer,address`); a plain
/// `swift build` makes a replay tool instead that runs the same check on the files it is
/// given, which is also what `FuzzRegressionTests` calls for each kept input.
public enum TreeDecoderFuzzCheck {
    /// The problems `data` shows; empty when it behaves. Syntax and structure errors are
    /// fine as long as they are `VignetteError`s; a tree that decodes must encode, decode to
    /// itself again and lay out to finite frames.
    public static func problems(_ data: Data) -> [String] {
        let node: Node
        do {
            node = try Node.decode(json: data, path: "input")
        } catch is VignetteError {
            return []
        } catch {
            return ["decoding threw \(type(of: error)), not a VignetteError: \(error)"]
        }
        var problems: [String] = []
        do {
            let again = try Node.decode(json: try node.jsonData(), path: "re-encoded")
            if again != node { problems.append("the canonical JSON decodes to a different tree") }
        } catch {
            problems.append("a decoded tree does not re-encode: \(error)")
        }
        let result = Layout.layout(
            node, in: CGSize(width: 170, height: 170),
            environment: WidgetEnvironment(displayScale: 2), textEngine: HalfEmTextEngine())
        var pending = [result.root]
        while let placed = pending.popLast() {
            let f = placed.frame
            if ![f.minX, f.minY, f.width, f.height].allSatisfy(\.isFinite) || f.width < 0 || f.height < 0 {
                problems.append("\(placed.kind.rawValue) has frame \(f)")
                break
            }
            pending.append(contentsOf: placed.children)
        }
        return problems
    }
}

/// Text for fuzzing without fonts: one line per text, each character half an em wide.
final class HalfEmTextEngine: TextEngine {
    func width(of text: String, font: Typeface) -> CGFloat { CGFloat(text.count) * font.size / 2 }

    func lines(of text: String, font: Typeface, width: CGFloat?) -> [TextLine] {
        [TextLine(range: 0..<text.utf8.count, width: self.width(of: text, font: font))]
    }
}

#if FUZZING
/// libFuzzer's entry point: traps when the decoder breaks one of its promises on `count` bytes at `start`.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTreeDecoder(_ start: UnsafeRawPointer?, _ count: Int) -> CInt {
    let data = start.map { Data(bytes: $0, count: count) } ?? Data()
    let problems = TreeDecoderFuzzCheck.problems(data)
    if !problems.isEmpty { fatalError(problems.joined(separator: "; ")) }
    return 0
}

/// SwiftPM links an executable with `main` set to `<module>_main`; here that starts libFuzzer.
@_cdecl("FuzzTreeDecoder_main")
public func fuzzTreeDecoderMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    var argc = argc
    var argv = argv
    return LLVMFuzzerRunDriver(&argc, &argv, fuzzTreeDecoder)
}

@_silgen_name("LLVMFuzzerRunDriver")
func LLVMFuzzerRunDriver(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
    _ test: @convention(c) (UnsafeRawPointer?, Int) -> CInt
) -> CInt
#else
@main
enum ReplayTreeDecoder {
    static func main() throws {
        for path in CommandLine.arguments.dropFirst() {
            let problems = TreeDecoderFuzzCheck.problems(try Data(contentsOf: URL(fileURLWithPath: path)))
            print(problems.isEmpty ? "ok \(path)" : "FAIL \(path): \(problems.joined(separator: "; "))")
        }
    }
}
#endif

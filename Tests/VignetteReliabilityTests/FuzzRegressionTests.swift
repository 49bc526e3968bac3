import FuzzPNGReader
import FuzzTreeDecoder
import Foundation
import Testing
import Vignette
import VignetteCairo
import VignettePNG

/// Every input the fuzzers (`make fuzz`) found a problem with, and the seeds they start
/// from, run through the same checks as the fuzz targets: kept in `Fuzz/Regression/<target>/`.
@Suite struct FuzzRegressionTests {
    static func files(_ folder: String) -> [URL] {
        let url = Bundle.module.resourceURL!.appendingPathComponent("Fuzz").appendingPathComponent(folder)
        return ((try? FileManager.default.contentsOfDirectory(at: url, includingPropertiesForKeys: nil)) ?? [])
            .filter { !$0.lastPathComponent.hasPrefix(".") }
            .sorted { $0.path < $1.path }
    }

    @Test func treeDecoderInputsBehave() throws {
        let inputs = Self.files("Regression/FuzzTreeDecoder") + Self.files("Seeds/FuzzTreeDecoder")
        #expect(inputs.count > 50)
        for url in inputs {
            #expect(TreeDecoderFuzzCheck.problems(try Data(contentsOf: url)).isEmpty, "\(url.lastPathComponent)")
        }
    }

    @Test func pngReaderInputsBehave() throws {
        let inputs = Self.files("Regression/FuzzPNGReader") + Self.files("Seeds/FuzzPNGReader")
        #expect(inputs.count >= 8)
        for url in inputs {
            #expect(PNGReaderFuzzCheck.problems(try Data(contentsOf: url)).isEmpty, "\(url.lastPathComponent)")
        }
    }

    /// Found by reading the parser: a high surrogate followed by a non-surrogate escape
    /// subtracted past zero and trapped.
    @Test func loneHighSurrogateIsASyntaxError() throws {
        let data = try Data(
            contentsOf: try #require(
                Self.files("Regression/FuzzTreeDecoder").first {
                    $0.lastPathComponent.hasPrefix("high-surrogate")
                }))
        #expect(
            throws: VignetteError.invalidFile(
                path: "t.json", location: "line 1, column 37",
                reason: "invalid \\u escape: a high surrogate without a low one")
        ) {
            try Node.decode(json: data, path: "t.json")
        }
    }

    /// Found by libFuzzer: chunk lengths past the end of the file made libpng allocate
    /// 1.0–1.7 GB for files of about 100 bytes. Now the chunk walk rejects them first.
    @Test func chunkLengthsPastTheEndAreRejectedBeforeDecoding() throws {
        let messages = try Self.files("Regression/FuzzPNGReader").map { url -> String in
            do {
                _ = try PNGReader.bitmap(from: try Data(contentsOf: url), source: url.lastPathComponent)
                return "decoded"
            } catch let error as VignetteError {
                return error.message
            }
        }
        #expect(
            messages == [
                "chunk-length-past-end-allocates-1.7GB.png: byte 67: 'tEXt' claims 1768386149 bytes but the file has 28 left",
                "text-chunk-length-past-end-allocates-1GB.png: byte 33: 'tEXt' claims 1023410198 bytes but the file has 102 left",
            ])
    }
}

import Foundation
import Testing
import Vignette
@testable import VignetteCairo

/// Engines over one font library reuse each other's measurements (a gallery's workers meet
/// the same strings); a font registered later, or another library, never sees them.
@Suite struct SharedMeasurementsTests {
    @Test func aSecondEngineReusesWhatTheFirstMeasured() throws {
        let fonts = try FontLibrary(files: FontLibrary.standardFiles)
        let first = try PangoTextEngine(fonts: fonts), second = try PangoTextEngine(fonts: fonts)
        let width = first.width(of: "Shared measurements", font: .body)
        let lines = first.lines(of: "Shared measurements wrap", font: .body, width: 60)
        #expect(first.cacheMisses >= 2)

        #expect(second.width(of: "Shared measurements", font: .body) == width)
        #expect(second.lines(of: "Shared measurements wrap", font: .body, width: 60) == lines)
        #expect(second.cacheMisses == 0, "the second engine asked Pango again")
        #expect(second.cacheHits == 2)
    }

    @Test func anotherLibraryMeasuresForItself() throws {
        let one = try PangoTextEngine(fonts: FontLibrary(files: FontLibrary.standardFiles))
        let other = try PangoTextEngine(fonts: FontLibrary(files: FontLibrary.standardFiles))
        _ = one.width(of: "Separate libraries", font: .body)
        _ = other.width(of: "Separate libraries", font: .body)
        #expect(other.cacheMisses == 1)
    }

    @Test func aRegisteredFontStartsTheSharedMeasurementsOver() throws {
        let extra = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
        try #require(FileManager.default.fileExists(atPath: extra))
        let fonts = try FontLibrary(files: FontLibrary.standardFiles)
        let first = try PangoTextEngine(fonts: fonts)
        let before = first.width(of: "Hello", font: .body)
        try fonts.register(fileAt: extra)
        let second = try PangoTextEngine(fonts: fonts)
        // Inter still sets the body, so the width is the same, but it is measured again:
        // nothing measured before the fonts changed is trusted after.
        #expect(second.width(of: "Hello", font: .body) == before)
        #expect(second.cacheMisses == 1, "a measurement from before the font was registered was reused")
    }

    @Test func entriesBelongToOneGeneration() {
        let cache = SharedCache<String, Int>()
        cache.store(1, for: "a", generation: 0)
        #expect(cache.value(for: "a", generation: 0) == 1)
        #expect(cache.value(for: "a", generation: 1) == nil)
        cache.store(2, for: "b", generation: 1)
        #expect(cache.value(for: "a", generation: 1) == nil, "a newer generation starts over")
        cache.store(3, for: "c", generation: 0)
        #expect(cache.value(for: "c", generation: 0) == nil, "an older generation is not kept")
        #expect(cache.value(for: "b", generation: 1) == 2)
    }
}

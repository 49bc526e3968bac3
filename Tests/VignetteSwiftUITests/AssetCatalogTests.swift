import Foundation
import SwiftUI
import Testing
import Vignette

/// The fixture catalogue and loose files, beside this file.
enum AssetFixtures {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
        "AssetFixtures")
    static let catalogue = folder.appendingPathComponent("Assets.xcassets")
    static let loose = folder.appendingPathComponent("Loose")

    /// The bytes of a set's Contents.json.
    static func contents(_ set: String) throws -> Data {
        try Data(contentsOf: catalogue.appendingPathComponent(set).appendingPathComponent("Contents.json"))
    }
}

/// Reading asset catalogues: which file an image set gives for a scale and appearance, what a
/// colour set's components mean, how names are found.
@Suite struct AssetCatalogTests {
    func imageSet(_ json: String) throws -> ImageSet {
        try ImageSet(contentsJSON: Data(json.utf8), name: "test", file: "test/Contents.json")
    }

    func colorSet(_ json: String) throws -> ColorSet {
        try ColorSet(contentsJSON: Data(json.utf8), name: "test", file: "test/Contents.json")
    }

    @Test func imageSetPicksTheRenderScaleAndTheDarkFile() throws {
        let set = try ImageSet(contentsJSON: AssetFixtures.contents("Badge.imageset"), name: "Badge", file: "Badge")
        // Empty slots and the Mac entry are not files an iPhone draws.
        #expect(set.variants.map(\.filename) == ["badge.png", "badge@2x.png", "badge-large.png", "badge-dark.png"])
        #expect(set.variant(scale: 1, dark: false)?.filename == "badge.png")
        #expect(set.variant(scale: 2, dark: false)?.filename == "badge@2x.png")
        // The scale comes from the JSON, not the file name.
        #expect(
            set.variant(scale: 3, dark: false).map { ($0.filename, $0.scale) } ?? ("", nil) == ("badge-large.png", 3))
        #expect(set.variant(scale: 3, dark: true)?.filename == "badge-dark.png")
        // Dark has only a 3x file: a 2x render draws it down rather than use the light one.
        #expect(set.variant(scale: 2, dark: true)?.filename == "badge-dark.png")
        #expect(set.rendersAsTemplate == nil)
    }

    @Test func scaleFallsBackToSingleThenLargerThenSmaller() throws {
        let single = try imageSet(
            #"{"images": [{"filename": "a.png", "idiom": "universal", "scale": "1x"}, {"filename": "v.svg", "idiom": "universal"}]}"#
        )
        #expect(single.variant(scale: 3, dark: false)?.filename == "v.svg")
        let gap = try imageSet(
            #"{"images": [{"filename": "a.png", "idiom": "universal", "scale": "1x"}, {"filename": "c.png", "idiom": "universal", "scale": "3x"}]}"#
        )
        #expect(gap.variant(scale: 2, dark: false)?.filename == "c.png")
        let low = try imageSet(#"{"images": [{"filename": "a.png", "idiom": "universal", "scale": "1x"}]}"#)
        #expect(low.variant(scale: 3, dark: true).map { ($0.filename, $0.scale) } ?? ("", nil) == ("a.png", 1))
        let empty = try imageSet(#"{"images": [{"idiom": "universal", "scale": "1x"}]}"#)
        #expect(empty.variant(scale: 3, dark: false) == nil)
    }

    @Test func iPhoneFilesWinAndLightIsPreferredInLight() throws {
        let set = try imageSet(
            #"""
            {"images": [
              {"filename": "any.png", "idiom": "universal", "scale": "2x"},
              {"filename": "phone.png", "idiom": "iphone", "scale": "2x"},
              {"filename": "light.png", "idiom": "universal", "scale": "2x", "appearances": [{"appearance": "luminosity", "value": "light"}]},
              {"filename": "contrast.png", "idiom": "universal", "scale": "2x", "appearances": [{"appearance": "contrast", "value": "high"}]}
            ], "properties": {"template-rendering-intent": "template"}}
            """#)
        #expect(set.variant(scale: 2, dark: false)?.filename == "light.png")
        #expect(set.variant(scale: 2, dark: true)?.filename == "phone.png")
        #expect(set.rendersAsTemplate == true)
    }

    @Test func colourSetComponentsInEveryFormXcodeWrites() throws {
        let brand = try ColorSet(contentsJSON: AssetFixtures.contents("Brand.colorset"), name: "Brand", file: "Brand")
        #expect(brand.light == RGBA(red: 0.2, green: 0.4, blue: 0.6))
        #expect(brand.dark == RGBA(red: 1, green: 128.0 / 255, blue: 0))
        #expect(brand.paint == .adaptive(light: .color(brand.light), dark: .color(brand.dark!)))
        let bytes = try ColorSet(contentsJSON: AssetFixtures.contents("Bytes.colorset"), name: "Bytes", file: "Bytes")
        #expect(bytes.light == RGBA(red: 1, green: 128.0 / 255, blue: 0))
        #expect(bytes.dark == nil)
        #expect(bytes.paint == .color(bytes.light))
        let numbers = try ColorSet(
            contentsJSON: AssetFixtures.contents("Numbers.colorset"), name: "Numbers", file: "Numbers")
        #expect(numbers.light == RGBA(red: 1, green: 0.5, blue: 0.25))
        let gray = try ColorSet(contentsJSON: AssetFixtures.contents("Gray.colorset"), name: "Gray", file: "Gray")
        #expect(gray.light == RGBA(red: 0.5, green: 0.5, blue: 0.5, alpha: 0.5))
    }

    @Test func displayP3IsConvertedToSRGB() throws {
        // P3's red lies outside sRGB: it is clipped to sRGB red.
        let wide = try ColorSet(contentsJSON: AssetFixtures.contents("Wide.colorset"), name: "Wide", file: "Wide")
        #expect(wide.light == RGBA(red: 1, green: 0, blue: 0))
        // Greys are the same in both spaces; a muted P3 colour moves a little.
        let grey = try colorSet(
            #"{"colors": [{"idiom": "universal", "color": {"color-space": "display-p3", "components": {"red": "0.500", "green": "0.500", "blue": "0.500", "alpha": "1.000"}}}]}"#
        )
        #expect(
            abs(grey.light.red - 0.5) < 1e-6 && abs(grey.light.green - 0.5) < 1e-6 && abs(grey.light.blue - 0.5) < 1e-6)
        let muted = try colorSet(
            #"{"colors": [{"idiom": "universal", "color": {"color-space": "display-p3", "components": {"red": "0.800", "green": "0.300", "blue": "0.200", "alpha": "1.000"}}}]}"#
        )
        #expect(muted.light.red > 0.8 && muted.light.green < 0.3)
    }

    @Test func colourSetErrorsNameTheSetAndTheProblem() throws {
        #expect(
            throws: AssetError.invalidAsset(name: "test", file: "test/Contents.json", reason: "no \"colors\" array")
        ) {
            try colorSet(#"{"info": {}}"#)
        }
        let reference =
            #"{"colors": [{"idiom": "universal", "color": {"platform": "ios", "reference": "systemBlueColor"}}]}"#
        #expect(
            throws: AssetError.invalidAsset(
                name: "test", file: "test/Contents.json",
                reason: "colors[0]: system colour references (\"reference\") are not read; give components")
        ) {
            try colorSet(reference)
        }
        let bad =
            #"{"colors": [{"idiom": "universal", "color": {"components": {"red": "lots", "green": "0", "blue": "0"}}}]}"#
        let error = #expect(throws: AssetError.self) { try colorSet(bad) }
        #expect(error?.description.contains("component \"red\" is lots") == true)
    }

    @Test func namesResolveThroughCataloguesNamespacesAndLooseFiles() throws {
        let library = AssetLibrary(roots: [AssetFixtures.folder])
        #expect(library.folders.first?.catalogues == [AssetFixtures.catalogue.path])
        let star = try library.image(named: "Icons/Star", scale: 3, dark: false, origin: nil)
        #expect(star.path.hasSuffix("Icons/Star.imageset/star.svg") && star.scale == nil)
        #expect(throws: AssetError.self) { try library.image(named: "Star", scale: 3, dark: false, origin: nil) }
        let glyph = try library.image(named: "Glyph", scale: 3, dark: false, origin: nil)
        #expect(glyph.scale == 1 && glyph.rendersAsTemplate == true)
        #expect(
            try library.image(named: "plain", scale: 3, dark: false, origin: nil).path.hasSuffix("Loose/plain@3x.png"))
        #expect(
            try library.image(named: "plain", scale: 2, dark: false, origin: nil).path.hasSuffix("Loose/plain@3x.png"))
        #expect(try library.image(named: "plain", scale: 1, dark: false, origin: nil).path.hasSuffix("Loose/plain.png"))
        #expect(
            try library.image(named: "plain.png", scale: 1, dark: false, origin: nil).path.hasSuffix("Loose/plain.png"))
        #expect(try library.color(named: "AccentColor", origin: nil).light == RGBA(red: 0, green: 0.5, blue: 0))
    }

    @Test func unknownAndUndrawableNamesSayWhereVignetteLooked() throws {
        let library = AssetLibrary(roots: [AssetFixtures.folder])
        let missing = #expect(throws: AssetError.self) {
            try library.image(named: "badge", scale: 3, dark: false, origin: "MyWidget/View.swift:12")
        }
        let message = missing?.description ?? ""
        #expect(
            message.hasPrefix(
                "no image named 'badge' (asked for in MyWidget/View.swift:12): looked for badge.imageset, "
                    + "badge.png, badge@2x.png, badge@3x.png or badge.svg in \(AssetFixtures.catalogue.path), \(AssetFixtures.folder.path)"
            ))
        #expect(message.contains("did you mean 'Badge'?"))
        let colour = #expect(throws: AssetError.self) { try library.color(named: "Brnad", origin: "W.swift:3") }
        #expect(
            colour?.description == "no colour named 'Brnad' (asked for in W.swift:3): looked for Brnad.colorset in "
                + "\(AssetFixtures.catalogue.path); did you mean 'Brand'? colours there: AccentColor, Brand, Bytes, Gray, Numbers, Wide"
        )
        // A JPEG set is drawn; a HEIC one is refused naming its format.
        #expect(try library.image(named: "Photo", scale: 3, dark: false, origin: nil).path.hasSuffix("photo.jpg"))
        let heic = #expect(throws: AssetError.self) {
            try library.image(named: "Live", scale: 3, dark: false, origin: nil)
        }
        #expect(
            heic?.description
                == "cannot draw image 'Live' from \(AssetFixtures.catalogue.path)/Live.imageset/live.heic: "
                + "Vignette draws PNG, JPEG, SVG and PDF files only, not HEIC; save the picture as PNG or JPEG (or SVG) "
                + "and list that file")
        // iOS finds a loose JPEG only by its full name.
        let loose = #expect(throws: AssetError.self) {
            try library.image(named: "snapshot", scale: 3, dark: false, origin: nil)
        }
        #expect(
            loose?.description == "cannot draw image 'snapshot' from \(AssetFixtures.loose.path)/snapshot.jpg: iOS "
                + "finds a loose picture by a name without extension only when it is a PNG; ask for 'snapshot.jpg' "
                + "or put it in an image set")
        #expect(
            try library.image(named: "snapshot.jpg", scale: 3, dark: false, origin: nil).path.hasSuffix("snapshot.jpg"))
        let nowhere = #expect(throws: AssetError.self) {
            try AssetLibrary(roots: [URL(fileURLWithPath: "/nonexistent-vignette")]).image(
                named: "x", scale: 3, dark: false, origin: nil)
        }
        #expect(nowhere?.description.contains("no resources folder exists; set VIGNETTE_RESOURCES") == true)
    }
}

import Foundation
import Testing
import Vignette
@testable import VignetteCLI
import VignetteExampleCatalog

/// What `vignette render` says when it cannot do what was asked. The wording is what users
/// read, so it is pinned here whole; and a failed run writes nothing.
@Suite struct RenderErrorTests {
    /// Runs `render ARGUMENTS --out <folder>/out`, expects it to fail with `message`, and
    /// expects no output folder afterwards.
    func expectFailure(
        _ arguments: [String], _ message: String, in folder: TemporaryFolder,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let out = folder.path("out")
        #expect(failure(["render"] + arguments + ["--out", out]) == message, sourceLocation: sourceLocation)
        #expect(
            contents(of: out) == nil, "a failed run wrote \(contents(of: out) ?? [])", sourceLocation: sourceLocation)
    }

    let widgetIDs = WidgetCatalog.examples.definitions.map(\.id).joined(separator: ", ")

    /// `--widget` takes widgets and Live Activities, so an id that is neither lists both.
    @Test func unknownWidgetSuggestsTheNearest() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        #expect(WidgetCatalog.withExamples { Names.widgets.map(\.id) }.contains("course-schedule"))
        let known = "widgets: \(widgetIDs); Live Activities: class-in-progress, live-match"
        expectFailure(
            ["--widget", "course-schedul"],
            "unknown widget or Live Activity 'course-schedul'; did you mean 'course-schedule'? \(known)", in: folder)
        expectFailure(["--widget", "horoscope"], "unknown widget or Live Activity 'horoscope'; \(known)", in: folder)
    }

    /// A catalogue without activities (a package of widgets only) keeps the widgets-only wording.
    @Test func unknownWidgetInACatalogueWithoutActivities() throws {
        let catalog = WidgetCatalog(name: "MyWidgets", definitions: WidgetCatalog.examples.definitions)
        let message = WidgetCatalog.$current.withValue(catalog) {
            failure(["render", "--widget", "horoscope", "--out", "unused-out"])
        }
        #expect(message == "unknown widget 'horoscope'; known: \(widgetIDs)")
    }

    @Test func neitherOrBothOfWidgetAndTree() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        expectFailure([], "give either --widget ID or --tree FILE.json", in: folder)
        let tree = try folder.write(##"{"type": "empty"}"##, to: "t.json")
        expectFailure(
            ["--widget", "course-schedule", "--tree", tree], "give either --widget ID or --tree FILE.json", in: folder)
    }

    @Test func unknownOrUnsupportedFamily() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let families =
            "systemSmall, systemMedium, systemLarge, systemExtraLarge, accessoryCircular, accessoryRectangular, accessoryInline, accessoryCorner, all"
        expectFailure(
            ["--widget", "course-schedule", "--family", "systemSmal"],
            "The value 'systemSmal' is invalid for '--family <family>': "
                + "unknown family 'systemSmal'; did you mean 'systemSmall'? known: \(families)", in: folder)
        // One bad name in a list fails the whole run.
        expectFailure(
            ["--widget", "course-schedule", "--family", "systemSmall,huge"],
            "The value 'systemSmall,huge' is invalid for '--family <family>': unknown family 'huge'; known: \(families)",
            in: folder)
        expectFailure(
            ["--widget", "course-schedule", "--family", "accessoryCircular"],
            "widget 'course-schedule' does not support accessoryCircular; it supports: systemSmall, systemMedium, systemLarge",
            in: folder)
    }

    @Test func unknownDeviceSuggestsTheNearest() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let ids = DeviceCatalog.standard.ids
        #expect(ids.count > 50 && ids.first == "iphone-16-pro-max")
        // 90 ids are too many for a message: the closest three, and how to see them all.
        expectFailure(
            ["--widget", "course-schedule", "--device", "iphone-16-pro-maxx"],
            "The value 'iphone-16-pro-maxx' is invalid for '--device <device>': unknown device 'iphone-16-pro-maxx'; "
                + "closest: iphone-16-pro-max, iphone-17-pro-max, iphone-15-pro-max; run 'vignette devices' for all \(ids.count)",
            in: folder)
    }

    @Test func unknownAppearanceFormatOSAndTime() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let appearances =
            "light, dark, tinted, standBy, standByNight, lockScreen, lockScreenLocked, standByLocked, clearGlass, tintedGlass, all"
        expectFailure(
            ["--widget", "course-schedule", "--appearance", "sepia"],
            "The value 'sepia' is invalid for '--appearance <appearance>': unknown appearance 'sepia'; known: \(appearances)",
            in: folder)
        expectFailure(
            ["--widget", "course-schedule", "--appearance", "drak"],
            "The value 'drak' is invalid for '--appearance <appearance>': "
                + "unknown appearance 'drak'; did you mean 'dark'? known: \(appearances)", in: folder)
        expectFailure(
            ["--widget", "course-schedule", "--family", "systemLarge", "--appearance", "standBy"],
            "appearance standBy for systemLarge on iphone-16-pro-max: a systemLarge widget is never shown that way; "
                + "use light, dark, tinted, clearGlass or tintedGlass", in: folder)
        expectFailure(
            ["--widget", "course-schedule", "--format", "jpg"],
            "The value 'jpg' is invalid for '--format <format>': unknown format 'jpg'; did you mean 'png'? known: png, svg",
            in: folder)
        expectFailure(
            ["--widget", "course-schedule", "--os", "ios17"],
            "The value 'ios17' is invalid for '--os <os>': unknown OS 'ios17'; did you mean 'ios18'? known: ios18, ios26",
            in: folder)
        // --at is read in the widget's time zone, which the message names.
        expectFailure(
            ["--widget", "course-schedule", "--at", "tomorrow"],
            "invalid time 'tomorrow': expected a time like 2026-11-23T09:50 or 2026-11-23T09:10:30 (read in Asia/Shanghai), 2026-11-23T09:50+08:00, or 09:10:30 on the widget's first sample day",
            in: folder)
        expectFailure(
            ["--widget", "course-schedule", "--at", "2026-13-40T09:50"],
            "invalid time '2026-13-40T09:50': expected a time like 2026-11-23T09:50 or 2026-11-23T09:10:30 (read in Asia/Shanghai), 2026-11-23T09:50+08:00, or 09:10:30 on the widget's first sample day",
            in: folder)
        expectFailure(
            ["--widget", "course-schedule", "--at", "25:10:30"],
            "invalid time '25:10:30': expected a time like 2026-11-23T09:50 or 2026-11-23T09:10:30 (read in Asia/Shanghai), 2026-11-23T09:50+08:00, or 09:10:30 on the widget's first sample day",
            in: folder)
    }

    @Test(arguments: [("0", "0"), ("nan", "nan"), ("5", "5"), ("0.5", "0.5"), ("-3", "-3"), ("inf", "inf")])
    func scaleOutOfRange(given: String, shown: String) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        // `--scale=-3`: a separate "-3" would read as an option.
        expectFailure(
            ["--widget", "course-schedule", "--scale=\(given)"],
            "The value '\(shown)' is invalid for '--scale <scale>': expected a number from 1 to 4, such as 2 or 3",
            in: folder)
    }

    @Test func familyTheDeviceDoesNotOffer() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let tree = try folder.write(##"{"type": "fill", "color": "#FF0000"}"##, to: "t.json")
        // §1b: an iPhone on iOS 26 has every family but systemExtraLarge (an iPad family, §1c).
        expectFailure(
            ["--tree", tree, "--family", "systemExtraLarge"],
            "iPhone 16 Pro Max (iphone-16-pro-max) has no systemExtraLarge widget on ios26; available: systemSmall, systemMedium, systemLarge, accessoryCircular, accessoryRectangular, accessoryInline",
            in: folder)
        // §1a/§1b: no accessory sizes are known for this phone on iOS 18.
        expectFailure(
            ["--tree", tree, "--family", "systemSmall,accessoryCircular", "--os", "ios18"],
            "iPhone 16 Pro Max (iphone-16-pro-max) has no accessoryCircular widget on ios18; available: systemSmall, systemMedium, systemLarge",
            in: folder)
        // §1a: iPhone Air (420x912) has no HIG row, so no iOS 18 sizes at all.
        expectFailure(
            ["--widget", "course-schedule", "--device", "iphone-air", "--os", "ios18"],
            "iphone-air exists from iOS 26; use --os ios26", in: folder)
    }

    @Test func missingTreeFile() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.path("missing.json")
        let message = try #require(failure(["render", "--tree", path, "--out", folder.path("out")]))
        // The reason is Foundation's wording, which differs between platforms.
        #expect(message == "cannot read \(path): No such file or directory")
        #expect(message.contains("exist") || message.contains("No such file"), "\(message)")
        #expect(contents(of: folder.path("out")) == nil)
    }

    @Test func malformedTreeNamesWhere() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        // Line 2 is `  "children": [}`: the '}' is its 16th character.
        let syntax = try folder.write("{\"type\": \"row\",\n  \"children\": [}", to: "syntax.json")
        expectFailure(
            ["--tree", syntax],
            "\(syntax): line 2, column 16: unexpected '}'; expected a value (object, array, string, number, true, false or null)",
            in: folder)
        let typo = try folder.write(
            ##"{"type": "row", "children": [{"type": "fill", "colour": "#FF0000"}]}"##, to: "typo.json")
        expectFailure(
            ["--tree", typo],
            "\(typo): children[0].colour: unknown fill key 'colour'; did you mean 'color'? known: type, modifiers, color",
            in: folder)
        let type = try folder.write(##"{"type": "rwo"}"##, to: "type.json")
        expectFailure(
            ["--tree", type],
            "\(type): type: unknown node type 'rwo'; did you mean 'row'? known: column, row, layers, firstThatFits, grid, gridRow, spring, words, rule, fill, rect, roundedRect, disc, oval, pill, containerRelative, group, empty, symbol, picture, chart",
            in: folder)
    }

    @Test func unwritableOutputFolder() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let file = try folder.write("not a folder", to: "file")
        let under = file + "/out"
        #expect(
            failure(["render", "--widget", "course-schedule", "--out", under])
                == "cannot write \(under): Not a directory")
        #expect(
            failure(["render", "--widget", "course-schedule", "--out", file]) == "cannot write \(file): File exists")
        // Nothing was written next to or instead of the file.
        #expect(contents(of: folder.path) == ["file"])
        #expect(try String(contentsOfFile: file, encoding: .utf8) == "not a folder")
    }

    @Test func failedRunLeavesAnExistingFolderEmpty() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let out = try folder.subfolder("out")
        // The last family is the bad one: nothing is written for the good ones before it.
        let tree = try folder.write(##"{"type": "fill", "color": "#FF0000"}"##, to: "t.json")
        #expect(
            failure([
                "render", "--tree", tree, "--family", "systemSmall,systemMedium,systemExtraLarge", "--out", out.path,
            ])
                != nil)
        #expect(contents(of: out.path) == [])
    }
}

@Suite struct GalleryErrorTests {
    @Test func aGalleryWithNothingToShowIsAnError() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let message = failure([
            "gallery", "--widget", "course-schedule", "--device", "iphone-air", "--os", "ios18",
            "--out", folder.path("gallery"),
        ])
        #expect(contents(of: folder.path("gallery")) == nil)
        #expect(message == "iphone-air exists from iOS 26; use --os ios26")
    }
}

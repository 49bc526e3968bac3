import ArgumentParser
import Foundation
import Testing
import Vignette
@testable import VignetteCLI
import VignetteExampleCatalog

/// Typed option values (issue 14) and what a bad one says (issue 20): an empty value is an
/// error naming the option, an unknown one lists a few close names and how to see all,
/// and combinations that cannot be shown say why.
@Suite struct OptionValueTests {
    /// Runs `render --widget course-schedule ARGUMENTS`, expects `message` and no output.
    func expectRenderFailure(
        _ arguments: [String], _ message: String, sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let out = folder.path("out")
        #expect(
            failure(["render", "--widget", "course-schedule"] + arguments + ["--out", out]) == message,
            sourceLocation: sourceLocation)
        #expect(contents(of: out) == nil, sourceLocation: sourceLocation)
    }

    @Test(arguments: [
        ("--family", "give a family such as systemSmall, or all"),
        ("--appearance", "give an appearance such as light, or all"),
        ("--device", "give a device id such as iphone-16-pro-max (see 'vignette devices')"),
        ("--os", "give an OS such as ios18"),
        ("--format", "give a format such as png"),
        ("--scale", "give a number from 1 to 4, such as 2 or 3"),
        ("--out", "give a folder path"),
        ("--at", "give a time like 2026-11-23T09:50"),
    ])
    func emptyOrBlankValuesAreErrorsNamingTheOption(option: String, expected: String) throws {
        for value in ["", "  "] {
            try expectRenderFailure(
                [option, value],
                "The value '\(value)' is invalid for '\(option) <\(option.dropFirst(2))>': "
                    + "the value is empty or blank; \(expected)")
        }
    }

    @Test func anEmptyTreePathIsNotTheCurrentFolder() {
        #expect(
            failure(["render", "--tree", ""]) == "The value '' is invalid for '--tree <tree>': "
                + "the value is empty or blank; give the path of a JSON tree file")
        #expect(
            failure(["layout", "--tree", " ", "--width", "10", "--height", "10"])
                == "The value ' ' is invalid for '--tree <tree>': "
                + "the value is empty or blank; give the path of a JSON tree file")
    }

    @Test func otherCommandsRejectEmptyValuesToo() {
        #expect(
            failure(["lint", "--appearance", ""])?.hasPrefix("The value '' is invalid for '--appearance <appearance>'")
                == true)
        #expect(
            failure(["devices", "--os", ""])
                == "The value '' is invalid for '--os <os>': the value is empty or blank; give an OS such as ios18")
        #expect(
            failure(["timeline", "--widget", "course-schedule", "--day", "2026-11-23", "--family", " "])?
                .hasPrefix("The value ' ' is invalid for '--family <family>'") == true)
        #expect(failure(["gallery", "--out", ""])?.hasPrefix("The value '' is invalid for '--out <out>'") == true)
    }

    @Test func anUnknownDeviceListsTheClosestIDsNotAllOfThem() throws {
        try expectRenderFailure(
            ["--device", "iphone-99"],
            "The value 'iphone-99' is invalid for '--device <device>': "
                + "unknown device 'iphone-99'; closest: iphone-17, iphone-16, iphone-15; run 'vignette devices' for all 95"
        )
        try expectRenderFailure(
            ["--device", "iphone-16-pro-maxx"],
            "The value 'iphone-16-pro-maxx' is invalid for '--device <device>': "
                + "unknown device 'iphone-16-pro-maxx'; closest: iphone-16-pro-max, iphone-17-pro-max, iphone-15-pro-max; "
                + "run 'vignette devices' for all 95")
        try expectRenderFailure(
            ["--device", "pixel"],
            "The value 'pixel' is invalid for '--device <device>': "
                + "unknown device 'pixel'; run 'vignette devices' for all 95")
    }

    @Test func closestNamesPreferNumbersForNumbers() {
        // Plain edit distance ties these (two changes each); a digit for a digit is the likelier typo.
        #expect(
            ClosestNames.distance("iphone-99", "iphone-16") == 1 && ClosestNames.distance("iphone-99", "iphone-xr") == 2
        )
        #expect(ClosestNames.of("iphone-99", in: ["iphone-xr", "iphone-16"]) == ["iphone-16", "iphone-xr"])
        #expect(
            ClosestNames.of("ipad-pro-13-m6", in: DeviceCatalog.standard.ids, count: 2) == [
                "ipad-pro-13-m5", "ipad-pro-13-m4",
            ])
        #expect(ClosestNames.of("drak", in: Appearance.allCases.map(\.rawValue)) == ["dark"])
        #expect(ClosestNames.of("horoscope", in: WidgetCatalog.examples.definitions.map(\.id)).isEmpty)
    }

    @Test func aDeviceWithoutTheOSSaysWhichOSItHas() throws {
        // Docs/WidgetFacts.md §1a: iPhone Air (420x912) has no HIG row, so no iOS 18 sizes at all.
        try expectRenderFailure(
            ["--device", "iphone-air", "--os", "ios18"], "iphone-air exists from iOS 26; use --os ios26")
        #expect(
            failure(["gallery", "--device", "iphone-air", "--os", "ios18"])
                == "iphone-air exists from iOS 26; use --os ios26")
        #expect(
            failure(["lint", "--device", "iphone-air", "--os", "ios18", "--out", "none"])
                == "iphone-air exists from iOS 26; use --os ios26")
        let message = OptionError.deviceLacksOS(device: "iphone-5", os: .ios26, available: [.ios18]).description
        #expect(message == "iphone-5 has widget sizes for iOS 18 only; use --os ios18")
    }

    @Test func standByIsAnErrorOnIPad() throws {
        // Docs/WidgetFacts.md §4c/§4e: StandBy shows small widgets on iPhone only.
        for appearance in ["standBy", "standByNight", "standByLocked"] {
            try expectRenderFailure(
                ["--device", "ipad-air-11-m2", "--family", "systemSmall", "--appearance", appearance],
                "appearance \(appearance) for systemSmall on ipad-air-11-m2: StandBy exists on iPhone only and ipad-air-11-m2 is an iPad; "
                    + "use light, dark, tinted, clearGlass or tintedGlass")
        }
        try expectRenderFailure(
            ["--family", "systemLarge", "--appearance", "standBy"],
            "appearance standBy for systemLarge on iphone-16-pro-max: a systemLarge widget is never shown that way; "
                + "use light, dark, tinted, clearGlass or tintedGlass")
        // The Swift API refuses it too.
        let spec = WidgetRenderSpec(
            family: .systemSmall, device: try DeviceCatalog.standard.device(id: "ipad-air-11-m2"),
            appearance: .standBy, date: Date())
        #expect(
            throws: VignetteError.appearanceUnavailable(
                appearance: "standBy", family: "systemSmall", device: "ipad-air-11-m2",
                reason: "StandBy exists on iPhone only and ipad-air-11-m2 is an iPad",
                possible: ["light", "dark", "tinted", "clearGlass", "tintedGlass"])
        ) {
            try WidgetCatalog.examples.definitions[0].prepare(
                spec, textEngine: NoTextEngine(), resources: .inMemory([:]))
        }
    }

    @Test func allAppearancesOnIPadLeaveOutStandBy() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try vignette([
            "render", "--widget", "course-schedule", "--family", "systemSmall", "--device", "ipad-air-11-m2",
            "--appearance", "all", "--scale", "1", "--out", folder.path,
        ])
        #expect(
            contents(of: folder.path)
                == ["light", "dark", "tinted", "clearGlass", "tintedGlass"].map {
                    "course-schedule_systemSmall_ipad-air-11-m2_ios26_\($0)@1x.png"
                }.sorted())
    }

    /// Docs/WidgetFacts.md §4f: clear and tinted glass came with iOS 26.
    @Test func glassIsAnErrorOnIOS18AndAllLeavesItOut() throws {
        try expectRenderFailure(
            ["--os", "ios18", "--family", "systemMedium", "--appearance", "tintedGlass"],
            "appearance tintedGlass for systemMedium on iphone-16-pro-max: the glass looks exist from iOS 26; "
                + "iphone-16-pro-max runs ios18 here; "
                + "use light, dark or tinted")
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try vignette([
            "render", "--widget", "course-schedule", "--family", "systemMedium", "--os", "ios18",
            "--appearance", "all", "--scale", "1", "--out", folder.path,
        ])
        #expect(
            contents(of: folder.path)
                == ["light", "dark", "tinted"].map {
                    "course-schedule_systemMedium_iphone-16-pro-max_ios18_\($0)@1x.png"
                }.sorted())
    }

    @Test func listsStillTakeCommasRepeatsAndAll() throws {
        let render = try RenderCommand.parse([
            "--widget", "a", "--family", "systemSmall, systemMedium", "--family", "systemSmall",
            "--appearance", "all",
        ])
        #expect(render.family.chosen() == [.systemSmall, .systemMedium])
        #expect(render.appearance.chosen() == nil)
        #expect(try RenderCommand.parse(["--widget", "a", "--family", "systemLarge,all"]).family.chosen() == nil)
        #expect(try RenderCommand.parse(["--widget", "a", "--os", "iOS18"]).placement.os == .ios18)
    }

    @Test func helpListsTheValuesAndCompletionOffersThem() throws {
        let help = RenderCommand.helpMessage(columns: 1000)
        #expect(
            help.contains(
                "Values: systemSmall, systemMedium, systemLarge, systemExtraLarge, accessoryCircular, "
                    + "accessoryRectangular, accessoryInline, accessoryCorner, or all; repeatable or comma-separated."))
        #expect(
            help.contains(
                "Values: light, dark, tinted, standBy, standByNight, lockScreen, lockScreenLocked, standByLocked, clearGlass, tintedGlass, or all"
            ))
        #expect(help.contains("Values: ios18, ios26. Default: ios26."))
        #expect(
            help.contains(
                "The colour picked for the tinted looks (tinted, tintedGlass): red, orange, yellow, green, mint, teal, "
                    + "cyan, blue, indigo, purple, pink, brown, gray, or a hex colour such as #FF9230. Default: blue."))
        #expect(help.contains("Values: png, svg. Default: png."))
        #expect(help.contains("Values: 95 device ids; 'vignette devices' lists them, tab completion offers them."))
        let bash = VignetteCommand.completionScript(for: .bash)
        for id in ["iphone-16-pro-max", "ipad-air-11-m2", "systemSmall", "standByNight", "ios26", "svg"] {
            #expect(bash.contains(id), "bash completion lacks \(id)")
        }
    }
}

/// A text engine for a check that fails before any text is measured.
private final class NoTextEngine: TextEngine {
    func width(of text: String, font: Typeface) -> CGFloat { 0 }
    func lines(of text: String, font: Typeface, width: CGFloat?) -> [TextLine] { [] }
}

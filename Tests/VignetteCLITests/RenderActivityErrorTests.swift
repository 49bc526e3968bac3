import Foundation
import Testing
import Vignette
@testable import VignetteCLI
import VignetteExampleCatalog

/// What `render` says about options given to a Live Activity that cannot apply, and about
/// activity options given to a widget. The wording is pinned whole; a failed run writes nothing.
@Suite struct RenderActivityErrorTests {
    func expectFailure(
        _ arguments: [String], _ message: String, sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let out = folder.path("out")
        #expect(failure(["render"] + arguments + ["--out", out]) == message, sourceLocation: sourceLocation)
        #expect(
            contents(of: out) == nil, "a failed run wrote \(contents(of: out) ?? [])", sourceLocation: sourceLocation)
    }

    @Test func unknownPresentationListsTheValidOnes() throws {
        try expectFailure(
            ["--widget", "live-match", "--presentation", "compakt"],
            "The value 'compakt' is invalid for '--presentation <presentation>': unknown presentation 'compakt'; "
                + "did you mean 'compact'? known: lockScreen, compact, minimal, expanded, standBy, all")
        try expectFailure(
            ["--widget", "live-match", "--presentation", "banner"],
            "The value 'banner' is invalid for '--presentation <presentation>': unknown presentation 'banner'; "
                + "known: lockScreen, compact, minimal, expanded, standBy, all")
        try expectFailure(
            ["--widget", "live-match", "--presentation", " "],
            "The value ' ' is invalid for '--presentation <presentation>': the value is empty or blank; "
                + "give a presentation such as lockScreen, or all")
    }

    @Test func unknownStateListsTheStates() throws {
        let known = "kick-off, first-goal, half-time, equaliser, full-time, all"
        try expectFailure(
            ["--widget", "live-match", "--state", "half-tim"],
            "unknown state 'half-tim' of live-match; did you mean 'half-time'? known: \(known)")
        try expectFailure(
            ["--widget", "live-match", "--state", "first-goal,extra-time"],
            "unknown state 'extra-time' of live-match; known: \(known)")
        try expectFailure(
            ["--widget", "live-match", "--state", ","],
            "The value ',' is invalid for '--state <state>': the value is empty or blank; give a state name, or all")
        try expectFailure(
            ["--widget", "live-match", "--state", ""],
            "The value '' is invalid for '--state <state>': the value is empty or blank; give a state name, or all")
    }

    /// An activity is drawn in the device's light or dark appearance; the appearances the system
    /// imposes on widgets are refused by name.
    @Test func onlyLightAndDarkAppearances() throws {
        for appearance in ["tinted", "standBy", "standByNight", "lockScreen", "light,tinted"] {
            let named = appearance.split(separator: ",").last!
            try expectFailure(
                ["--widget", "live-match", "--appearance", appearance],
                "appearance \(named) for lockScreen on iphone-16-pro-max: a Live Activity is drawn in the device's "
                    + "light or dark mode only; use light or dark")
        }
        // A name that is no appearance at all fails while the arguments are read, as for widgets.
        try expectFailure(
            ["--widget", "live-match", "--appearance", "sepia"],
            "The value 'sepia' is invalid for '--appearance <appearance>': unknown appearance 'sepia'; "
                + "known: light, dark, tinted, standBy, standByNight, lockScreen, lockScreenLocked, standByLocked, clearGlass, tintedGlass, all"
        )
    }

    @Test func widgetOptionsThatDoNotApply() throws {
        try expectFailure(
            ["--widget", "live-match", "--family", "systemSmall"],
            "--family does not apply to a Live Activity (live-match); choose where it is shown with --presentation")
        try expectFailure(
            ["--widget", "live-match", "--at", "2026-11-28T15:30"],
            "--at does not apply to a Live Activity (live-match); each content state has its own clock; "
                + "choose states with --state")
        try expectFailure(
            ["--widget", "live-match", "--intent", "team=home"],
            "--intent does not apply to a Live Activity (live-match); an activity takes no intent values")
    }

    @Test func activityOptionsGivenToAWidget() throws {
        try expectFailure(
            ["--widget", "weather", "--presentation", "compact"],
            "--presentation applies to Live Activities only; weather is a widget")
        try expectFailure(
            ["--widget", "weather", "--state", "all"], "--state applies to Live Activities only; weather is a widget")
        try expectFailure(
            ["--widget", "weather", "--sample-states"],
            "--sample-states applies to Live Activities only; weather is a widget")
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let tree = try folder.write(##"{"type": "empty"}"##, to: "t.json")
        try expectFailure(
            ["--tree", tree, "--presentation", "lockScreen"],
            "--presentation applies to Live Activities only; --tree renders a widget")
    }

    /// Commands that take widgets only say what an activity's id is and where it can go.
    @Test func widgetOnlyCommandsNameTheActivity() {
        let message =
            "live-match is a Live Activity, and this command takes widgets only; "
            + "'vignette render', 'gallery', 'lint' and 'timeline' take Live Activities"
        #expect(failure(["layout", "--widget", "live-match"]) == message)
        #expect(failure(["stack", "--widgets", "live-match", "--day", "2026-11-28", "--out", "unused-out"]) == message)
        #expect(contents(of: "unused-out") == nil)
    }

    @Test func helpAndCompletionOfferPresentationsAndStates() throws {
        let help = WidgetCatalog.withExamples { RenderCommand.helpMessage(columns: 1000) }
        #expect(
            help.contains(
                "Where a Live Activity is shown: the Lock Screen banner or the Dynamic Island. "
                    + "Values: lockScreen, compact, minimal, expanded, standBy, or all; repeatable or comma-separated. Default: all: every one the device has."
            ))
        #expect(
            help.contains(
                "A Live Activity's content states by name, repeatable or comma-separated, or all. Default: all."))
        #expect(
            help.contains("The widget or Live Activity to render: course-schedule, ") && help.contains(", live-match."))
        let bash = WidgetCatalog.withExamples { VignetteCommand.completionScript(for: .bash) }
        for word in ["lockScreen", "expanded", "half-time", "live-match"] {
            #expect(bash.contains(word), "bash completion lacks \(word)")
        }
        let parsed = try RenderCommand.parse([
            "--widget", "live-match", "--presentation", "compact, expanded", "--presentation", "all",
        ])
        #expect(parsed.presentation.chosen() == nil)
        #expect(
            try RenderCommand.parse(["--widget", "a", "--presentation", "Minimal"]).presentation.chosen() == [.minimal])
    }

    @Test func theSwiftAPIRefusesAnIslandWithoutOne() throws {
        let se = try DeviceCatalog.standard.device(id: "iphone-se-3")
        #expect(try Names.presentations([], on: se) == [.lockScreen, .standBy])
        #expect(throws: OptionError.noDynamicIsland([.minimal], device: "iphone-se-3")) {
            try Names.presentations([Selection([.lockScreen, .minimal])], on: se)
        }
        #expect(try Names.appearances([], for: [.lockScreen], on: se, os: .default) == [.light])
        #expect(try Names.appearances([Selection(nil)], for: [.lockScreen], on: se, os: .default) == [.light, .dark])
    }
}

import Foundation
import Testing
import Vignette
@testable import VignetteCLI

/// `vignette render --widget live-match`: a Live Activity in its presentations, colour
/// schemes and content states; the files it writes, and what it says when it cannot.
@Suite struct RenderActivityTests {
    static let states = ["kick-off", "first-goal", "half-time", "equaliser", "full-time"]
    static let presentations = ["lockScreen", "compact", "minimal", "expanded", "standBy"]

    /// `live-match_<presentation>_<device>_ios26_<scheme>@3x_<state>.png` for every combination given.
    static func names(
        _ presentations: [String] = presentations, device: String, schemes: [String],
        states: [String] = states, ext: String = "png"
    ) -> [String] {
        states.flatMap { state in
            schemes.flatMap { scheme in
                presentations.map { "live-match_\($0)_\(device)_ios26_\(scheme)@3x_\(state).\(ext)" }
            }
        }.sorted()
    }

    func size(_ path: String) throws -> (width: Int, height: Int) {
        try #require(PNGImage.headerSize(try Data(contentsOf: URL(fileURLWithPath: path))))
    }

    @Test func everyPresentationSchemeAndStateNamedByTheFileStem() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let out = folder.path("out")
        let run = vignetteWithErrors([
            "render", "--widget", "live-match", "--device", "iphone-16-pro", "--appearance", "all",
            "--out", out,
        ])
        #expect(run.failure == nil && run.errors == "")
        let expected = Self.names(device: "iphone-16-pro", schemes: ["light", "dark"])
        #expect(expected.count == 50)
        #expect(contents(of: out) == expected)
        #expect(run.output.split(separator: "\n").map(String.init).sorted() == expected.map { out + "/" + $0 })
        // `ActivityGeometry` (the HIG's sizes) for the 402-point iPhone 16 Pro at @3x: the banner is
        // 11 pt in from each edge (380 pt), the compact island 230 × 36.67 pt, the expanded one 371 pt wide.
        let stem = out + "/live-match_%@_iphone-16-pro_ios26_dark@3x_first-goal.png"
        #expect(try size(stem.replacingOccurrences(of: "%@", with: "lockScreen")).width == 1140)
        #expect(try size(stem.replacingOccurrences(of: "%@", with: "compact")) == (690, 111))
        #expect(try size(stem.replacingOccurrences(of: "%@", with: "expanded")).width == 1113)
        let minimal = try size(stem.replacingOccurrences(of: "%@", with: "minimal"))
        #expect(minimal.height == 111 && minimal.width < 690)
    }

    @Test func defaultsAreEveryPresentationAndStateInLightOnTheDefaultDevice() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try vignette(["render", "--widget", "live-match", "--out", folder.path])
        #expect(contents(of: folder.path) == Self.names(device: "iphone-16-pro-max", schemes: ["light"]))
    }

    @Test func presentationStateAndAppearanceChooseTheFiles() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try vignette([
            "render", "--widget", "live-match", "--device", "iphone-16-pro", "--presentation", "compact,minimal",
            "--presentation", "compact", "--state", "first-goal", "--appearance", "dark", "--out", folder.path("a"),
        ])
        #expect(
            contents(of: folder.path("a"))
                == Self.names(
                    ["compact", "minimal"], device: "iphone-16-pro", schemes: ["dark"],
                    states: ["first-goal"]))
        try vignette([
            "render", "--widget", "live-match", "--device", "iphone-16-pro", "--presentation", "expanded",
            "--state", "kick-off,full-time", "--state", "all", "--out", folder.path("b"),
        ])
        #expect(contents(of: folder.path("b")) == Self.names(["expanded"], device: "iphone-16-pro", schemes: ["light"]))
    }

    @Test func svgFormat() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try vignette([
            "render", "--widget", "live-match", "--presentation", "lockScreen", "--state", "half-time",
            "--format", "svg", "--out", folder.path,
        ])
        let name = "live-match_lockScreen_iphone-16-pro-max_ios26_light@3x_half-time.svg"
        #expect(contents(of: folder.path) == [name])
        let svg = try String(contentsOfFile: folder.path(name), encoding: .utf8)
        #expect(svg.contains("<svg") && svg.contains("width=\"418pt\""), "\(svg.prefix(300))")
    }

    @Test func sameBytesTwice() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        for run in ["1", "2"] {
            try vignette([
                "render", "--widget", "live-match", "--device", "iphone-16-pro", "--appearance", "all",
                "--state", "equaliser,full-time", "--out", folder.path(run),
            ])
        }
        let names = try #require(contents(of: folder.path("1")))
        #expect(names.count == 20 && contents(of: folder.path("2")) == names)
        for name in names {
            #expect(
                try Data(contentsOf: folder.url.appendingPathComponent("1/" + name))
                    == Data(contentsOf: folder.url.appendingPathComponent("2/" + name)), "\(name) differs between runs")
        }
    }

    /// The iPhone SE has no Dynamic Island: `all` draws the banner and says so; asking for an
    /// island presentation is an error.
    @Test func aDeviceWithoutADynamicIsland() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let run = vignetteWithErrors([
            "render", "--widget", "live-match", "--device", "iphone-se-3", "--out", folder.path("all"),
        ])
        #expect(run.failure == nil)
        #expect(
            run.errors
                == "note: iphone-se-3 has no Dynamic Island; rendering live-match as the Lock Screen banner only (and in StandBy)\n"
        )
        #expect(
            contents(of: folder.path("all"))
                == Self.states.flatMap { state in
                    ["lockScreen", "standBy"].map { "live-match_\($0)_iphone-se-3_ios26_light@2x_\(state).png" }
                }.sorted())
        for presentation in ["compact", "lockScreen,expanded"] {
            let shown = presentation.split(separator: ",").filter { $0 != "lockScreen" }.joined(separator: ",")
            #expect(
                failure([
                    "render", "--widget", "live-match", "--device", "iphone-se-3", "--presentation", presentation,
                    "--out", folder.path("island"),
                ])
                    == "--presentation \(shown): iphone-se-3 has no Dynamic Island, so Live Activities show there only as the "
                    + "Lock Screen banner; use --presentation lockScreen, or a device with a Dynamic Island such as iphone-16-pro-max"
            )
        }
        #expect(contents(of: folder.path("island")) == nil)
        // Naming the banner alone says nothing.
        let banner = vignetteWithErrors([
            "render", "--widget", "live-match", "--device", "iphone-se-3", "--presentation", "lockScreen",
            "--state", "kick-off", "--out", folder.path("banner"),
        ])
        #expect(banner.failure == nil && banner.errors == "")
    }

    /// Parts that need more room than their presentation gives: one warning each on standard
    /// error, naming the file, the part and both sizes; the images are still written.
    @Test func overflowsAreWarnedAbout() throws {
        let wide = ActivityDefinition(
            id: "wide", displayName: "Wide", states: [ActivityMoment(name: "now", date: Date(timeIntervalSince1970: 0))]
        ) { _ in
            ActivityViews(
                lockScreen: Fill(.blue).frame(height: 200).node,
                compactLeading: Fill(.red).frame(width: 80, height: 20).node,
                compactTrailing: Fill(.red).frame(width: 20, height: 20).node)
        }
        let catalog = WidgetCatalog(name: "test", definitions: [], activities: [wide])
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let run = WidgetCatalog.$current.withValue(catalog) {
            vignetteWithErrors([
                "render", "--widget", "wide", "--device", "iphone-16-pro", "--presentation", "lockScreen,compact",
                "--out", folder.path,
            ])
        }
        #expect(run.failure == nil)
        #expect(
            run.errors == """
                warning: wide_lockScreen_iphone-16-pro_ios26_light@3x_now: lockScreen needs 352 × 200 pt, has 352 × 160 pt; it is drawn clipped
                warning: wide_compact_iphone-16-pro_ios26_light@3x_now: compactLeading needs 80 × 20 pt, has 52.33 × 36.67 pt; it is drawn clipped

                """)
        #expect(contents(of: folder.path)?.count == 2)
    }

    /// Everything is rendered before anything is written: a state whose views throw leaves
    /// no file of the states before it, and an existing folder as it was.
    @Test func aFailingStateWritesNothing() throws {
        struct Broken: Error, CustomStringConvertible { var description: String { "the score feed is down" } }
        let moments = ["a", "b"].map { ActivityMoment(name: $0, date: Date(timeIntervalSince1970: 0)) }
        let flaky = ActivityDefinition(id: "flaky", displayName: "Flaky", states: moments) { context in
            if context.stateIndex == 1 { throw Broken() }
            return ActivityViews(lockScreen: Fill(.green).node)
        }
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let out = try folder.subfolder("out")
        let message = WidgetCatalog.$current.withValue(
            WidgetCatalog(name: "test", definitions: [], activities: [flaky])
        ) {
            failure(["render", "--widget", "flaky", "--out", out.path])
        }
        #expect(message == "the score feed is down")
        #expect(contents(of: out.path) == [])
    }
}

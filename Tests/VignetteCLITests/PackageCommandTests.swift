import Foundation
import Testing
@testable import VignetteCLI
@testable import VignetteTool

/// `--package`: the commands build the sample package (Examples/WidgetPackage, widgets written
/// as for Xcode) with SwiftPM and run on its widgets by type name. Serialized: the runs share
/// the package's build folder.
@Suite(.serialized) struct PackageCommandTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let sample = repository.appendingPathComponent("Examples/WidgetPackage").path
    /// An output folder for commands that fail before writing anything.
    static let unusedOutput = FileManager.default.temporaryDirectory.appendingPathComponent("vignette-unused-output")
        .path
    static let broken = repository.appendingPathComponent("Tests/VignetteCLITests/Fixtures/BrokenPackage").path

    @Test func widgetsListsThePackagesWidgetTypes() throws {
        let printed = try vignette(["widgets", "--package", Self.sample, "--format", "json"])
        let rows = try #require(try JSONSerialization.jsonObject(with: Data(printed.utf8)) as? [[String: Any]])
        let steps = try #require(rows.first { $0["id"] as? String == "StepsWidget" })
        #expect(steps["displayName"] as? String == "Steps")
        #expect(steps["families"] as? [String] == ["systemSmall", "systemMedium"])
        #expect(steps["timeline"] as? Bool == true)
        // Not the bundled examples.
        #expect(!rows.contains { $0["id"] as? String == "course-schedule" })
        // Bundle.main of the widget executable has an identifier (an Info.plist beside it).
        let plist = try String(contentsOfFile: Self.sample + "/.build/debug/Info.plist", encoding: .utf8)
        #expect(plist.contains("<string>dev.vignette.SampleWidgets</string>"))
    }

    /// The second of two runs finds the build's stamp current: it skips `swift package describe`
    /// and `swift build` (issue 31's second run; `PackageBuildStampTests` has every kind of change).
    @Test func aRunAfterABuildWithNothingChangedFindsItsStamp() throws {
        for _ in 1...2 { try vignette(["widgets", "--package", Self.sample]) }
        let folder = URL(fileURLWithPath: Self.sample)
        let stamp = try #require(
            PackageBuildStamp.load(folder: folder, fingerprint: PackageInputs(folder: folder).fingerprint))
        #expect(stamp.isCurrent(product: "SampleWidgets", executable: Self.sample + "/.build/debug/SampleWidgets"))
        #expect(stamp.executables.map(\.product) == ["SampleWidgets"])
    }

    @Test func renderWritesEveryAppearanceNamedAfterTheType() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let out = folder.path("out")
        let printed = try vignette([
            "render", "--package", Self.sample, "--widget", "StepsWidget", "--family", "systemSmall",
            "--appearance", "all", "--device", "iphone-16-pro-max", "--out", out,
        ])
        let expected = [
            "clearGlass", "dark", "light", "standBy", "standByLocked", "standByNight", "tinted", "tintedGlass",
        ].map {
            "StepsWidget_systemSmall_iphone-16-pro-max_ios26_\($0)@3x.png"
        }
        #expect(contents(of: out) == expected && expected[2].contains("_light@"))
        // The printed paths are the real folder's, not the staging folder the executable wrote to.
        #expect(printed.split(separator: "\n").allSatisfy { $0.hasPrefix(out + "/") })
        // Docs/WidgetFacts.md §1b: iOS 26 small on the 16 Pro Max is 530 px square.
        let light = try PNGImage(path: out + "/" + expected[2])
        #expect(light.width == 530 && light.height == 530)
        // The container background is `.fill.tertiary`: tertiarySystemFill, light rgba(118, 118, 128, 0.12)
        // (Docs/WidgetFacts.md, system colours), on the white platter as on the Home Screen
        // (Docs/Comparisons.md): (239, 239, 240), opaque.
        let background = light.pixel(x: 265, y: 500)
        #expect(
            [background.red, background.green, background.blue, background.alpha] == [239, 239, 240, 255],
            "\(background)")
        #expect(folderHasNoStaging(folder.path))
    }

    /// A widget that imports Charts renders: its bars are drawn in the plot, in the colours given.
    @Test func aChartWidgetRendersItsBars() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let out = folder.path("out")
        _ = try vignette([
            "render", "--package", Self.sample, "--widget", "WeekStepsWidget", "--family", "systemMedium",
            "--appearance", "light", "--device", "iphone-16-pro-max", "--out", out,
        ])
        let image = try PNGImage(path: out + "/WeekStepsWidget_systemMedium_iphone-16-pro-max_ios26_light@3x.png")
        #expect(image.width == 1134 && image.height == 530)
        // Near the plot's bottom, a row crosses every bar: blue (systemBlue 0, 136, 255) and, for the
        // days over the goal, green (systemGreen 52, 199, 89); nothing else on the row is that saturated.
        let row = (0..<image.width).map { image.pixel(x: $0, y: 420) }
        let blue = row.filter { $0.blue > 200 && $0.red < 40 && $0.green < 160 }.count
        let green = row.filter { $0.green > 170 && $0.red < 90 && $0.blue < 120 }.count
        #expect(blue > 100, "blue pixels: \(blue)")
        #expect(green > 100, "green pixels: \(green)")
    }

    @Test func anUnknownWidgetListsTheTypesFound() {
        let message = failure([
            "render", "--package", Self.sample, "--widget", "StepWidget", "--out", Self.unusedOutput,
        ])
        #expect(message?.contains("unknown widget 'StepWidget'") == true, "\(message ?? "no failure")")
        #expect(message?.contains("StepsWidget") == true)
    }

    @Test func layoutPrintsTheWidgetsFrames() throws {
        let printed = try vignette([
            "layout", "--package", Self.sample, "--widget", "StepsWidget", "--family", "systemMedium",
        ])
        let json = try #require(try JSONSerialization.jsonObject(with: Data(printed.utf8)) as? [String: Any])
        #expect(printed.contains("\"words\""))
        #expect(json.isEmpty == false)
    }

    @Test func theGalleryDrawsEverySampleWidget() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let out = folder.path("gallery")
        _ = try vignette(["gallery", "--package", Self.sample, "--out", out])
        let listed = try vignette(["widgets", "--package", Self.sample]).split(separator: "\n")
        let files = try #require(contents(of: out))
        let types = [
            "StepsWidget", "CityWeatherWidget", "MoonPhaseWidget", "WaterWidget", "BatteryWidget", "RunWidget",
            "TodoWidget", "ShortcutsWidget", "SunriseWidget", "FocusTimerWidget", "PlantWidget",
            "ActivityRingsWidget", "NextEventWidget", "WindWidget", "MonthWidget", "StorageWidget", "TeaTimerWidget",
            "WeekStepsWidget",
        ]
        for type in types {
            #expect(
                listed.contains { $0.trimmingCharacters(in: .whitespaces).hasPrefix(type + " ") }, "\(type) not listed")
            #expect(files.contains { $0.hasPrefix(type + "_") && $0.hasSuffix(".png") }, "\(type) not drawn")
        }
        #expect(files.contains("contact-sheet.png") && files.contains("index.html"))
    }

    @Test func viewThatFitsPicksTheLineThatFitsEachFamily() throws {
        func lines(_ family: String) throws -> String {
            try vignette(["layout", "--package", Self.sample, "--widget", "NextEventWidget", "--family", family])
        }
        // Medium has room for the place after the time; small keeps the time alone.
        #expect(try lines("systemMedium").contains("Room 4.12, North building"))
        let small = try lines("systemSmall")
        #expect(!small.contains("Room 4.12") && small.contains("PM"))
    }

    @Test func timelineCallsTheRealProvider() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let out = folder.path("out")
        let printed = try vignette([
            "timeline", "--package", Self.sample, "--widget", "StepsWidget", "--day", "2026-11-24",
            "--out", out,
        ])
        #expect(printed.contains("StepsWidget 2026-11-24:"))
        #expect(
            contents(of: out) == [
                "StepsWidget_2026-11-24_chart.png", "StepsWidget_2026-11-24_filmstrip.png",
                "StepsWidget_2026-11-24_timeline.json",
            ])
        // The provider's four hourly entries, reloaded at the end: more than one reload in a day.
        let report = try String(contentsOfFile: out + "/StepsWidget_2026-11-24_timeline.json", encoding: .utf8)
        #expect(report.contains("\"reloads\""))
    }

    /// `--intent name=value` configures an AppIntentConfiguration widget; a bad value lists the valid ones.
    @Test func intentValuesReachTheRender() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let defaults = folder.path("defaults"), configured = folder.path("configured")
        let base = ["render", "--package", Self.sample, "--widget", "CityWeatherWidget", "--family", "systemSmall"]
        try vignette(base + ["--out", defaults])
        try vignette(base + ["--intent", "city=reykjavik", "--intent", "unit=fahrenheit", "--out", configured])
        let name = "CityWeatherWidget_systemSmall_iphone-16-pro-max_ios26_light@3x.png"
        let a = try Data(contentsOf: URL(fileURLWithPath: defaults + "/" + name))
        let b = try Data(contentsOf: URL(fileURLWithPath: configured + "/" + name))
        #expect(a != b)
        let layout = try vignette([
            "layout", "--package", Self.sample, "--widget", "CityWeatherWidget",
            "--intent", "city=reykjavik", "--intent", "unit=fahrenheit",
        ])
        #expect(layout.contains("Reykjav"))
        #expect(layout.contains("°F"))
        #expect(
            failure(base + ["--intent", "city=paris", "--out", configured])
                == "'paris' is not a valid City for parameter 'city'; valid values are: london, singapore, reykjavik")
        #expect(
            failure(base + ["--intent", "=paris", "--out", configured])?.contains("give a parameter as name=value")
                == true)
    }

    /// A widget's `#Preview(as:)` entries are its moments: the gallery draws each, named after the preview.
    @Test func previewEntriesAreTheMoments() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let out = folder.path("out")
        try vignette(["gallery", "--package", Self.sample, "--widget", "MoonPhaseWidget", "--out", out])
        let light = (contents(of: out) ?? []).filter {
            $0.hasPrefix("MoonPhaseWidget_systemSmall_") && $0.contains("_light@")
        }
        #expect(
            light
                == ["medium", "preview-1-1", "preview-1-2", "preview-1-3"].map {
                    "MoonPhaseWidget_systemSmall_iphone-16-pro-max_ios26_light@3x_\($0).png"
                })
        // Each entry draws its own phase: four different images.
        let images = try Set(light.map { try Data(contentsOf: URL(fileURLWithPath: out + "/" + $0)) })
        #expect(images.count == 4)
    }

    @Test func aPackageThatDoesNotCompileGivesTheCompilersErrors() {
        let message = failure([
            "render", "--package", Self.broken, "--target", "Broken", "--widget", "X", "--out", Self.unusedOutput,
        ])
        #expect(message?.contains("does not compile") == true, "\(message ?? "no failure")")
        #expect(message?.contains("main.swift:1:") == true, "\(message ?? "no failure")")
        #expect(message?.contains("cannot convert value of type 'String'") == true)
    }

    @Test func aFolderWithoutAPackageIsNamed() {
        #expect(
            failure(["widgets", "--package", "/tmp"])
                == "/tmp is not a Swift package (no Package.swift); give --package the folder of your widget package")
    }

    @Test func anUnknownTargetListsTheExecutables() {
        let message = failure(["widgets", "--package", Self.broken, "--target", "Widgets"])
        #expect(
            message
                == "the package at \(Self.broken) has no executable target 'Widgets'; its executable targets: Broken")
    }

    @Test func aPackageWithoutVignetteSaysWhatToAdd() {
        let message = failure(["widgets", "--package", Self.broken])
        #expect(
            message?.hasPrefix(
                "the package at \(Self.broken) has no executable target that depends on VignetteSwiftUI (its executable targets are Broken)"
            ) == true,
            "\(message ?? "no failure")")
    }

    /// A widget executable that writes a file and then traps, as a provider calling
    /// `fatalError` does: the error names the product and command, and nothing reaches --out.
    @Test func aTrapLeavesNothingWritten() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let script = try folder.write(
            """
            #!/bin/sh
            while [ "$1" != "--out" ]; do shift; done
            echo half > "$2/StepsWidget_systemSmall.png"
            echo "Fatal error: no steps today" >&2
            kill -ILL $$
            """, to: "FakeWidgets")
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script)
        let out = folder.path("out")
        let run = PackageRun(
            build: PackageBuild(folder: folder.url, product: "FakeWidgets"),
            arguments: ["render", "--widget", "StepsWidget", "--out", out], outputFolder: out)
        #expect {
            try run.execute(URL(fileURLWithPath: script))
        } throws: { error in
            let text = "\(error)"
            return text.hasPrefix(
                "FakeWidgets crashed (signal 4) running 'render': a provider or view trapped; nothing was written")
                && text.contains("Fatal error: no steps today")
        }
        #expect(contents(of: out) == nil)
        #expect(folderHasNoStaging(folder.path))
    }

    /// `swift build` now and then hangs after "Build complete!": a process that said it is done
    /// and does not exit is stopped after the grace period and counts as a success.
    @Test func aProcessThatHangsAfterSayingItIsDoneIsStopped() throws {
        let started = Date()
        let result = try Subprocess.run(
            "/bin/sh", ["-c", "echo 'Build complete! (0.2s)'; sleep 60"],
            doneWhen: { $0.contains("Build complete!") }, grace: 1)
        #expect(result.status == 0 && !result.crashed)
        #expect(result.output == "Build complete! (0.2s)\n")
        #expect(Date().timeIntervalSince(started) < 10)
        // Without the words, its real exit status counts.
        let failed = try Subprocess.run(
            "/bin/sh", ["-c", "echo 'error: no'; exit 3"], doneWhen: { $0.contains("Build complete!") })
        #expect(failed.status == 3)
    }

    @Test func packageOptionsAreNotForwarded() {
        #expect(
            ["render", "--package", "P", "--widget", "W", "--target=T", "--out", "o"].removingPackageOptions()
                == ["render", "--widget", "W", "--out", "o"])
    }

    private func folderHasNoStaging(_ path: String) -> Bool {
        !(contents(of: path) ?? []).contains { $0.contains(".partial-") }
    }
}

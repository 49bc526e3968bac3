// swift-tools-version: 6.1
import CompilerPluginSupport
import PackageDescription

// A package that depends on Vignette resolves only the dependencies its products need
// (README, "Depending on Vignette"): swift-snapshot-testing only with the SnapshotTesting
// trait; swift-argument-parser only for users of VignetteSwiftUI, whose `WidgetBundle.main()` is
// Vignette's command line on their widgets (WidgetKit → VignetteCLI; `vignette … --package` runs it),
// and never for the core products, since the `vignette` command is no product; FlyingFox never, since only the `vignette`
// executable's `preview` command (VignettePreview, no product) uses it; test-only packages never. swift-syntax
// is resolved for every dependent (the `#Preview` macro target needs it) but built only for
// users of VignetteSwiftUI.

/// pkg-config for a C module: on Linux the .pc beside its module map, which gives the same
/// include paths without the `-pthread` SwiftPM warns about in every dependent's build;
/// elsewhere (or in a folder whose path has a space, which would split the name) the system's.
func pkgConfig(module: String, shim: String, system: String) -> String {
    #if os(Linux)
    let path = "\(Context.packageDirectory)/Sources/\(module)/\(shim).pc"
    return path.contains(" ") ? system : path
    #else
    return system
    #endif
}

let package = Package(
    name: "Vignette",
    platforms: [.macOS(.v14)],
    products: [
        .library(name: "Vignette", targets: ["Vignette"]),
        .library(name: "VignetteCairo", targets: ["VignetteCairo"]),
        // The PNG codec (encode, decode, chunks, checksums) without Cairo.
        .library(name: "VignettePNG", targets: ["VignettePNG"]),
        // Timeline providers, the reload simulator and Smart Stack.
        .library(name: "VignetteTimeline", targets: ["VignetteTimeline"]),
        // Snapshot and lint assertions for XCTest and Swift Testing.
        .library(name: "VignetteTesting", targets: ["VignetteTesting"]),
        // Best-practice lint as values: `Linter`, `LintFinding`, `LintRules`.
        .library(name: "VignetteLint", targets: ["VignetteLint"]),
        // A `Snapshotting` strategy for pointfreeco/swift-snapshot-testing users: empty unless
        // the SnapshotTesting trait is on, so others don't resolve that package.
        .library(name: "VignetteSnapshotTesting", targets: ["VignetteSnapshotTesting"]),
        // App Store screenshots composed from widgets (scenes, captions, slots).
        .library(name: "VignetteScreenshots", targets: ["VignetteScreenshots"]),
        // Reading a widget's sample JSON from a bundle, with errors naming the file and JSON path.
        .library(name: "VignetteSampleData", targets: ["VignetteSampleData"]),
        // WidgetKit source compiled unchanged on Linux: modules named SwiftUI, WidgetKit,
        // AppIntents and ActivityKit that spell Apple's API over the core nodes (Docs/SwiftUI.md). Linux only:
        // on macOS the same files keep Apple's frameworks. A user's package adds
        //   .product(name: "VignetteSwiftUI", package: "vignette", condition: .when(platforms: [.linux]))
        // to its widget target ("vignette" is the package identity: the repository name for a URL
        // dependency, the folder name for a path dependency).
        .library(
            name: "VignetteSwiftUI",
            targets: [
                "SwiftUI", "WidgetKit", "AppIntents", "ActivityKit", "Charts",
                "VignetteFoundation", "UIKit", "CoreGraphics", "Combine", "OSLog", "os", "Intents",
            ]),
        // Stand-ins for the frameworks Linux lacks whose services fail at run time naming the framework
        // (Docs/Compatibility.md): a separate product, as Apple's are separate frameworks, so a package
        // compiles them only when its widget target imports one, e.g.
        //   .product(name: "VignetteFrameworks", package: "vignette", condition: .when(platforms: [.linux]))
        .library(
            name: "VignetteFrameworks",
            targets: [
                "CloudKit", "Security", "UserNotifications", "SwiftData", "TipKit", "HealthKit", "EventKit",
                "CoreData", "CoreLocation", "MapKit", "CoreMotion", "AlarmKit", "ManagedSettings", "FamilyControls",
                "UniformTypeIdentifiers", "Network", "CryptoKit", "StoreKit", "DeviceActivity", "WeatherKit",
                "ImageIO", "WatchConnectivity",
            ]),
        // assertSnapshot and assertNoLintFindings taking the `Widget` a package ships (Linux only, like VignetteSwiftUI).
        .library(name: "VignetteSwiftUITesting", targets: ["VignetteSwiftUITesting"]),
        // Xcode's generated asset symbols (`Image(.logo)`, `Color(.brand)`) for a widget target's
        // asset catalogues: `plugins: [.plugin(name: "VignetteAssetSymbols", package: "vignette")]`.
        .plugin(name: "VignetteAssetSymbols", targets: ["VignetteAssetSymbols"]),
        // Xcode's generated SiriKit intent classes (`ConfigurationIntent`) for a widget target's
        // `.intentdefinition` files: `plugins: [.plugin(name: "VignetteIntentClasses", package: "vignette")]`.
        .plugin(name: "VignetteIntentClasses", targets: ["VignetteIntentClasses"]),
        // Xcode's generated Core Data classes (`Item` with `fetchRequest()`) for a widget target's `.xcdatamodeld`
        // models: `plugins: [.plugin(name: "VignetteManagedObjectClasses", package: "vignette")]`.
        .plugin(name: "VignetteManagedObjectClasses", targets: ["VignetteManagedObjectClasses"]),
    ],
    traits: [
        .trait(
            name: "SnapshotTesting",
            description:
                "VignetteSnapshotTesting's strategy for pointfreeco/swift-snapshot-testing (brings it and swift-syntax)."
        )
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.17.0"),
        // The `#Preview` macros of the SwiftUI and WidgetKit modules (VignetteMacros); the same
        // major version swift-snapshot-testing accepts, so the SnapshotTesting trait adds no second copy.
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.0"),
        // The HTTP and WebSocket server of `vignette preview` (VignettePreview): no product uses it.
        .package(url: "https://github.com/swhitty/FlyingFox", exact: "0.27.1"),
        // Generated trees and strings in Tests/VignetteReliabilityTests.
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.0"),
    ],
    targets: [
        // The C boundary: Cairo, Pango and fontconfig through pkg-config (librsvg, poppler, zlib and libjpeg below).
        .systemLibrary(
            name: "CCairo",
            pkgConfig: pkgConfig(module: "CCairo", shim: "vignette-pangocairo", system: "pangocairo"),
            providers: [.apt(["libcairo2-dev", "libpango1.0-dev", "libfontconfig-dev"])]
        ),
        // librsvg for SVG pictures (its own target: one pkg-config package per system library).
        .systemLibrary(
            name: "CRsvg",
            pkgConfig: pkgConfig(module: "CRsvg", shim: "vignette-rsvg", system: "librsvg-2.0"),
            providers: [.apt(["librsvg2-dev"])]
        ),
        // poppler-glib for PDF pictures (asset catalogues' vector images), drawn onto Cairo.
        .systemLibrary(
            name: "CPoppler",
            pkgConfig: pkgConfig(module: "CPoppler", shim: "vignette-poppler", system: "poppler-glib"),
            providers: [.apt(["libpoppler-glib-dev"])]
        ),
        // zlib: inflate in the PNG reader, and the filtered-rows path of the encoder that
        // `make bench` compares with (VignettePNG/PNGEncoder+Zlib.swift).
        .systemLibrary(name: "CZlib", pkgConfig: "zlib", providers: [.apt(["zlib1g-dev"])]),
        // DSL, environment, layout, display list, device table. Imports no C.
        .target(name: "Vignette"),
        // The PNG codec on plain pixel buffers: encoder and its deflate, reader, chunks, checksums. No Cairo.
        .target(name: "VignettePNG", dependencies: ["Vignette", "CZlib"]),
        // Timelines: entries, providers, reload policies, the simulator, Smart Stack, app-group store, reports.
        .target(name: "VignetteTimeline", dependencies: ["Vignette"]),
        // Pango text engine, private font set-up, painting to Cairo surfaces, their PNG and SVG output.
        .target(
            name: "VignetteCairo", dependencies: ["Vignette", "VignettePNG", "CCairo", "CRsvg", "CPoppler", "CJPEG"]),
        // JPEG pictures decoded by libjpeg-turbo (`libjpeg-dev`); C because libjpeg reports errors by longjmp.
        .target(name: "CJPEG", linkerSettings: [.linkedLibrary("jpeg")]),
        // Best-practice lint: rules over layouts, display lists, pixels and timelines.
        .target(name: "VignetteLint", dependencies: ["Vignette", "VignetteTimeline", "VignettePNG", "VignetteCairo"]),
        // Sample JSON from bundles and files, checked after decoding (does file IO, so not in Vignette).
        .target(name: "VignetteSampleData", dependencies: ["Vignette"]),
        // Example widgets with their sample data.
        .target(
            name: "VignetteExamples",
            dependencies: ["Vignette", "VignetteTimeline", "VignetteSampleData"],
            path: "Examples",
            exclude: ["Screenshots", "WidgetPackage"],
            resources: [.copy("Data")]
        ),
        // The command-line tool's commands, as a library so tests can run them. No product uses
        // it, so swift-argument-parser stays out of dependents' graphs.
        .target(
            name: "VignetteCLI",
            dependencies: [
                "Vignette", "VignetteTimeline", "VignettePNG", "VignetteCairo", "VignetteSnapshots",
                "VignetteLint", "VignetteScreenshots",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // What only the `vignette` executable does: `--package` (build a user's package, run the command
        // in its executable), `test`'s JUnit/HTML/Markdown reports, `report merge` and `review`'s work.
        // No product depends on it, so a user's package, whose bundle runs VignetteCLI, does not compile it.
        .target(
            name: "VignetteTool",
            dependencies: [
                "VignetteCLI", "VignetteSnapshots", "Vignette",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // `vignette preview`: the live page, its server, file watching and accept. Only the
        // `vignette` executable depends on it (not WidgetKit), so a user's package never builds FlyingFox.
        .target(
            name: "VignettePreview",
            dependencies: [
                "VignetteCLI", "VignetteTool", "VignetteSnapshots", "VignetteTimeline", "Vignette",
                // FlyingFox's `#if canImport(OSLog)` code calls this package's Logger, its
                // `#if canImport(UniformTypeIdentifiers)` code this package's UTType and its
                // `#if canImport(CryptoKit)` code this package's SHA-1: link them.
                "OSLog", "UniformTypeIdentifiers", "CryptoKit",
                .product(name: "FlyingFox", package: "FlyingFox"),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // The bundled examples as the command line's catalogue: the `vignette` executable's
        // default (and the tests'); VignetteCLI itself, which WidgetKit's `@main` runs, has none.
        .target(name: "VignetteExampleCatalog", dependencies: ["VignetteCLI", "VignetteExamples"]),
        .executableTarget(
            name: "vignette",
            dependencies: ["VignetteCLI", "VignetteTool", "VignettePreview", "VignetteExampleCatalog"]),
        // App Store screenshots: slots, scenes, captions, composition over the DSL and Cairo.
        .target(name: "VignetteScreenshots", dependencies: ["Vignette", "VignetteCairo"]),
        // Fuzz targets: libFuzzer builds with `make fuzz` (-D FUZZING); a plain build makes
        // replay tools that run the same checks on files.
        .executableTarget(name: "FuzzTreeDecoder", dependencies: ["Vignette"]),
        .executableTarget(name: "FuzzPNGReader", dependencies: ["Vignette", "VignettePNG"]),
        // The SwiftUI spelling layer: every view lowers to a core `Node` (Docs/SwiftUI.md).
        .target(
            name: "SwiftUI",
            dependencies: [
                "Vignette", "VignetteFoundation", "AppIntents", "VignetteMacros", "CPreviewSection",
                "UIKit", "Combine", "VignetteAssetCatalog",
            ]),
        // UIKit's names widget code uses (colours, fonts, images, screen) over the core; SwiftUI
        // re-exports it as Apple's does on iOS (Docs/SwiftUI/UIKit.md).
        // It depends on CoreGraphics so both exist together: swift-property-based (a test dependency) reads
        // `CGColor` and `UIColor(cgColor:)` under `canImport(UIKit)`. It re-exports UserNotifications, as
        // Apple's UIKit headers import it (Docs/SwiftUI/UIKit.md, "Notifications").
        .target(
            name: "UIKit",
            dependencies: [
                "Vignette", "VignetteFoundation", "CoreGraphics", "VignettePNG", "CJPEG", "_Testing_UIKit",
                "UserNotifications",
            ]),
        // CoreGraphics' geometry (Foundation's on Linux) and `CGColor`.
        .target(name: "CoreGraphics", dependencies: ["Vignette", "_Testing_CoreGraphics"]),
        // Empty stand-ins for the cross-import overlays Swift Testing's toolchain names for Testing with
        // UIKit and with CoreGraphics: a test importing Testing and SwiftUI asks for them.
        .target(name: "_Testing_UIKit"),
        .target(name: "_Testing_CoreGraphics"),
        // Combine: Apple's publisher/subscriber model with demand, the common operators, DispatchQueue scheduling (Docs/SwiftUI/StateAndCombine.md).
        .target(name: "Combine"),
        // Logger, OSLog and os_log writing to standard error with Apple's privacy rules (Docs/SwiftUI/OSLog.md).
        // A module named OSLog makes `#if canImport(OSLog)` true graph-wide: swift-syntax's SwiftSyntaxBuilder
        // then names `Logger` without importing it, so OSLog depends on the macro target to be built after it.
        .target(name: "OSLog", dependencies: ["VignetteMacros"]),
        // Asset catalogues' set names as Xcode reads them, and the Swift symbols Xcode makes of them:
        // shared by the SwiftUI layer's lookups and the asset-symbol generator (Foundation only, so the
        // generator builds in seconds).
        .target(name: "VignetteAssetCatalog"),
        .executableTarget(name: "vignette-asset-symbols", dependencies: ["VignetteAssetCatalog"]),
        .plugin(name: "VignetteAssetSymbols", capability: .buildTool(), dependencies: ["vignette-asset-symbols"]),
        // `.intentdefinition` files read, and the intent classes Xcode makes of them (Foundation only).
        // What the plugins' generators share: their command line and the error naming a file they cannot read.
        .target(name: "VignetteGeneratedSource"),
        .target(name: "VignetteIntentDefinition", dependencies: ["VignetteGeneratedSource"]),
        .executableTarget(
            name: "vignette-intent-classes", dependencies: ["VignetteIntentDefinition", "VignetteGeneratedSource"]),
        .plugin(name: "VignetteIntentClasses", capability: .buildTool(), dependencies: ["vignette-intent-classes"]),
        // `import os` and `import os.log`: a Clang module (a module map, no Swift), so only the targets that
        // depend on it see it and `canImport(os)` stays false in other packages (Docs/SwiftUI/OSLog.md).
        .target(name: "os"),
        // Frameworks Linux lacks that widget providers and shared code import: their types compile, their
        // calls fail at run time naming the framework (VignetteFoundation's UnavailableFramework), and a
        // render says which widget reached for which (Docs/Compatibility.md, "Frameworks Linux lacks").
        .target(name: "CloudKit", dependencies: ["VignetteFoundation"]),
        .target(name: "Security", dependencies: ["VignetteFoundation"]),
        .target(name: "UserNotifications", dependencies: ["VignetteFoundation"]),
        // SwiftData: `@Model` classes and containers compile; a fetch or save fails naming SwiftData,
        // `@Query` is empty (Docs/SwiftUI/SwiftData.md). TipKit: tips compile and never show in a widget (Docs/SwiftUI/TipKit.md).
        // Swift 5 mode: `Query` states `Result == [Element]` so a bare `@Query var items: [Item]` infers its
        // model type, which Swift 6 mode rejects (Docs/SwiftUI/SwiftData.md, "A bare @Query").
        .target(
            name: "SwiftData", dependencies: ["SwiftUI", "VignetteFoundation", "VignetteMacros"],
            swiftSettings: [.swiftLanguageMode(.v5)]),
        .target(name: "TipKit", dependencies: ["SwiftUI", "VignetteMacros"]),
        // HealthKit (no Health data: queries fail) and EventKit (no access: nothing found), Docs/Compatibility.md.
        .target(name: "HealthKit", dependencies: ["VignetteFoundation"]),
        .target(name: "EventKit", dependencies: ["VignetteFoundation", "CoreGraphics"]),
        // CoreData: stores load empty, fetches and saves fail naming CoreData (Docs/Compatibility.md).
        // SwiftUI's `@FetchRequest` and `\.managedObjectContext` are here too, so it is built after SwiftUI.
        .target(name: "CoreData", dependencies: ["VignetteFoundation", "SwiftUI", "VignetteMacros"]),
        // Core Data models read, and the NSManagedObject subclasses Xcode makes of them (Foundation only).
        .target(name: "VignetteCoreDataModel", dependencies: ["VignetteGeneratedSource"]),
        .executableTarget(
            name: "vignette-managed-object-classes", dependencies: ["VignetteCoreDataModel", "VignetteGeneratedSource"]),
        .plugin(
            name: "VignetteManagedObjectClasses", capability: .buildTool(),
            dependencies: ["vignette-managed-object-classes"]),
        // CoreLocation and MapKit: coordinates, locations and regions are real values; location requests,
        // geocoding and map snapshots fail naming the framework. CoreMotion: no sensors, queries fail.
        .target(name: "CoreLocation", dependencies: ["VignetteFoundation"]),
        .target(name: "MapKit", dependencies: ["CoreLocation", "UIKit", "VignetteFoundation"]),
        .target(name: "CoreMotion", dependencies: ["VignetteFoundation"]),
        // AlarmKit: an alarm's attributes and states are real values (its Live Activity draws them); nothing is
        // scheduled, and scheduling throws naming the framework.
        .target(name: "AlarmKit", dependencies: ["SwiftUI", "ActivityKit", "AppIntents", "VignetteFoundation"]),
        // Screen Time's ManagedSettings and FamilyControls: tokens and selections are real, Codable values (apps
        // store them); no picker makes one, and authorization throws naming the framework.
        .target(name: "ManagedSettings", dependencies: ["VignetteFoundation"]),
        .target(name: "FamilyControls", dependencies: ["ManagedSettings", "VignetteFoundation"]),
        // Screen Time's DeviceActivity (declared, no names yet: its monitor is an extension of its own) and
        // StoreKit (no App Store: requests throw naming StoreKit, nobody has bought anything).
        .target(name: "DeviceActivity"),
        .target(name: "StoreKit", dependencies: ["VignetteFoundation"]),
        // Watch Connectivity: no watch pairs with Linux, so `WCSession.isSupported()` is false and sends fail
        // naming the framework (Docs/Compatibility.md, fourteenth round).
        .target(name: "WatchConnectivity", dependencies: ["VignetteFoundation"]),
        // Uniform type identifiers (the system's common types and the app's Info.plist declarations) and
        // Network's path monitor (no path observed on Linux: unsatisfied), for the packages apps bring
        // (Docs/Compatibility.md, tenth round).
        .target(name: "UniformTypeIdentifiers"),
        .target(name: "Network", dependencies: ["VignetteFoundation"]),
        // CryptoKit's hashes (MD5, SHA-1, SHA-256) and HMAC: computed here, as on Apple's.
        .target(name: "CryptoKit"),
        // WeatherKit: the forecast types, and a service whose requests throw (no Apple weather service).
        // ImageIO: image sources over PNG and JPEG bytes (thumbnails), PNG destinations.
        .target(name: "WeatherKit", dependencies: ["CoreLocation", "VignetteFoundation"]),
        .target(name: "ImageIO", dependencies: ["CoreGraphics", "UIKit", "VignetteFoundation"]),
        // `import Intents` (Xcode's pre-iOS 17 widget template) compiles; SiriKit intent classes are not generated.
        .target(name: "Intents"),
        // `import SQLite3`: the system's libsqlite3, real (a module map; only its importers read the header
        // and link it). VignetteFoundation depends on it so a widget target sees it: a product cannot list it.
        .systemLibrary(name: "SQLite3", providers: [.apt(["libsqlite3-dev"])]),
        // Swift Charts' spelling: `Chart` and its marks lower to the core's chart node (Docs/Charts.md).
        .target(name: "Charts", dependencies: ["SwiftUI", "Vignette"]),
        // `#Preview` expands to a record in the `vignette_previews` section of the executable,
        // registered without a `main()` (Docs/SwiftUI/Previews.md).
        .macro(
            name: "VignetteMacros",
            dependencies: [
                .product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
                .product(name: "SwiftCompilerPlugin", package: "swift-syntax"),
            ]),
        // Runs the records of the `vignette_previews` section, between the linker's
        // `__start_`/`__stop_` symbols (ELF only).
        .target(name: "CPreviewSection"),
        // Apple's Foundation names missing on Linux (app-group containers…), re-exported by the modules above.
        // With `WallClock`: `Date()` frozen at the render clock while a widget's own code runs.
        // It re-exports OSLog, so a file with `import os` (a Clang module) finds `Logger`.
        .target(
            name: "VignetteFoundation", dependencies: ["CWallClock", "OSLog", "SQLite3", "Combine"],
            // The toolchain's ICU (with CLDR's data), which Foundation on Linux formats with: measurements.
            linkerSettings: [.linkedLibrary("_FoundationICU", .when(platforms: [.linux]))]),
        // The process's wall clock, frozen at the render clock while a widget's own code runs
        // (`Date()` in a provider, a view or a preview; Docs/Time.md), by interposing `clock_gettime`.
        .target(name: "CWallClock"),
        // Widget, StaticConfiguration, TimelineProvider and the adapter to `WidgetDefinition`.
        // Its `WidgetBundle.main()` is Vignette's command line on the bundle's widgets (VignetteCLI).
        .target(
            name: "WidgetKit",
            dependencies: [
                "SwiftUI", "AppIntents", "ActivityKit", "Intents", "VignetteFoundation", "Vignette",
                "VignetteTimeline", "VignetteCLI",
            ]),
        .target(
            name: "VignetteSwiftUITesting",
            dependencies: ["VignetteTesting", "WidgetKit", "Vignette", "VignetteTimeline"]),
        // The intent types a configurable widget names (parameters with defaults).
        .target(name: "AppIntents", dependencies: ["VignetteFoundation"]),
        // Live Activities' attributes and content, and `Activity` as a recorder of the app's
        // calls (Docs/SwiftUI/LiveActivities.md); WidgetKit's ActivityConfiguration draws them.
        .target(name: "ActivityKit", dependencies: ["VignetteFoundation"]),
        // Snapshot core without a test framework: render (Cairo), compare and read/write references (PNG),
        // record, artifacts, report.
        .target(name: "VignetteSnapshots", dependencies: ["Vignette", "VignettePNG", "VignetteCairo"]),
        // assertSnapshot for XCTest and Swift Testing over VignetteSnapshots.
        // assertNoLintFindings over VignetteLint.
        .target(
            name: "VignetteTesting",
            dependencies: ["VignetteSnapshots", "VignetteLint", "VignetteTimeline", "Vignette", "VignetteCairo"]),
        // Only this target (and its test) needs swift-snapshot-testing, and only with the trait.
        .target(
            name: "VignetteSnapshotTesting",
            dependencies: [
                "VignetteSnapshots", "Vignette", "VignettePNG", "VignetteCairo",
                .product(
                    name: "SnapshotTesting", package: "swift-snapshot-testing",
                    condition: .when(traits: ["SnapshotTesting"])),
            ]
        ),
        .testTarget(name: "VignetteTests", dependencies: ["Vignette"], resources: [.copy("Fixtures")]),
        // The codec alone: round trips, deflate, checksums, chunks, every PNG colour type and depth.
        .testTarget(
            name: "VignettePNGTests", dependencies: ["VignettePNG", "Vignette", "CZlib"], resources: [.copy("Fixtures")]
        ),
        .testTarget(
            name: "VignetteCairoTests",
            dependencies: [
                "Vignette", "VignettePNG", "VignetteCairo", "VignetteExamples",
                "VignetteSampleData", "CCairo", "CZlib",
            ],
            exclude: ["JPEGFixtures"]),
        // The sample-data reader and the README's widget (which reads its sample from Data/).
        .testTarget(
            name: "VignetteSampleDataTests", dependencies: ["VignetteSampleData", "Vignette", "VignetteCairo"],
            resources: [.copy("Data")]),
        .testTarget(
            name: "VignetteScreenshotsTests",
            dependencies: [
                "VignetteScreenshots", "Vignette", "VignetteCairo", "VignetteExamples", "VignetteCLI",
                "VignetteExampleCatalog",
            ]),
        // Fixtures/ holds a package the tests build (not compiled into the test target).
        .testTarget(
            name: "VignetteCLITests",
            dependencies: [
                "VignetteCLI", "VignetteTool", "VignetteExampleCatalog", "Vignette", "VignetteTimeline", "VignettePNG",
                "CCairo", "VignetteFoundation",
            ],
            exclude: ["Fixtures"]),
        // The preview server: routes, path safety, token, compiler errors, watching; a real server on loopback.
        .testTarget(
            name: "VignettePreviewTests",
            dependencies: [
                "VignettePreview", "VignetteExampleCatalog", "VignetteSnapshots", "Vignette", "VignetteCLI",
                "VignetteTool",
                .product(name: "FlyingFox", package: "FlyingFox"),
            ]),
        // The project's own snapshots (Snapshots/) and the snapshot library's tests.
        .testTarget(
            name: "VignetteTestingTests",
            dependencies: [
                "VignetteTesting", "VignetteSnapshots", "Vignette", "VignettePNG", "VignetteCairo",
                "VignetteExamples", "VignetteCLI",
            ]),
        .testTarget(
            name: "VignetteSnapshotTestingTests",
            dependencies: [
                "VignetteSnapshotTesting", "Vignette",
                .product(
                    name: "SnapshotTesting", package: "swift-snapshot-testing",
                    condition: .when(traits: ["SnapshotTesting"])),
            ],
            exclude: ["__Snapshots__"]),
        // Generated trees and strings, depth, bad input, determinism and fuzz regressions (issue 9).
        .testTarget(
            name: "VignetteReliabilityTests",
            dependencies: [
                "Vignette", "VignettePNG", "VignetteCairo", "VignetteExamples", "VignetteCLI", "VignetteSnapshots",
                "VignetteExampleCatalog", "VignetteSampleData", "FuzzTreeDecoder", "FuzzPNGReader",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ],
            resources: [.copy("Fuzz")]
        ),
        .testTarget(
            name: "VignetteLintTests",
            dependencies: [
                "VignetteLint", "VignetteTesting", "Vignette", "VignetteTimeline", "VignettePNG", "VignetteCairo",
                "VignetteExamples", "VignetteCLI",
            ]),
        // The timeline model, simulator, Smart Stack and the example providers (the timeline and
        // stack commands are tested with the CLI).
        .testTarget(name: "VignetteTimelineTests", dependencies: ["VignetteTimeline", "Vignette", "VignetteExamples"]),
        // SwiftUI-spelled widgets lower to the same nodes, frames and pixels as the core DSL.
        .testTarget(
            name: "VignetteMacrosTests",
            dependencies: ["VignetteMacros", .product(name: "SwiftSyntaxMacrosTestSupport", package: "swift-syntax")]),
        // AssetFixtures/ holds an asset catalogue and loose pictures the tests point the lookup at;
        // AccentFixtures/ Xcode's template AccentColor set, with no colour in it.
        .testTarget(
            name: "VignetteSwiftUITests",
            dependencies: [
                "SwiftUI", "WidgetKit", "AppIntents", "ActivityKit", "Charts", "Vignette", "VignettePNG",
                "VignetteCairo", "VignetteExamples", "VignetteCLI", "VignetteLint", "UIKit", "Combine", "OSLog", "os",
                "VignetteFoundation", "CloudKit", "Security", "VignetteAssetCatalog", "VignetteIntentDefinition",
                "Intents", "SwiftData", "TipKit", "HealthKit", "EventKit", "CoreData", "CoreLocation", "MapKit",
                "CoreMotion", "AlarmKit", "VignetteCoreDataModel", "ManagedSettings", "FamilyControls",
                "UniformTypeIdentifiers", "Network", "CryptoKit", "StoreKit", "DeviceActivity", "WeatherKit",
                "ImageIO", "WatchConnectivity",
            ],
            exclude: ["AssetFixtures", "AccentFixtures", "IntentFixtures", "CoreDataFixtures"],
            // The Garden model's classes, generated as a widget target's are (ManagedObjectClassesTests).
            plugins: ["VignetteManagedObjectClasses"]),
    ]
)

// `make bench` only: the release-build benchmark (Benchmarks/VignetteBench) exists in the
// package when VIGNETTE_BENCH is set, so `swift build` and `swift test` never compile it.
if Context.environment["VIGNETTE_BENCH"] != nil {
    package.targets.append(
        .executableTarget(
            name: "VignetteBench",
            dependencies: [
                "Vignette", "VignettePNG", "VignetteCairo", "VignetteExamples", "VignetteSnapshots", "VignetteCLI",
                "VignetteExampleCatalog", "SwiftUI", "WidgetKit", "Charts",
            ],
            path: "Benchmarks/VignetteBench"
        ))
}

// `make docs` only: the DocC plugin is a dependency when VIGNETTE_DOCS is set, so users of the
// package never resolve it.
if Context.environment["VIGNETTE_DOCS"] != nil {
    package.dependencies.append(.package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.4.0"))
}

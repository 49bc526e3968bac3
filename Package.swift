// swift-tools-version: 6.1
import PackageDescription

// A package that depends on Vignette resolves only the dependencies its products need
// (README, "Depending on Vignette"): swift-snapshot-testing only with the SnapshotTesting
// trait; swift-argument-parser never, since the `vignette` command is no product (this
// package's own `swift run vignette` still builds it); test-only packages never.

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
        // Snapshot and lint assertions for XCTest and Swift Testing.
        .library(name: "VignetteTesting", targets: ["VignetteTesting"]),
        // Best-practice lint as values: `Linter`, `LintFinding`, `LintRules`.
        .library(name: "VignetteLint", targets: ["VignetteLint"]),
        // A `Snapshotting` strategy for pointfreeco/swift-snapshot-testing users: empty unless
        // the SnapshotTesting trait is on, so others don't resolve that package.
        .library(name: "VignetteSnapshotTesting", targets: ["VignetteSnapshotTesting"]),
        // App Store screenshots composed from widgets (scenes, captions, slots).
        .library(name: "VignetteScreenshots", targets: ["VignetteScreenshots"]),
    ],
    traits: [
        .trait(name: "SnapshotTesting",
               description: "VignetteSnapshotTesting's strategy for pointfreeco/swift-snapshot-testing (brings it and swift-syntax)."),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.17.0"),
        // Generated trees and strings in Tests/VignetteReliabilityTests.
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.0"),
    ],
    targets: [
        // The only C boundary: Cairo, Pango and fontconfig through pkg-config.
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
        // zlib: CRC-32 of PNG chunks, inflate in the PNG reader, and the filtered-rows path of
        // the encoder that `make bench` compares with (VignetteCairo/Render/PNGEncoder+Zlib.swift).
        .systemLibrary(name: "CZlib", pkgConfig: "zlib", providers: [.apt(["zlib1g-dev"])]),
        // DSL, environment, layout, display list, device table. Imports no C.
        .target(
            name: "Vignette",
            resources: [.copy("Resources/devices.json"), .copy("Resources/symbols.json")]
        ),
        // Pango text engine, private font set-up, Cairo PNG and SVG backends.
        .target(name: "VignetteCairo", dependencies: ["Vignette", "CCairo", "CRsvg", "CZlib"]),
        // Best-practice lint: rules over layouts, display lists, pixels and timelines.
        .target(name: "VignetteLint", dependencies: ["Vignette", "VignetteCairo"]),
        // Example widgets with their sample data.
        .target(
            name: "VignetteExamples",
            dependencies: ["Vignette"],
            path: "Examples",
            exclude: ["Screenshots"],
            resources: [.copy("Data")]
        ),
        // The command-line tool's commands, as a library so tests can run them. No product uses
        // it, so swift-argument-parser stays out of dependents' graphs.
        .target(
            name: "VignetteCLI",
            dependencies: [
                "Vignette", "VignetteCairo", "VignetteExamples", "VignetteSnapshots", "VignetteLint", "VignetteScreenshots",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .executableTarget(name: "vignette", dependencies: ["VignetteCLI"]),
        // App Store screenshots: slots, scenes, captions, composition over the DSL and Cairo.
        .target(name: "VignetteScreenshots", dependencies: ["Vignette", "VignetteCairo"]),
        // Fuzz targets: libFuzzer builds with `make fuzz` (-D FUZZING); a plain build makes
        // replay tools that run the same checks on files.
        .executableTarget(name: "FuzzTreeDecoder", dependencies: ["Vignette"]),
        .executableTarget(name: "FuzzPNGReader", dependencies: ["Vignette", "VignetteCairo"]),
        // Snapshot core without a test framework: render, compare, record, artifacts, report.
        .target(name: "VignetteSnapshots", dependencies: ["Vignette", "VignetteCairo"]),
        // assertSnapshot for XCTest and Swift Testing over VignetteSnapshots.
        // assertNoLintFindings over VignetteLint.
        .target(name: "VignetteTesting", dependencies: ["VignetteSnapshots", "VignetteLint", "Vignette", "VignetteCairo"]),
        // Only this target (and its test) needs swift-snapshot-testing, and only with the trait.
        .target(
            name: "VignetteSnapshotTesting",
            dependencies: [
                "VignetteSnapshots", "Vignette", "VignetteCairo",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing", condition: .when(traits: ["SnapshotTesting"])),
            ]
        ),
        .testTarget(name: "VignetteTests", dependencies: ["Vignette"], resources: [.copy("Fixtures")]),
        .testTarget(name: "VignetteCairoTests", dependencies: ["Vignette", "VignetteCairo", "VignetteExamples"]),
        .testTarget(name: "VignetteScreenshotsTests",
                    dependencies: ["VignetteScreenshots", "Vignette", "VignetteCairo", "VignetteExamples", "VignetteCLI"]),
        .testTarget(name: "VignetteCLITests", dependencies: ["VignetteCLI", "Vignette", "CCairo"]),
        // The project's own snapshots (Snapshots/) and the snapshot library's tests.
        .testTarget(name: "VignetteTestingTests",
                    dependencies: ["VignetteTesting", "VignetteSnapshots", "Vignette", "VignetteCairo", "VignetteExamples", "VignetteCLI"]),
        .testTarget(name: "VignetteSnapshotTestingTests",
                    dependencies: ["VignetteSnapshotTesting", "Vignette",
                                   .product(name: "SnapshotTesting", package: "swift-snapshot-testing",
                                            condition: .when(traits: ["SnapshotTesting"]))],
                    exclude: ["__Snapshots__"]),
        // Generated trees and strings, depth, bad input, determinism and fuzz regressions (issue 9).
        .testTarget(
            name: "VignetteReliabilityTests",
            dependencies: ["Vignette", "VignetteCairo", "VignetteExamples", "VignetteCLI", "VignetteSnapshots",
                           "FuzzTreeDecoder", "FuzzPNGReader",
                           .product(name: "PropertyBased", package: "swift-property-based")],
            resources: [.copy("Fuzz")]
        ),
        .testTarget(name: "VignetteLintTests",
                    dependencies: ["VignetteLint", "VignetteTesting", "Vignette", "VignetteCairo", "VignetteExamples", "VignetteCLI"]),
        // The timeline model, simulator, Smart Stack, course-schedule providers and the timeline commands.
        .testTarget(name: "VignetteTimelineTests", dependencies: ["Vignette", "VignetteExamples", "VignetteCLI"]),
    ]
)

// `make bench` only: the release-build benchmark (Benchmarks/VignetteBench) exists in the
// package when VIGNETTE_BENCH is set, so `swift build` and `swift test` never compile it.
if Context.environment["VIGNETTE_BENCH"] != nil {
    package.targets.append(.executableTarget(
        name: "VignetteBench",
        dependencies: ["Vignette", "VignetteCairo", "VignetteExamples", "VignetteSnapshots", "VignetteCLI"],
        path: "Benchmarks/VignetteBench"
    ))
}

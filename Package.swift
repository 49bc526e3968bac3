// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "Vignette",
    platforms: [.macOS(.v14)],
    products: [
        .library(name: "Vignette", targets: ["Vignette"]),
        .library(name: "VignetteCairo", targets: ["VignetteCairo"]),
        .executable(name: "vignette", targets: ["vignette"]),
        // Snapshot assertions for XCTest and Swift Testing.
        .library(name: "VignetteTesting", targets: ["VignetteTesting"]),
        // A `Snapshotting` strategy for pointfreeco/swift-snapshot-testing users; separate so
        // others don't build that dependency.
        .library(name: "VignetteSnapshotTesting", targets: ["VignetteSnapshotTesting"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.17.0"),
    ],
    targets: [
        // The only C boundary: Cairo, Pango and fontconfig through pkg-config.
        .systemLibrary(
            name: "CCairo",
            pkgConfig: "pangocairo",
            providers: [.apt(["libcairo2-dev", "libpango1.0-dev", "libfontconfig-dev"])]
        ),
        // librsvg for SVG pictures (its own target: one pkg-config package per system library).
        .systemLibrary(
            name: "CRsvg",
            pkgConfig: "librsvg-2.0",
            providers: [.apt(["librsvg2-dev"])]
        ),
        // DSL, environment, layout, display list, device table. Imports no C.
        .target(
            name: "Vignette",
            resources: [.copy("Resources/devices.json"), .copy("Resources/symbols.json")]
        ),
        // Pango text engine, private font set-up, Cairo PNG and SVG backends.
        .target(name: "VignetteCairo", dependencies: ["Vignette", "CCairo", "CRsvg"]),
        // Example widgets with their sample data.
        .target(
            name: "VignetteExamples",
            dependencies: ["Vignette"],
            path: "Examples",
            resources: [.copy("Data")]
        ),
        // The command-line tool's commands, as a library so tests can run them.
        .target(
            name: "VignetteCLI",
            dependencies: [
                "Vignette", "VignetteCairo", "VignetteExamples", "VignetteSnapshots",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .executableTarget(name: "vignette", dependencies: ["VignetteCLI"]),
        // Snapshot core without a test framework: render, compare, record, artifacts, report.
        .target(name: "VignetteSnapshots", dependencies: ["Vignette", "VignetteCairo"]),
        // assertSnapshot for XCTest and Swift Testing over VignetteSnapshots.
        .target(name: "VignetteTesting", dependencies: ["VignetteSnapshots", "Vignette", "VignetteCairo"]),
        // Only this target (and its test) needs swift-snapshot-testing.
        .target(
            name: "VignetteSnapshotTesting",
            dependencies: [
                "VignetteSnapshots", "Vignette", "VignetteCairo",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ]
        ),
        .testTarget(name: "VignetteTests", dependencies: ["Vignette"], resources: [.copy("Fixtures")]),
        .testTarget(name: "VignetteCairoTests", dependencies: ["Vignette", "VignetteCairo", "VignetteExamples"]),
        .testTarget(name: "VignetteCLITests", dependencies: ["VignetteCLI", "Vignette", "CCairo"]),
        // The project's own snapshots (Snapshots/) and the snapshot library's tests.
        .testTarget(name: "VignetteTestingTests",
                    dependencies: ["VignetteTesting", "VignetteSnapshots", "Vignette", "VignetteCairo", "VignetteExamples", "VignetteCLI"]),
        .testTarget(name: "VignetteSnapshotTestingTests",
                    dependencies: ["VignetteSnapshotTesting", "Vignette",
                                   .product(name: "SnapshotTesting", package: "swift-snapshot-testing")],
                    exclude: ["__Snapshots__"]),
        // The timeline model, simulator, Smart Stack, course-schedule providers and the timeline commands.
        .testTarget(name: "VignetteTimelineTests", dependencies: ["Vignette", "VignetteExamples", "VignetteCLI"]),
    ]
)

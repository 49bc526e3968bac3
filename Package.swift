// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "Vignette",
    platforms: [.macOS(.v14)],
    products: [
        .library(name: "Vignette", targets: ["Vignette"]),
        .library(name: "VignetteCairo", targets: ["VignetteCairo"]),
        .executable(name: "vignette", targets: ["vignette"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    ],
    targets: [
        // The only C boundary: Cairo, Pango and fontconfig through pkg-config.
        .systemLibrary(
            name: "CCairo",
            pkgConfig: "pangocairo",
            providers: [.apt(["libcairo2-dev", "libpango1.0-dev", "libfontconfig-dev"])]
        ),
        // DSL, environment, layout, display list, device table. Imports no C.
        .target(
            name: "Vignette",
            resources: [.copy("Resources/devices.json")]
        ),
        // Pango text engine, private font set-up, Cairo PNG and SVG backends.
        .target(name: "VignetteCairo", dependencies: ["Vignette", "CCairo"]),
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
                "Vignette", "VignetteCairo", "VignetteExamples",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .executableTarget(name: "vignette", dependencies: ["VignetteCLI"]),
        .testTarget(name: "VignetteTests", dependencies: ["Vignette"], resources: [.copy("Fixtures")]),
        .testTarget(name: "VignetteCairoTests", dependencies: ["Vignette", "VignetteCairo", "VignetteExamples"]),
        .testTarget(name: "VignetteCLITests", dependencies: ["VignetteCLI", "Vignette", "CCairo"]),
    ]
)

// swift-tools-version: 6.1
import Foundation
import PackageDescription

// Eighteen widgets written as for Xcode (one with Swift Charts), depending on the Vignette checkout two folders up by
// path. A path dependency's identity is its folder's name, so it is read here rather than
// spelled: the clone may be called `vignette`, `Vignette` or anything else.
let vignettePath = "../.."
let vignette = URL(fileURLWithPath: Context.packageDirectory).appendingPathComponent(vignettePath)
    .standardizedFileURL.lastPathComponent

let package = Package(
    name: "SampleWidgets",
    platforms: [.macOS(.v14)],
    dependencies: [
        .package(path: vignettePath)
    ],
    targets: [
        // The widget extension's files: `@main` WidgetBundle, so an executable target (Docs/SwiftUI.md §5).
        // Its Assets.xcassets is a SwiftPM resource too, so `swift test` finds it in the bundle.
        .executableTarget(
            name: "SampleWidgets",
            dependencies: [
                .product(name: "VignetteSwiftUI", package: vignette, condition: .when(platforms: [.linux]))
            ], resources: [.copy("Assets.xcassets")],
            // Xcode's generated asset symbols (`Image(.sprout)`), which Xcode makes itself on Apple platforms.
            plugins: [.plugin(name: "VignetteAssetSymbols", package: vignette)]),
        // Snapshot and lint tests of the widgets themselves (Snapshots/ holds the references).
        .testTarget(
            name: "SampleWidgetsTests",
            dependencies: [
                "SampleWidgets",
                .product(name: "VignetteSwiftUITesting", package: vignette, condition: .when(platforms: [.linux])),
            ]),
    ]
)

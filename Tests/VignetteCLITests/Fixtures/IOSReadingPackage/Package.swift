// swift-tools-version: 6.1
import PackageDescription

// A widget extension's files as written for an iPhone: `@objc` and code inside `#if os(iOS)`, which Swift
// on Linux rejects or leaves out. `vignette … --package` builds the iOS reading of them
// (IOSReadingPackageTests). It needs no Vignette, so the test builds it in seconds.
let package = Package(
    name: "IOSReadingPackage",
    targets: [
        .executableTarget(name: "IOSWidget"),
        .executableTarget(name: "IOSBroken"),
    ]
)

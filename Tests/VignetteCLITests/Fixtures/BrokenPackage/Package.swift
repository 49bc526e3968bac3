// swift-tools-version: 6.1
import PackageDescription

// A package that does not compile, for the error `vignette … --package` gives (PackageCommandTests).
// It needs no Vignette to fail, so the test builds it in seconds.
let package = Package(
    name: "BrokenPackage",
    targets: [
        .executableTarget(name: "Broken")
    ]
)

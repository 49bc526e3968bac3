import Foundation
import Testing

/// A package that depends on Vignette's library products never resolves FlyingFox: only the
/// `vignette` executable's `preview` command uses it (Docs/Depending.md).
@Suite struct DependentsTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    @Test func aDependentResolvesNoFlyingFox() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "preview-dependent-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("Sources/Dependent"), withIntermediateDirectories: true)
        let identity = Self.repository.lastPathComponent
        // Every library product a user may name, the command-line one (VignetteSwiftUI → WidgetKit → VignetteCLI) included.
        let products = [
            "Vignette", "VignetteCairo", "VignetteTesting", "VignetteLint", "VignetteTimeline", "VignetteScreenshots",
            "VignetteSwiftUI", "VignetteSwiftUITesting",
        ]
        try """
        // swift-tools-version: 6.1
        import PackageDescription
        let package = Package(name: "Dependent", dependencies: [.package(path: "\(Self.repository.path)")], targets: [
            .executableTarget(name: "Dependent", dependencies: [\(products.map { ".product(name: \"\($0)\", package: \"\(identity)\")" }.joined(separator: ", "))]),
        ])
        """.write(to: folder.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        try "print(1)\n".write(
            to: folder.appendingPathComponent("Sources/Dependent/main.swift"), atomically: true, encoding: .utf8)

        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [
            "swift", "package", "--package-path", folder.path, "--scratch-path",
            folder.appendingPathComponent(".build").path,
            "show-dependencies", "--format", "json",
        ]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(text)")
        // Resolution ran (the command-line product's own dependency is there) and brought no FlyingFox.
        #expect(text.contains("\"identity\": \"swift-argument-parser\""), "\(text)")
        #expect(!text.lowercased().contains("flyingfox"), "\(text)")
        let checkouts =
            (try? FileManager.default.contentsOfDirectory(
                atPath: folder.appendingPathComponent(".build/checkouts").path)) ?? []
        #expect(!checkouts.contains { $0.lowercased().contains("flyingfox") }, "\(checkouts)")
    }
}

import Foundation
import Testing

/// A widget extension's file as apps write it (Tests/LanguageModes/UserWidget.swift: a theme in globals, providers
/// handing timelines back from other threads, styles of its own calling its main-actor store, a `.task` setting
/// `@State`, a control, a Live Activity, previews) type-checks against the modules this test runs with in Swift 5
/// and Swift 6 language modes with no error, as it does against Apple's SDK (Docs/SwiftUI.md §1, "The main actor").
@Suite struct SwiftSixModeTests {
    /// The folder of the modules built with this test: the test bundle's own.
    static var buildFolder: URL {
        URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
    }

    /// The repository's root, from this file's place in it.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// `swiftc -typecheck` of the file in `mode`, with the C modules' maps and headers a package build gives it;
    /// the diagnostics it printed.
    static func typecheck(_ file: String, mode: String) throws -> String {
        let build = buildFolder
        let maps =
            try FileManager.default.contentsOfDirectory(atPath: build.path)
            .filter { $0.hasSuffix(".build") && !$0.hasSuffix("-tool.build") }
            .map { build.appendingPathComponent($0).appendingPathComponent("module.modulemap").path }
            .filter { FileManager.default.fileExists(atPath: $0) }
            + ["CCairo", "CRsvg", "CPoppler", "CZlib", "SQLite3", "os/include"].map {
                root.appendingPathComponent("Sources/\($0)/module.modulemap").path
            }
        let headers = try run(
            "/usr/bin/env", ["pkg-config", "--cflags-only-I", "pangocairo", "librsvg-2.0", "poppler-glib"]
        )
        .split(separator: " ").map { String($0).trimmingCharacters(in: .whitespacesAndNewlines) }
        .filter { !$0.isEmpty }
        var arguments = [
            "swiftc", "-typecheck", "-swift-version", mode, "-parse-as-library", "-I",
            build.appendingPathComponent("Modules").path,
        ]
        arguments += [
            "-load-plugin-executable", build.appendingPathComponent("VignetteMacros-tool").path + "#VignetteMacros",
        ]
        for map in maps where FileManager.default.fileExists(atPath: map) {
            arguments += ["-Xcc", "-fmodule-map-file=\(map)"]
        }
        for header in headers { arguments += ["-Xcc", header] }
        arguments.append(root.appendingPathComponent(file).path)
        return try run("/usr/bin/env", arguments)
    }

    /// What `executable arguments` printed, standard output and error together.
    static func run(_ executable: String, _ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let text = String(decoding: data, as: UTF8.self)
        if process.terminationStatus != 0 && !text.contains(": error:") {
            return
                "\(executable) \(arguments.prefix(3).joined(separator: " ")): error: exited \(process.terminationStatus)\n\(text)"
        }
        return text
    }

    @Test(arguments: ["5", "6"]) func anAppsWidgetFileTypeChecks(mode: String) throws {
        let output = try Self.typecheck("Tests/LanguageModes/UserWidget.swift", mode: mode)
        let errors = output.split(separator: "\n").filter { $0.contains(": error:") }
        // The check ran: the file was read (a missing compiler or module would be an error above).
        #expect(
            FileManager.default.fileExists(
                atPath: Self.buildFolder.appendingPathComponent("Modules/SwiftUI.swiftmodule").path))
        #expect(errors.isEmpty, "Swift \(mode) mode:\n\(errors.joined(separator: "\n"))")
        // `.task { loaded = await load() }` is main-actor code, as `task(priority:_:)` inherits the body's actor.
        #expect(!output.contains("can not be mutated from a Sendable closure"), "\(output)")
    }
}

import Foundation
import VignetteCLI

extension Bench {
    /// (8) `--package` on a fresh copy of Examples/WidgetPackage (issue 15): `swift build` of one
    /// copy, against `vignette render --package` of another (which builds it too), then the
    /// re-render after a one-line edit. Targets: render ≤ build + 10 s; re-render ≤ 15 s.
    func packageSection() throws -> [String: Any] {
        let repository = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        let built = try freshSamplePackage("package-build", repository: repository)
        let rendered = try freshSamplePackage("package-render", repository: repository)
        defer {
            for folder in [built, rendered] {
                try? FileManager.default.removeItem(at: folder.deletingLastPathComponent())
            }
        }
        let out = rendered.deletingLastPathComponent().appendingPathComponent("out").path

        let build = try Stats.time {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = ["swift", "build", "--package-path", built.path]
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            process.waitUntilExit()
        }
        let arguments = [
            "render", "--package", rendered.path, "--widget", "StepsWidget", "--family", "systemSmall", "--out", out,
        ]
        let render = try Stats.time { try VignetteCommand.run(arguments) }
        // One line changed, as a developer saving the file does.
        let source = rendered.appendingPathComponent("Sources/SampleWidgets/StepsWidget.swift")
        let text = try String(contentsOf: source, encoding: .utf8)
        try text.replacingOccurrences(of: "Text(\"Steps\")", with: "Text(\"Steps today\")")
            .write(to: source, atomically: true, encoding: .utf8)
        let rerender = try Stats.time { try VignetteCommand.run(arguments) }

        let overBuild = (render - build) / 1000
        print(String(format: "  swift build of a fresh copy            %.1f s", build / 1000))
        print(
            String(
                format: "  render --package of a fresh copy        %.1f s  (%+.1f s over the build; target ≤ +10 s)",
                render / 1000, overBuild))
        print(String(format: "  re-render after a one-line edit         %.1f s  (target ≤ 15 s)", rerender / 1000))
        return [
            "buildSeconds": build / 1000, "renderSeconds": render / 1000, "rerenderSeconds": rerender / 1000,
            "targetMet": overBuild <= 10 && rerender / 1000 <= 15,
        ]
    }

    /// A copy of the sample package in a temporary folder, depending on `repository` by path.
    private func freshSamplePackage(_ name: String, repository: URL) throws -> URL {
        let folder = try temporaryFolder(name).appendingPathComponent("WidgetPackage")
        let files = FileManager.default
        let sample = repository.appendingPathComponent("Examples/WidgetPackage")
        try files.createDirectory(at: folder, withIntermediateDirectories: true)
        for item in ["Package.swift", "Sources", "Tests"] {
            try files.copyItem(at: sample.appendingPathComponent(item), to: folder.appendingPathComponent(item))
        }
        let manifest = folder.appendingPathComponent("Package.swift")
        let text = try String(contentsOf: manifest, encoding: .utf8)
        try text.replacingOccurrences(
            of: "let vignettePath = \"../..\"", with: "let vignettePath = \"\(repository.path)\""
        )
        .write(to: manifest, atomically: true, encoding: .utf8)
        return folder
    }
}

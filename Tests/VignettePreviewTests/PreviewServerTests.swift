import Foundation
import Testing
import Vignette
import VignettePNG
@testable import VignettePreview
import VignetteSnapshots

/// A real server on 127.0.0.1 (a port the system chooses) serving a JSON tree: the grid, edits
/// and parse errors, path safety over HTTP, the token on accept, a port in use.
@Suite(.serialized) struct PreviewServerTests {
    static let tree = #"""
        {"type": "column", "children": [{"type": "words", "text": "WORD"}, {"type": "spring"}],
         "modifiers": [{"frame": {"maxWidth": "infinity"}}, {"widgetBackground": {"type": "fill", "color": "COLOR"}}]}
        """#

    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("preview-server-\(UUID().uuidString)")

    private func start(color: String = "#FF0000", snapshots: (URL, URL)? = nil) async throws -> (RunningPreview, URL) {
        let file = scratch.appendingPathComponent("card.json")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        try Self.tree.replacingOccurrences(of: "COLOR", with: color).replacingOccurrences(of: "WORD", with: "Hi")
            .write(to: file, atomically: true, encoding: .utf8)
        let work = scratch.appendingPathComponent("work")
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        let preview = try await RunningPreview.start(
            source: .tree(file: file, lastGood: work.appendingPathComponent("card.json")),
            work: work, host: "127.0.0.1", port: 0,
            snapshots: snapshots.map { (artifacts: $0.0, packageRoot: $0.1) })
        return (preview, file)
    }

    private func grid(_ preview: RunningPreview, _ query: String = "family=x&os=ios26") async throws -> [String: Any] {
        let response = try await RawHTTP.send(port: preview.port, target: "/api/grid?" + query)
        #expect(response.status == 200, "\(response.text)")
        return try #require(try JSONSerialization.jsonObject(with: response.body) as? [String: Any])
    }

    /// Waits (at most 5 s) until the grid's version passes `version`.
    private func grid(_ preview: RunningPreview, after version: Int) async throws -> [String: Any] {
        for _ in 0..<100 {
            let now = try await grid(preview)
            if (now["version"] as? Int ?? 0) > version || now["problem"] != nil { return now }
            try await Task.sleep(for: .milliseconds(50))
        }
        return try await grid(preview)
    }

    private func pixel(_ preview: RunningPreview, _ url: String) async throws -> Bitmap.Pixel {
        let response = try await RawHTTP.send(port: preview.port, target: url)
        #expect(response.headers["content-type"] == "image/png")
        let bitmap = try PNGReader.bitmap(from: response.body, source: url)
        // Below the text, inside the rounded corners: the background.
        return bitmap.pixel(x: bitmap.width / 2, y: bitmap.height * 3 / 4)
    }

    @Test func theGridHasEveryFamilyAndAppearanceAndFollowsEdits() async throws {
        defer { try? FileManager.default.removeItem(at: scratch) }
        let (preview, file) = try await start()
        defer { Task { await preview.stop() } }
        #expect(preview.url.hasPrefix("http://127.0.0.1:\(preview.port)/?token=\(preview.token.value)"))
        let first = try await grid(preview)
        let images = try #require(first["images"] as? [[String: String]])
        let small = images.filter { $0["family"] == "systemSmall" }.map { $0["appearance"]! }
        #expect(
            small == [
                "light", "dark", "tinted", "standBy", "standByNight", "standByLocked", "clearGlass", "tintedGlass",
            ])
        #expect(images.contains { $0["family"] == "systemLarge" })
        let light = try #require(images.first { $0["family"] == "systemSmall" && $0["appearance"] == "light" }?["url"])
        #expect(light.hasSuffix("?v=1"))
        let red = try await pixel(preview, light)
        #expect(red.red == 255 && red.green == 0 && red.blue == 0, "\(red)")

        // Saved with another colour: a new version, whose picture is blue.
        try Self.tree.replacingOccurrences(of: "COLOR", with: "#0000FF").replacingOccurrences(of: "WORD", with: "Hi")
            .write(to: file, atomically: true, encoding: .utf8)
        let second = try await grid(preview, after: 1)
        #expect(second["version"] as? Int == 2)
        let blueURL = try #require(
            (second["images"] as? [[String: String]])?.first { $0["appearance"] == "light" }?["url"])
        #expect(blueURL.hasSuffix("?v=2"))
        let blue = try await pixel(preview, blueURL)
        #expect(blue.red == 0 && blue.blue == 255, "\(blue)")

        // A save that stops parsing: the error names the file, the last good grid stays.
        try "{\"type\": \"column\", \"children\": [".write(to: file, atomically: true, encoding: .utf8)
        let broken = try await grid(preview, after: 2)
        let problem = try #require(broken["problem"] as? [String: Any])
        #expect(
            (problem["message"] as? String)?.hasPrefix("card.json does not parse (the last good render is shown):")
                == true)
        #expect(broken["version"] as? Int == 2)
        #expect((broken["images"] as? [[String: String]])?.first?["url"]?.hasSuffix("?v=2") == true)
    }

    @Test func pathsOutsideTheServedFoldersAreRefusedOverHTTP() async throws {
        defer { try? FileManager.default.removeItem(at: scratch) }
        let (preview, _) = try await start()
        defer { Task { await preview.stop() } }
        try Data("secret".utf8).write(to: scratch.appendingPathComponent("secret.txt"))
        try FileManager.default.createSymbolicLink(
            atPath: scratch.appendingPathComponent("work/link").path,
            withDestinationPath: scratch.appendingPathComponent("secret.txt").path)
        for target in [
            "/images/../secret.txt", "/images/%2e%2e/secret.txt", "/images/%2E%2E/%2e%2e/etc/passwd",
            "/images//etc/passwd", "/images/link", "/snapshots/x",
        ] {
            let response = try await RawHTTP.send(port: preview.port, target: target)
            #expect(response.status == 403 || response.status == 404, "\(target): \(response.status)")
            #expect(!response.text.hasPrefix("secret"), "\(target)")
        }
        #expect(try await RawHTTP.send(port: preview.port, target: "/images/link").status == 403)
        #expect(try await RawHTTP.send(port: preview.port, target: "/images/%2e%2e/secret.txt").status == 403)
        // The page itself is served, and another Host is refused (DNS rebinding).
        #expect(
            try await RawHTTP.send(port: preview.port, target: "/").text.contains("<title>Vignette preview</title>"))
        #expect(
            try await RawHTTP.send(port: preview.port, target: "/", headers: ["Host": "evil.example"]).status == 403)
    }

    @Test func theServerListensOnLoopbackAndAPortInUseIsNamed() async throws {
        defer { try? FileManager.default.removeItem(at: scratch) }
        let (preview, file) = try await start()
        defer { Task { await preview.stop() } }
        #expect(await preview.server.server.listeningAddress == .ip4("127.0.0.1", port: preview.port))
        do {
            _ = try await RunningPreview.start(
                source: .tree(file: file, lastGood: scratch.appendingPathComponent("other.json")),
                work: scratch.appendingPathComponent("work2"), host: "127.0.0.1",
                port: preview.port, snapshots: nil)
            Issue.record("a second server started on port \(preview.port)")
        } catch {
            #expect(
                "\(error)"
                    == "port \(preview.port) is in use on 127.0.0.1: stop what is listening there or choose another with --port N"
            )
        }
    }

    @Test func acceptNeedsTheTokenAndWritesTheReferenceWhole() async throws {
        defer { try? FileManager.default.removeItem(at: scratch) }
        // A failure as a snapshot run records it: entries/*.json and the actual picture.
        let package = scratch.appendingPathComponent("Pkg")
        let artifacts = package.appendingPathComponent(".build/vignette-artifacts")
        try FileManager.default.createDirectory(
            at: artifacts.appendingPathComponent("entries"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(
            at: artifacts.appendingPathComponent("StepsTests/looks"), withIntermediateDirectories: true)
        let green = Bitmap(width: 2, height: 1, bytes: [0, 255, 0, 255, 0, 255, 0, 255])
        try PNGWriter.png(green).write(to: artifacts.appendingPathComponent("StepsTests/looks/steps.actual.png"))
        let entry =
            #"{"run":"r1","test":"StepsTests/looks","name":"steps","message":"3 pixels differ","date":"2026-11-25T10:00:00Z","actual":"StepsTests/looks/steps.actual.png"}"#
        try Data(entry.utf8).write(to: artifacts.appendingPathComponent("entries/StepsTests.looks.steps.json"))
        let (preview, _) = try await start(snapshots: (artifacts, package))
        defer { Task { await preview.stop() } }

        let listed = try await RawHTTP.send(port: preview.port, target: "/api/snapshots")
        #expect(
            listed.text
                == #"[{"actual":"/snapshots/StepsTests/looks/steps.actual.png","id":"StepsTests/looks/steps","message":"3 pixels differ"}]"#
        )
        #expect(
            try await RawHTTP.send(port: preview.port, target: "/snapshots/StepsTests/looks/steps.actual.png").status
                == 200)

        let body = Data(#"{"id":"StepsTests/looks/steps"}"#.utf8)
        let reference = package.appendingPathComponent("Snapshots/StepsTests/looks/steps.png")
        let origin = "http://127.0.0.1:\(preview.port)"
        let noToken = try await RawHTTP.send(port: preview.port, method: "POST", target: "/api/accept", body: body)
        #expect(noToken.status == 403 && noToken.text.hasPrefix("the request has no token"))
        let crossSite = try await RawHTTP.send(
            port: preview.port, method: "POST", target: "/api/accept",
            headers: [
                "X-Vignette-Token": preview.token.value, "Origin": "http://evil.example",
                "Sec-Fetch-Site": "cross-site",
            ], body: body)
        #expect(crossSite.status == 403)
        // A cookie is no token.
        let cookie = try await RawHTTP.send(
            port: preview.port, method: "POST", target: "/api/accept",
            headers: ["Cookie": "token=\(preview.token.value)"], body: body)
        #expect(cookie.status == 403)
        #expect(!FileManager.default.fileExists(atPath: reference.path))

        let accepted = try await RawHTTP.send(
            port: preview.port, method: "POST", target: "/api/accept",
            headers: [
                "X-Vignette-Token": preview.token.value, "Origin": origin,
                "Sec-Fetch-Site": "same-origin", "Content-Type": "application/json",
            ],
            body: body)
        #expect(accepted.status == 200, "\(accepted.text)")
        let written = try PNGReader.bitmap(contentsOf: reference)
        #expect(written == green)
        // Recorded as every reference is: with its pixel digest.
        #expect(PNGChunks.text(in: try Data(contentsOf: reference))["vignette:pixels-sha256"] == green.pixelDigest)
        let unknown = try await RawHTTP.send(
            port: preview.port, method: "POST", target: "/api/accept",
            headers: ["X-Vignette-Token": preview.token.value], body: Data(#"{"id":"nope"}"#.utf8))
        #expect(unknown.status == 404 && unknown.text == "no failed snapshot 'nope' in the snapshots folder\n")
    }
}

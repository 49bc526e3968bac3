import Foundation
import Testing
@testable import VignettePreview

/// Files are served from their folder only: every way out is refused, with the reason.
@Suite struct PathSafetyTests {
    let scratch: URL
    let served: ServedFolder

    init() throws {
        scratch = FileManager.default.temporaryDirectory.appendingPathComponent("preview-paths-\(UUID().uuidString)")
        let root = scratch.appendingPathComponent("served")
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent("renders"), withIntermediateDirectories: true)
        try Data("inside".utf8).write(to: root.appendingPathComponent("renders/a b@3x.png"))
        try Data("secret".utf8).write(to: scratch.appendingPathComponent("secret.txt"))
        // A link to a file outside, a link to a folder outside, and a link that stays inside.
        try FileManager.default.createSymbolicLink(
            atPath: root.appendingPathComponent("out-file").path,
            withDestinationPath: scratch.appendingPathComponent("secret.txt").path)
        try FileManager.default.createSymbolicLink(
            atPath: root.appendingPathComponent("out-folder").path, withDestinationPath: scratch.path)
        try FileManager.default.createSymbolicLink(
            atPath: root.appendingPathComponent("in-link").path, withDestinationPath: "renders")
        served = ServedFolder(root)
    }

    private func refusal(_ path: String) -> ServedFolder.Refusal? {
        do {
            _ = try served.file(at: path)
            return nil
        } catch { return error }
    }

    @Test func aFileInsideIsServedWithItsNameDecoded() throws {
        let url = try served.file(at: "renders/a%20b@3x.png")
        #expect(try String(contentsOf: url, encoding: .utf8) == "inside")
        // A link that stays inside the folder is followed.
        #expect(try String(contentsOf: try served.file(at: "in-link/a%20b@3x.png"), encoding: .utf8) == "inside")
    }

    @Test func dotDotIsRefused() {
        #expect(refusal("../secret.txt") == .dotSegment("../secret.txt"))
        #expect(refusal("renders/../../secret.txt") == .dotSegment("renders/../../secret.txt"))
        #expect(refusal("renders/./a%20b@3x.png") == .dotSegment("renders/./a%20b@3x.png"))
    }

    @Test func encodedDotsAndSlashesAreRefused() {
        #expect(refusal("%2e%2e/secret.txt") == .dotSegment("%2e%2e/secret.txt"))
        #expect(refusal("%2E%2e/secret.txt") == .dotSegment("%2E%2e/secret.txt"))
        #expect(refusal(".%2e/secret.txt") == .dotSegment(".%2e/secret.txt"))
        // Double encoding decodes once to "%2e%2e", which is no file here, and is refused as such.
        #expect(refusal("%252e%252e/secret.txt") == .missing("%252e%252e/secret.txt"))
        #expect(refusal("..%2fsecret.txt") == .badCharacter("..%2fsecret.txt"))
        #expect(refusal("..%5csecret.txt") == .badCharacter("..%5csecret.txt"))
        #expect(refusal("renders%00.png") == .badCharacter("renders%00.png"))
    }

    @Test func absolutePathsAreRefused() {
        #expect(refusal("/etc/passwd") == .absolute("/etc/passwd"))
        #expect(refusal("%2Fetc/passwd") == .badCharacter("%2Fetc/passwd"))
        #expect(refusal("~/secret.txt") == .absolute("~/secret.txt"))
        #expect(refusal("renders//a") == .badCharacter("renders//a"))
    }

    @Test func symlinksLeavingTheFolderAreRefused() {
        #expect(refusal("out-file") == .escapes("out-file"))
        #expect(refusal("out-folder/secret.txt") == .escapes("out-folder/secret.txt"))
    }

    @Test func foldersAndMissingFilesAreNotFound() {
        #expect(refusal("renders") == .missing("renders"))
        #expect(refusal("renders/none.png") == .missing("renders/none.png"))
        #expect(ServedFolder.Refusal.escapes("out-file").description == "'out-file' leads outside the served folder")
    }
}

import Foundation
import Testing
import Vignette
import VignetteCairo
import VignettePNG
@testable import VignetteSnapshots

/// Failed writes leave no partial file and never touch an existing one (issue 9): an
/// unwritable folder, a full disk (a 64 KiB tmpfs, where the machine lets tests mount
/// one) and a rename that fails; and a corrupted reference is an error naming it.
@Suite(.serialized) struct NothingLostTests {
    @Test func fullDiskFailsTheRenderAndLeavesNoFile() throws {
        guard let disk = TinyDisk.mount() else {
            // Without mount rights the rename test below still covers the temporary file.
            print("NothingLostTests: could not mount a tmpfs; full-disk case not run")
            return
        }
        defer { disk.unmount() }
        let out = disk.path + "/out"
        let message = cliFailure([
            "render", "--widget", "course-schedule", "--family", "systemLarge", "--scale", "3", "--out", out,
        ])
        #expect(
            message?.hasPrefix("cannot write \(out)/course-schedule_systemLarge_") == true, "\(message ?? "no error")")
        #expect(message?.hasSuffix(": No space left on device") == true, "\(message ?? "no error")")
        #expect((try? FileManager.default.contentsOfDirectory(atPath: out)) ?? [] == [], "a partial file was left")

        // A reference that exists keeps its bytes when the new one does not fit.
        let reference = URL(fileURLWithPath: disk.path + "/ref.png")
        let old = Data(repeating: 7, count: 1_000)
        try old.write(to: reference)
        #expect(throws: VignetteError.unwritable(path: reference.path, reason: "No space left on device")) {
            try ReferenceFile.write(Data(repeating: 1, count: 200_000), to: reference)
        }
        #expect(try Data(contentsOf: reference) == old)
        #expect(try FileManager.default.contentsOfDirectory(atPath: disk.path).sorted() == ["out", "ref.png"])
    }

    @Test func aRenameThatFailsKeepsTheOldFileAndNoTemporary() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        // A folder where the file should go: writing succeeds, the rename onto it fails.
        try FileManager.default.createDirectory(atPath: folder.path("ref.png"), withIntermediateDirectories: false)
        try Data("keep".utf8).write(to: URL(fileURLWithPath: folder.path("ref.png/inside")))
        #expect(throws: VignetteError.self) {
            try ReferenceFile.write(Data(repeating: 1, count: 100), to: URL(fileURLWithPath: folder.path("ref.png")))
        }
        #expect(folder.entries() == ["ref.png"], "a temporary file was left: \(folder.entries())")
        #expect(try String(contentsOfFile: folder.path("ref.png/inside"), encoding: .utf8) == "keep")
    }

    /// Images are replaced without a disk flush (`FileReplacement`), but as whole files all the same.
    @Test func anImageRenameThatFailsKeepsTheOldFileAndNoTemporary() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        try FileManager.default.createDirectory(atPath: folder.path("a.png"), withIntermediateDirectories: false)
        try Data("keep".utf8).write(to: URL(fileURLWithPath: folder.path("a.png/inside")))
        #expect(throws: VignetteError.unwritable(path: folder.path("a.png"), reason: "Is a directory")) {
            try FileReplacement.write(Data(repeating: 1, count: 100), to: URL(fileURLWithPath: folder.path("a.png")))
        }
        #expect(folder.entries() == ["a.png"], "a temporary file was left: \(folder.entries())")

        // A file that exists is replaced whole, with a new file's permissions.
        let image = URL(fileURLWithPath: folder.path("b.png"))
        try Data(repeating: 7, count: 10_000).write(to: image)
        try FileReplacement.write(Data("new".utf8), to: image)
        #expect(try Data(contentsOf: image) == Data("new".utf8))
        #expect(folder.entries() == ["a.png", "b.png"])
        let mode = try FileManager.default.attributesOfItem(atPath: image.path)[.posixPermissions] as? Int
        let mask = umask(0)
        umask(mask)
        #expect(mode == 0o666 & ~Int(mask))
    }

    @Test func unwritableOutputFolders() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let file = try folder.write(Data("x".utf8), to: "file")
        #expect(
            cliFailure(["gallery", "--widget", "course-schedule", "--out", file + "/g"])
                == "cannot write \(file)/g: Not a directory")
        #expect(
            cliFailure(["timeline", "--widget", "course-schedule", "--day", "2026-11-23", "--out", file])
                == "cannot write \(file): File exists")
        #expect(
            cliFailure(["stack", "--widgets", "course-schedule", "--day", "2026-11-23", "--out", file + "/s"])
                == "cannot write \(file)/s: Not a directory")
        #expect(folder.entries() == ["file"])
        #expect(try String(contentsOfFile: file, encoding: .utf8) == "x")
    }

    @Test func corruptedReferencePNGsNameTheFile() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let good = try CairoRenderer().png(
            DisplayList(
                size: CGSize(width: 4, height: 4),
                items: [
                    .fill(Path(rect: CGRect(x: 0, y: 0, width: 4, height: 4)), .color(RGBA(red: 1, green: 0, blue: 0)))
                ]), scale: 1)
        let idatLength = good.dropFirst(33).prefix(4).reduce(0) { $0 << 8 | Int($1) }  // the encoder's, whatever it is
        let cases: [(String, Data, String)] = [
            ("empty.png", Data(), "byte 0: not a PNG file (no PNG signature)"),
            ("text.png", Data("hello".utf8), "byte 0: not a PNG file (no PNG signature)"),
            (
                "truncated.png", good.prefix(33 + 20),
                "byte 33: 'IDAT' claims \(idatLength) bytes but the file has 8 left"
            ),
            ("cut-header.png", good.prefix(18), "byte 8: a chunk is cut off at the end of the file"),
            (
                "no-end.png", good.prefix(good.count - 12),
                "byte \(good.count - 12): the file ends before its IEND chunk"
            ),
            (
                "bad-crc.png", Data(good.enumerated().map { $0.offset == 29 ? $0.element ^ 0xFF : $0.element }),
                "byte 8: the IHDR chunk fails its CRC check (the file is damaged)"
            ),
            (
                "huge.png", Data(good.prefix(16)) + Data([0, 1, 0, 0, 0, 1, 0, 0]) + good.dropFirst(24),
                "byte 8: 65536×65536 pixels is more than Vignette reads (at most 16384 per side and 67108864 in all)"
            ),
        ]
        for (name, data, reason) in cases {
            let path = try folder.write(data, to: name)
            let error = #expect(throws: VignetteError.self, "\(name)") {
                _ = try PNGReader.bitmap(contentsOf: URL(fileURLWithPath: path))
            }
            #expect(error?.message == "\(path): \(reason)", "\(name)")
        }
        let missing = folder.path("missing.png")
        #expect(throws: VignetteError.unreadableFile(path: missing, reason: "No such file or directory")) {
            _ = try PNGReader.bitmap(contentsOf: URL(fileURLWithPath: missing))
        }
    }
}

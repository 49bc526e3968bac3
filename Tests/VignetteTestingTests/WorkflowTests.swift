import Foundation
import Testing
import Vignette
import VignetteCairo
import VignettePNG
@testable import VignetteSnapshots

/// Recording, matching, failing and re-recording against a scratch package.
@Suite struct WorkflowTests {
    static let smallPath = "Snapshots/WorkflowTests/sample/sample_systemSmall_iphone-16-pro-max_ios26_light@3x.png"
    static let mediumPath = "Snapshots/WorkflowTests/sample/sample_systemMedium_iphone-16-pro-max_ios26_light@3x.png"

    @Test func onCIAMissingReferenceFailsAndWritesNothing() throws {
        let package = try ScratchPackage()
        let report = verifySnapshot(
            of: SampleWidget.make(), families: [.systemSmall], location: package.location(),
            environment: package.environment(["CI": "true"]))
        #expect(report.failures.count == 1)
        let message = try #require(report.failureMessage)
        #expect(
            message.hasPrefix(
                """
                no reference at \(Self.smallPath) (CI is set, so the record mode is 'never').
                Record it on a developer machine and commit it: VIGNETTE_RECORD=missing swift test --filter sample
                  artifacts: .build/vignette-artifacts/WorkflowTests/sample/sample_systemSmall_iphone-16-pro-max_ios26_light@3x.actual.png
                  report: .build/vignette-artifacts/index.html
                """))
        #expect(!package.exists("Snapshots"))
        #expect(
            package.exists(
                ".build/vignette-artifacts/WorkflowTests/sample/sample_systemSmall_iphone-16-pro-max_ios26_light@3x.actual.png"
            ))
    }

    @Test func recordsMissingThenMatchesByDigest() throws {
        let package = try ScratchPackage()
        let first = verifySnapshot(
            of: SampleWidget.make(), families: [.systemSmall], location: package.location(),
            environment: package.environment())
        #expect(first.failureMessage == nil)
        #expect(first.notes == ["recorded \(Self.smallPath) (record mode 'missing'); look at it before committing it"])
        let data = try Data(contentsOf: package.root.appendingPathComponent(Self.smallPath))
        let decoded = try PNGReader.bitmap(from: data, source: Self.smallPath)
        #expect(PNGChunks.text(in: data)[ReferenceFile.digestKey] == decoded.pixelDigest)
        #expect((decoded.width, decoded.height) == (530, 530))
        let fingerprint = try JSONDecoder().decode(
            FontFingerprint.self,
            from: Data(contentsOf: package.root.appendingPathComponent("Snapshots/ENVIRONMENT.json")))
        #expect(fingerprint == (try FontLibrary.standard()).fingerprint)

        let second = verifySnapshot(
            of: SampleWidget.make(), families: [.systemSmall], location: package.location(),
            environment: package.environment(["CI": "true"]))
        guard case .matched(let path) = try #require(second.outcomes.first) else {
            Issue.record("expected a match, got \(second.outcomes)")
            return
        }
        #expect(path == Self.smallPath)
    }

    @Test func aChangedColourFailsWithMessageArtifactsAndReport() throws {
        let package = try ScratchPackage()
        _ = verifySnapshot(
            of: SampleWidget.make(), families: [.systemSmall], location: package.location(),
            environment: package.environment())
        let referenceBefore = try Data(contentsOf: package.root.appendingPathComponent(Self.smallPath))

        let report = verifySnapshot(
            of: SampleWidget.make(bar: .rgb(0.9, 0.3, 0.1)), families: [.systemSmall],
            location: package.location(), environment: package.environment())
        let message = try #require(report.failureMessage)
        let lines = message.split(separator: "\n").map(String.init)
        #expect(lines.first == "snapshot does not match \(Self.smallPath)")
        #expect(
            lines.contains {
                $0.hasPrefix("  ") && $0.contains("of 280,900 pixels")
                    && $0.hasSuffix("differ beyond colour threshold 0.1 (allowed: none)")
            })
        #expect(lines.contains("  to accept the new rendering: VIGNETTE_RECORD=failed swift test --filter sample"))
        #expect(!message.contains("different environment"))
        let stem = ".build/vignette-artifacts/WorkflowTests/sample/sample_systemSmall_iphone-16-pro-max_ios26_light@3x"
        for kind in ["reference", "actual", "diff", "side-by-side"] {
            #expect(package.exists("\(stem).\(kind).png"), "\(kind) image")
            #expect(message.contains("\(stem).\(kind).png"))
        }
        #expect(report.failures.first?.attachments.map(\.kind) == [.reference, .actual, .diff, .sideBySide])
        // The bar (16 pt margin, 24 pt tall, at @3x) is red in the diff; the empty lower area is not.
        let diff = try PNGReader.bitmap(contentsOf: package.root.appendingPathComponent("\(stem).diff.png"))
        #expect(diff.pixel(x: 265, y: 84) == Bitmap.Pixel(red: 230, green: 0, blue: 38, alpha: 255))
        #expect(diff.pixel(x: 265, y: 450).red == diff.pixel(x: 265, y: 450).green)
        let html = try String(
            contentsOf: package.root.appendingPathComponent(".build/vignette-artifacts/index.html"), encoding: .utf8)
        #expect(html.contains("1 snapshot failure"))
        #expect(
            html.contains("src=\"WorkflowTests/sample/sample_systemSmall_iphone-16-pro-max_ios26_light@3x.diff.png\""))
        #expect(html.contains("type=\"range\""))
        // A failure never touches the reference.
        #expect(try Data(contentsOf: package.root.appendingPathComponent(Self.smallPath)) == referenceBefore)
    }

    @Test func failedModeRerecordsOnlyWhatFails() throws {
        let package = try ScratchPackage()
        let env = package.environment()
        _ = verifySnapshot(
            of: SampleWidget.make(), families: [.systemSmall, .systemMedium], location: package.location(),
            environment: env)
        let orange = SampleWidget.make(bar: .rgb(0.9, 0.5, 0.1))
        // Only the medium reference moves to orange, so only the small one fails afterwards.
        _ = verifySnapshot(
            of: orange, families: [.systemMedium], location: package.location(),
            environment: package.environment(["VIGNETTE_RECORD": "all"]))
        let mediumURL = package.root.appendingPathComponent(Self.mediumPath)
        let mediumBefore = try FileManager.default.attributesOfItem(atPath: mediumURL.path)[.modificationDate] as? Date

        let report = verifySnapshot(
            of: orange, families: [.systemSmall, .systemMedium], location: package.location(),
            environment: package.environment(["VIGNETTE_RECORD": "failed"]))
        #expect(report.failureMessage == nil)
        #expect(
            report.notes == ["re-recorded \(Self.smallPath) (record mode 'failed'); look at it before committing it"])
        guard report.outcomes.count == 2, case .matched = report.outcomes[1] else {
            Issue.record("expected the medium reference to match: \(report.outcomes)")
            return
        }
        #expect(
            try FileManager.default.attributesOfItem(atPath: mediumURL.path)[.modificationDate] as? Date == mediumBefore
        )
        #expect(
            verifySnapshot(
                of: orange, families: [.systemSmall, .systemMedium], location: package.location(), environment: env
            ).failureMessage == nil)
    }

    @Test func recordingAskedForInCodeFailsSoItIsNotCommitted() throws {
        let package = try ScratchPackage()
        let report = verifySnapshot(
            of: SampleWidget.make(), families: [.systemSmall], record: .all,
            location: package.location(), environment: package.environment())
        #expect(
            report.failureMessage
                == "recorded \(Self.smallPath) (record mode 'all' set by the call's record: argument; remove it before committing)"
        )
        #expect(package.exists(Self.smallPath))
    }

    @Test func aDamagedReferenceFailsNamingItAndIsKept() throws {
        let package = try ScratchPackage()
        let url = package.root.appendingPathComponent(Self.smallPath)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        let garbage = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13, 0x49, 0x48])
        try garbage.write(to: url)
        let report = verifySnapshot(
            of: SampleWidget.make(), families: [.systemSmall], location: package.location(),
            environment: package.environment())
        let message = try #require(report.failureMessage)
        #expect(
            message.hasPrefix(
                "cannot use the reference \(Self.smallPath): \(Self.smallPath): byte 8: a chunk is cut off at the end of the file"
            ))
        #expect(message.contains("Replace it with: VIGNETTE_RECORD=failed swift test --filter sample"))
        #expect(try Data(contentsOf: url) == garbage)
    }

    @Test func aReferenceWithoutDigestIsComparedByPixels() throws {
        let package = try ScratchPackage()
        let url = package.root.appendingPathComponent(Self.smallPath)
        _ = verifySnapshot(
            of: SampleWidget.make(), families: [.systemSmall], location: package.location(),
            environment: package.environment())
        // As an external PNG optimiser would leave it: same pixels, no text chunk.
        let pixels = try PNGReader.bitmap(contentsOf: url)
        try PNGWriter.png(pixels).write(to: url)
        #expect(PNGChunks.text(in: try Data(contentsOf: url)).isEmpty)
        let report = verifySnapshot(
            of: SampleWidget.make(), families: [.systemSmall], location: package.location(),
            environment: package.environment())
        guard case .matched = try #require(report.outcomes.first) else {
            Issue.record("expected a match: \(report.outcomes)")
            return
        }
    }

    @Test func anUnsupportedFamilyIsReported() {
        let location = SnapshotLocation(packageRoot: URL(fileURLWithPath: "/nonexistent"), group: "G", testName: "t")
        let report = verifySnapshot(
            of: SampleWidget.make(), families: [.systemLarge], location: location, environment: [:])
        #expect(
            report.failureMessage
                == "cannot render sample: widget 'sample' does not support systemLarge; it supports: systemSmall, systemMedium"
        )
    }
}

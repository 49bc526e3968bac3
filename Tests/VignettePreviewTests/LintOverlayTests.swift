import Foundation
import Testing
@testable import VignettePreview

/// The lint overlay reads `vignette lint`'s report: each finding with the picture written for it.
@Suite struct LintOverlayTests {
    @Test func findingsKeepTheirAnnotatedPictureByPosition() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("preview-lint-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let report = #"""
            {"findings": [
              {"rule": "margins", "severity": "warning", "message": "text sits 12 pt from the edge", "family": "systemSmall", "appearance": "light",
               "frame": [4, 6.5, 80, 20]},
              {"rule": "timeline", "severity": "error", "message": "no reload policy"},
              {"rule": "contrast", "severity": "error", "message": "3.4:1", "family": "systemMedium", "appearance": "dark"}
            ]}
            """#
        try Data(report.utf8).write(to: folder.appendingPathComponent("lint.json"))
        for name in ["001_w_margins_a.png", "003_w_contrast_b.png"] {
            try Data().write(to: folder.appendingPathComponent(name))
        }
        let items = LintItem.read(folder: folder, urlPrefix: "/images/lint/v1/k/")
        #expect(
            items == [
                LintItem(
                    rule: "margins", severity: "warning", message: "text sits 12 pt from the edge",
                    family: "systemSmall",
                    appearance: "light", frame: [4, 6.5, 80, 20], image: "/images/lint/v1/k/001_w_margins_a.png"),
                LintItem(
                    rule: "timeline", severity: "error", message: "no reload policy", family: nil, appearance: nil,
                    frame: nil, image: nil),
                LintItem(
                    rule: "contrast", severity: "error", message: "3.4:1", family: "systemMedium", appearance: "dark",
                    frame: nil, image: "/images/lint/v1/k/003_w_contrast_b.png"),
            ])
        #expect(LintItem.read(folder: folder.appendingPathComponent("none"), urlPrefix: "/").isEmpty)
    }
}

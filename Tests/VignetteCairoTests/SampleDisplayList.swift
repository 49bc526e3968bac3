import Foundation
import Vignette

/// A small canvas with Latin, Chinese and emoji text over coloured shapes.
enum SampleDisplayList {
    static func make() -> DisplayList {
        let black = RGBA.black
        return DisplayList(
            size: CGSize(width: 170, height: 170),
            items: [
                .fill(
                    Path(
                        roundedRect: CGRect(x: 0, y: 0, width: 170, height: 170), cornerRadius: 22, style: .continuous),
                    .white),
                .fill(Path(rect: CGRect(x: 16, y: 16, width: 138, height: 1)), .color(RGBA(hex: 0xFF3B30))),
                .text(TextRun(text: "Linear Algebra", font: .headline, origin: CGPoint(x: 16, y: 38), color: black)),
                .text(
                    TextRun(
                        text: "线性代数 · 教学楼 301", font: .subheadline, origin: CGPoint(x: 16, y: 60),
                        color: RGBA(hex: 0x3C3C43, alpha: 0.6))),
                .text(
                    TextRun(
                        text: "10:15 🎓👨‍👩‍👧🇨🇳", font: .title.monospacedDigit(), origin: CGPoint(x: 16, y: 100),
                        color: RGBA(hex: 0x007AFF))),
                .group(
                    DisplayGroup(
                        opacity: 0.5, clip: Path(rect: CGRect(x: 16, y: 110, width: 60, height: 44)),
                        items: [
                            .fill(
                                Path(ellipseIn: CGRect(x: 16, y: 110, width: 80, height: 80)),
                                .color(RGBA(hex: 0x34C759))),
                            .text(
                                TextRun(
                                    text: "Week 7", font: .caption.bold(), origin: CGPoint(x: 20, y: 130), color: black)
                            ),
                        ])),
                .text(TextRun(text: "Ag", font: .system(size: 17), origin: CGPoint(x: 100, y: 140), color: black)),
            ])
    }
}

import Foundation
import Vignette

/// One picture of every screenshot of a set, built with the DSL like the screenshots
/// themselves: per locale, one row per slot, each screenshot pasted at a common height
/// into a named cell, its file name underneath.
enum ScreenshotContactSheet {
    /// Thumbnail height in points (the sheet is painted at 1 pixel a point).
    static let thumbnailHeight: CGFloat = 300

    static func compose(
        _ shots: [(job: ScreenshotJob, image: ComposedImage)], title: String,
        textEngine: TextEngine
    ) -> ComposedImage {
        let indexed = Array(shots.enumerated())
        let sheet = Column(alignment: .leading, spacing: 18) {
            Words(title).font(.title2.bold())
            for locale in shots.map(\.job.locale).uniqued() {
                Words(locale).font(.headline).padding(.top, 10)
                for slot in shots.filter({ $0.job.locale == locale }).map(\.job.slot.id).uniqued() {
                    let mine = indexed.filter { $0.element.job.locale == locale && $0.element.job.slot.id == slot }
                    Row(alignment: .top, spacing: 18) {
                        Words(slot).font(.caption).foregroundStyle(.secondaryLabel).frame(
                            width: 150, alignment: .topLeading)
                        for (index, shot) in mine {
                            Column(alignment: .leading, spacing: 6) {
                                Fill(.clear).frame(width: thumbnailWidth(shot.image), height: thumbnailHeight).named(
                                    "shot-\(index)")
                                Words("\(shot.job.screenshot.name) · \(shot.job.pixelSize)").font(.caption2)
                                    .foregroundStyle(.secondaryLabel).lineLimit(1)
                            }
                        }
                    }
                }
            }
        }
        .padding(32)
        .fixedSize()
        // Measure first, then lay out on a canvas of exactly the sheet's size.
        let host = CGSize(width: 20_000, height: 20_000)
        let measured = Layout.layout(
            sheet, in: host, environment: WidgetEnvironment(displayScale: 1),
            textEngine: textEngine
        ).root.frame.size
        let size = CGSize(width: measured.width.rounded(.up), height: measured.height.rounded(.up))
        let cells = shots.enumerated().map {
            (name: "shot-\($0.offset)", image: $0.element.image, clip: nil as ((CGRect) -> Path)?)
        }
        let page = Layers(alignment: .topLeading) {
            Fill(.hex(0xF2F2F7)).frame(width: size.width, height: size.height)
            sheet
        }
        return ComposedImage.layout(page.node, size: size, scale: 1, textEngine: textEngine, cells: cells)
    }

    private static func thumbnailWidth(_ image: ComposedImage) -> CGFloat {
        image.size.width * thumbnailHeight / image.size.height
    }
}

extension Array where Element: Hashable {
    func uniqued() -> [Element] {
        var seen = Set<Element>()
        return filter { seen.insert($0).inserted }
    }
}

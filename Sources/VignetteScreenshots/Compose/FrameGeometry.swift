import Foundation
import Vignette

/// Where a screenshot puts its caption and its screen (or hero widget), in the canvas's
/// points. The canvas is the device's screen size (transposed for landscape), so at the
/// device's scale it has exactly the slot's pixels.
///
/// Our picks, the usual store layout: the caption in the top 19% (portrait) or 28%
/// (landscape); below it the screen scaled to fill the rest, less a bottom margin, in a
/// thin black bezel with the display's own corner radius (Docs/WidgetFacts.md §3).
struct FrameGeometry {
    let canvas: CGSize
    let typeScale: CGFloat
    let captionFrame: CGRect
    /// Where the screen (or the hero widget's area) goes.
    let contentArea: CGRect

    init(canvas: CGSize, hasCaption: Bool) {
        self.canvas = canvas
        let portrait = canvas.height >= canvas.width
        // Captions grow with the canvas, but less than linearly on iPad: 80 pt titles shout.
        typeScale = min(1.8, min(canvas.width, canvas.height) / 440)
        let band = hasCaption ? canvas.height * (portrait ? 0.19 : 0.28) : 0
        let top = canvas.height * (portrait ? 0.045 : 0.04)
        let sideMargin = canvas.width * (portrait ? 0.07 : 0.12)
        captionFrame = CGRect(x: sideMargin, y: top, width: canvas.width - 2 * sideMargin, height: max(0, band - top))
        let bottom = hasCaption ? canvas.height * (portrait ? 0.035 : 0.045) : 0
        contentArea = CGRect(x: 0, y: band, width: canvas.width, height: canvas.height - band - bottom)
    }

    /// The screen's frame: the canvas scaled to fit the content area, centred across it.
    var screenFrame: CGRect {
        let s = min(contentArea.height / canvas.height, contentArea.width / canvas.width)
        let size = CGSize(width: canvas.width * s, height: canvas.height * s)
        return CGRect(x: (canvas.width - size.width) / 2, y: contentArea.minY, width: size.width, height: size.height)
    }

    /// The bezel's thickness around a screen of `frame` (our pick: 2.4% of its short side).
    func bezel(around frame: CGRect) -> CGFloat { 0.024 * min(frame.width, frame.height) }

    /// The hero widget's frame: `size` scaled to fit 86% of the content area's width and
    /// 90% of its height, at most 2.6×, centred across it and a third of the way down
    /// the space it leaves (close to the caption, as store layouts put it).
    func heroFrame(widget size: CGSize) -> CGRect {
        let area = contentArea.insetBy(dx: canvas.width * 0.07, dy: contentArea.height * 0.05)
        let s = min(area.width / size.width, area.height / size.height, 2.6)
        let scaled = CGSize(width: size.width * s, height: size.height * s)
        return CGRect(
            x: area.midX - scaled.width / 2, y: area.minY + (area.height - scaled.height) / 3,
            width: scaled.width, height: scaled.height)
    }
}

import Foundation
import Vignette

/// The outer layout of a screenshot: background, caption, and either a device screen in a
/// bezel (`screen`, with the Dynamic Island over it where the device has one) or one
/// widget shown large (`hero`). Without a caption the screen fills the canvas unframed,
/// exactly as a device screenshot would.
struct ScreenshotFrame {
    let canvas: CGSize
    let scale: CGFloat
    let background: Backdrop
    let captionColor: RGBA
    let title: String?
    let subtitle: String?
    let locale: Locale
    let textEngine: TextEngine
    /// The background's picture, when it is one, resolved.
    let resources: ResolvedResources

    /// `screen` composed at the canvas size, shown in the frame.
    func compose(screen: ComposedImage, facts: ScreenFacts) -> ComposedImage {
        let geometry = FrameGeometry(canvas: canvas, hasCaption: title != nil)
        guard title != nil else {
            return ComposedImage(
                size: canvas, items: [],
                pastes: [
                    .init(name: "screen", frame: CGRect(origin: .zero, size: canvas), image: screen, clip: nil)
                ])
        }
        let frame = geometry.screenFrame
        let s = frame.width / canvas.width
        let radius = facts.cornerRadius * s
        let bezel = geometry.bezel(around: frame)
        let portrait = canvas.height >= canvas.width
        let island = StatusBar.islandSize
        // The island is drawn on the screen's top edge in portrait, its left edge in landscape.
        let islandFrame =
            portrait
            ? CGRect(
                x: frame.midX - island.width * s / 2, y: frame.minY + StatusBar.islandTop * s,
                width: island.width * s, height: island.height * s)
            : CGRect(
                x: frame.minX + StatusBar.islandTop * s, y: frame.midY - island.width * s / 2,
                width: island.height * s, height: island.width * s)
        let node = Layers(alignment: .topLeading) {
            background.node.frame(width: canvas.width, height: canvas.height)
            caption(geometry)
            RoundedRect(cornerRadius: radius + bezel, style: .continuous).fill(.hex(0x0B0B0C))
                .overlay(
                    RoundedRect(cornerRadius: radius + bezel, style: .continuous)
                        .strokeBorder(.hex(0x5A5A60), lineWidth: max(0.5, bezel * 0.12))
                )
                .shadow(
                    color: .hex(0x000000, opacity: 0.35), radius: 18 * geometry.typeScale, y: 10 * geometry.typeScale
                )
                .placed(at: frame.insetBy(dx: -bezel, dy: -bezel))
            Fill(.clear).placed(at: frame, name: "screen")
            if facts.hasDynamicIsland {
                Fill(.clear).placed(at: islandFrame, name: "island")
            }
        }
        let pill = ComposedImage(
            size: islandFrame.size,
            items: [.fill(Path(.pill, in: CGRect(origin: .zero, size: islandFrame.size)), .black)])
        var cells: [(name: String, image: ComposedImage, clip: ((CGRect) -> Path)?)] = [
            ("screen", screen, { Path(.roundedRect(cornerRadius: radius, style: .continuous), in: $0) })
        ]
        if facts.hasDynamicIsland { cells.append(("island", pill, nil)) }
        return ComposedImage.layout(
            node.node, size: canvas, scale: scale, textEngine: textEngine, locale: locale,
            resources: resources, cells: cells)
    }

    /// One widget large on the background, under the caption, with a soft shadow.
    func compose(hero widget: ComposedImage, cornerRadius: CGFloat) -> ComposedImage {
        let geometry = FrameGeometry(canvas: canvas, hasCaption: title != nil)
        let frame = geometry.heroFrame(widget: widget.size)
        let radius = cornerRadius * frame.width / widget.size.width
        let node = Layers(alignment: .topLeading) {
            background.node.frame(width: canvas.width, height: canvas.height)
            caption(geometry)
            RoundedRect(cornerRadius: radius, style: .continuous).fill(.hex(0x000000, opacity: 0.9))
                .shadow(
                    color: .hex(0x000000, opacity: 0.45), radius: 26 * geometry.typeScale, y: 14 * geometry.typeScale
                )
                .placed(at: frame.insetBy(dx: 1, dy: 1))
            Fill(.clear).placed(at: frame, name: "widget-0")
        }
        return ComposedImage.layout(
            node.node, size: canvas, scale: scale, textEngine: textEngine, locale: locale,
            resources: resources, cells: [("widget-0", widget, nil)])
    }

    @ElementBuilder private func caption(_ geometry: FrameGeometry) -> Node {
        if let title {
            CaptionBlock(title: title, subtitle: subtitle, color: .color(captionColor), typeScale: geometry.typeScale)
                .placed(at: geometry.captionFrame, alignment: .center)
        }
    }
}

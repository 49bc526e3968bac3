import Foundation
import Vignette

/// A portrait lock screen: wallpaper, status bar with a lock, the date, the 9:41 clock
/// and the accessory widgets (lock-screen rendering: white by luminance) in a row under
/// the clock; an inline widget takes the date's line. Flashlight and camera buttons
/// sit in the bottom corners; a Live Activity's banner, centred, above them.
struct LockScene {
    let context: SceneContext
    let wallpaper: Backdrop
    let placements: [WidgetPlacement]
    var activity: ActivityPlacement? = nil
    /// The device's appearance, which the activity's banner follows.
    var appearance: Appearance = .light
    /// Whether the iPhone is locked and keeps widget data private (`lockScreenLocked`).
    var locked = false

    func compose() throws -> ComposedImage {
        let device = context.device
        let size = context.screen(.portrait)
        let layout = LockScreenLayout(device: device)
        let rendered = try placements.map {
            try context.render($0, appearance: SceneKind.lock.widgetAppearance(appearance, locked: locked))
        }
        let banner = try activity.flatMap {
            try context.render($0, .lockScreen, colorScheme: appearance == .dark ? .dark : .light)
        }
        let inline = placements.firstIndex { $0.family == .accessoryInline }
        let rowIndices = placements.indices.filter { $0 != inline }
        let rowFrames = layout.widgetFrames(sizes: rowIndices.map { rendered[$0].image.size }, screenWidth: size.width)
        let timeZone =
            placements.first.flatMap { p in context.widgets.first { $0.id == p.widget }?.timeZone } ?? .current
        let date = rendered.first?.date ?? WidgetEnvironment().date
        let ink: Paint = wallpaper.isLight ? .hex(0x000000) : .hex(0xFFFFFF)
        let bar = StatusBar(device: device, facts: context.facts, date: "", color: ink, showsTime: false)
        let node = Layers(alignment: .topLeading) {
            wallpaper.node.frame(width: size.width, height: size.height)
            bar.placed(at: bar.frame)
            if let inline {
                let width = rendered[inline].image.size.width, height = rendered[inline].image.size.height
                Fill(.clear).placed(
                    at: CGRect(
                        x: (size.width - width) / 2, y: layout.dateFrame.midY - height / 2,
                        width: width, height: height), name: "widget-\(inline)")
            } else {
                Words(context.longDate(date, timeZone: timeZone))
                    .font(.system(size: layout.dateFrame.height * 0.78, weight: .semibold))
                    .foregroundStyle(ink.opacity(0.9)).lineLimit(1)
                    .placed(at: layout.dateFrame, alignment: .center)
            }
            Words(StatusBar.time)
                .font(.system(size: layout.clockSize, weight: .bold, design: .rounded))
                .foregroundStyle(ink.opacity(0.92)).lineLimit(1)
                .placed(at: layout.clockFrame, alignment: .center)
            for (position, index) in rowIndices.enumerated() {
                Fill(.clear).placed(at: rowFrames[position], name: "widget-\(index)")
            }
            if let banner {
                // Above the corner buttons, where iOS stacks Live Activities and notifications (our pick).
                let bottom = size.height - context.facts.safeBottom - 30 - 50 - 24
                Fill(.clear).placed(
                    at: CGRect(
                        x: (size.width - banner.size.width) / 2, y: bottom - banner.size.height,
                        width: banner.size.width, height: banner.size.height), name: "activity")
            }
            cornerButton("lightbulb.fill", x: 46, size: size, ink: ink)
            cornerButton("camera.fill", x: size.width - 46, size: size, ink: ink)
        }
        var cells = rendered.enumerated().map {
            (name: "widget-\($0.offset)", image: $0.element.image, clip: nil as ((CGRect) -> Path)?)
        }
        if let banner { cells.append((name: "activity", image: banner, clip: nil)) }
        return ComposedImage.layout(
            node.node, size: size, scale: device.scale, textEngine: context.textEngine,
            locale: context.locale, resources: context.backdrops, cells: cells)
    }

    /// A 50 pt frosted circle with a symbol, centred at `x`, above the home indicator (our picks).
    private func cornerButton(_ symbol: String, x: CGFloat, size: CGSize, ink: Paint) -> Node {
        let side: CGFloat = 50
        let frame = CGRect(
            x: x - side / 2, y: size.height - context.facts.safeBottom - 30 - side, width: side, height: side)
        return Layers {
            Disc().fill(.hex(0x000000, opacity: 0.28))
            Symbol(symbol).font(.system(size: 20, weight: .medium)).foregroundStyle(.white)
        }
        .placed(at: frame)
    }
}

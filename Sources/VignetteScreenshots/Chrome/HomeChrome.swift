import Foundation
import Vignette

/// The dock platter with its icons, and the page dots above it.
struct DockView: Component {
    let dock: HomeDock
    let iconCount: Int
    let isLightWallpaper: Bool

    var body: some Element {
        // A frosted platter: light glass over the wallpaper, a hairline edge.
        Layers {
            RoundedRect(cornerRadius: dock.cornerRadius, style: .continuous)
                .fill(isLightWallpaper ? .hex(0xFFFFFF, opacity: 0.45) : .hex(0xFFFFFF, opacity: 0.22))
            RoundedRect(cornerRadius: dock.cornerRadius, style: .continuous)
                .strokeBorder(.hex(0xFFFFFF, opacity: 0.25), lineWidth: 0.75)
            Row(spacing: 0) {
                for index in 0..<iconCount {
                    AppIcon(index: [1, 2, 0, 3, 9, 5][index % 6], size: dock.iconSize, label: nil, labelColor: .white)
                        .frame(maxWidth: .infinity)
                }
            }
        }
        .frame(width: dock.frame.width, height: dock.frame.height)
    }
}

/// Page indicator dots: the first page current.
struct PageDots: Component {
    let count: Int
    let color: Paint

    var body: some Element {
        Row(spacing: 9) {
            for index in 0..<count {
                Disc().fill(color.opacity(index == 0 ? 0.95 : 0.4)).frame(width: 7, height: 7)
            }
        }
    }
}

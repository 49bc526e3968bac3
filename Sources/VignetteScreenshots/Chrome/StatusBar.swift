import Foundation
import Vignette

/// The status bar at 9:41 (Apple's marketing time): the time on the left, cellular bars,
/// Wi-Fi and a full battery on the right. On a Dynamic Island iPhone each side is centred
/// in its "ear" beside the island; on iPad the time is followed by the date.
struct StatusBar: Component {
    let device: Device
    let facts: ScreenFacts
    /// The date shown after the time on iPad.
    let date: String
    let color: Paint
    /// The lock screen hides the time (the clock is big below) and shows a lock instead.
    var showsTime = true
    /// The island's width: wider than at rest while a Live Activity shows in it.
    var islandWidth = StatusBar.islandSize.width

    static let time = "9:41"
    /// Our picks: the Dynamic Island's size and top (Apple publishes neither), about 126×37 at 11 pt.
    static let islandSize = CGSize(width: 126, height: 37)
    static let islandTop: CGFloat = 11

    /// The band the bar's content is centred in.
    var frame: CGRect {
        let height: CGFloat = facts.hasDynamicIsland ? Self.islandSize.height : max(20, facts.safeTop - 8)
        let top: CGFloat = facts.hasDynamicIsland ? Self.islandTop : max(0, (facts.safeTop - height) / 2)
        return CGRect(x: 0, y: top, width: device.screenSize.width, height: height)
    }

    var body: some Element {
        let ear = facts.hasDynamicIsland ? (frame.width - islandWidth) / 2 : frame.width / 2 - 8
        let inset: CGFloat = device.platform == .iPad ? 20 : 0
        Row(spacing: 0) {
            Layers(alignment: device.platform == .iPad ? .leading : .center) {
                if showsTime {
                    Words(device.platform == .iPad ? "\(Self.time)  \(date)" : Self.time)
                        .font(.system(size: device.platform == .iPad ? 15 : 17, weight: .semibold))
                        .lineLimit(1)
                } else {
                    Symbol("lock.fill").font(.system(size: 13, weight: .semibold))
                }
            }
            .frame(width: ear - inset, height: frame.height, alignment: device.platform == .iPad ? .leading : .center)
            .padding(.leading, inset)
            Spring(minLength: 0)
            Layers(alignment: device.platform == .iPad ? .trailing : .center) { indicators }
                .frame(
                    width: ear - inset, height: frame.height, alignment: device.platform == .iPad ? .trailing : .center
                )
                .padding(.trailing, inset)
        }
        .foregroundStyle(color)
        .frame(width: frame.width, height: frame.height)
    }

    private var indicators: Node {
        Row(alignment: .center, spacing: 6) {
            CellularBars(color: color)
            Symbol("wifi").font(.system(size: 13, weight: .semibold))
            BatteryGlyph(color: color)
        }.node
    }
}

/// Four signal bars of rising height, all full.
struct CellularBars: Component {
    let color: Paint

    var body: some Element {
        Row(alignment: .bottom, spacing: 1.5) {
            for height in [4.0, 6.5, 9.0, 11.5] as [CGFloat] {
                RoundedRect(cornerRadius: 1, style: .circular).fill(color).frame(width: 3, height: height)
            }
        }
    }
}

/// A full battery: an outlined body with the charge inside and the terminal nub.
struct BatteryGlyph: Component {
    let color: Paint

    var body: some Element {
        Row(alignment: .center, spacing: 1) {
            RoundedRect(cornerRadius: 2.5, style: .continuous).fill(color)
                .frame(width: 20, height: 9)
                .padding(2)
                .overlay(
                    RoundedRect(cornerRadius: 4, style: .continuous).strokeBorder(color.opacity(0.4), lineWidth: 1))
            RoundedRect(cornerRadius: 1, style: .circular).fill(color.opacity(0.4)).frame(width: 1.5, height: 4)
        }
    }
}

import Foundation
import Vignette

/// A placeholder app icon: a continuous rounded square in a two-colour gradient with a
/// white symbol, and its name underneath. Real apps' icons are not ours to show.
struct AppIcon: Component {
    /// Which of the palette's icons (wraps around).
    let index: Int
    let size: CGFloat
    /// nil: no label (the dock).
    let label: String?
    let labelColor: Paint

    /// The corner radius of iOS icon masks is about 22.5% of the side (our approximation; not published).
    static let cornerFraction: CGFloat = 0.225

    static let palette: [(symbol: String, from: UInt32, to: UInt32)] = [
        ("message.fill", 0x5CF777, 0x0ABD2F), ("phone.fill", 0x5CF777, 0x0ABD2F),
        ("safari.fill", 0x1AB8FF, 0x1560F5), ("music.note", 0xFF5C74, 0xFA233B),
        ("calendar", 0xFFFFFF, 0xE9E9EE), ("photo.fill", 0xFFD15C, 0xF59B23),
        ("camera.fill", 0x9C9CA3, 0x5B5B61), ("map.fill", 0x7ED98B, 0x2FA84F),
        ("clock.fill", 0x3A3A3C, 0x111113), ("envelope.fill", 0x4FB4FF, 0x1B6EF3),
        ("note.text", 0xFFE37A, 0xFFC93C), ("gearshape.fill", 0xA7A7AD, 0x6E6E74),
        ("book.fill", 0xFFA05C, 0xFF7A1A), ("heart.fill", 0xFFFFFF, 0xF2F2F7),
        ("cart.fill", 0x6FD3FF, 0x0A84FF), ("tv.fill", 0x3A3A3C, 0x000000),
        ("gamecontroller.fill", 0xB88CFF, 0x7A3CF5), ("creditcard.fill", 0x3A3A3C, 0x111113),
        ("paperplane.fill", 0x6FD3FF, 0x2AA7F0), ("leaf.fill", 0x9BE37B, 0x34C759),
        ("star.fill", 0xFFD60A, 0xFF9F0A), ("bell.fill", 0xFF6B6B, 0xFF3B30),
        ("folder.fill", 0x64D2FF, 0x0A84FF), ("person.crop.circle.fill", 0xC7C7CC, 0x8E8E93),
    ]

    var body: some Element {
        let entry = Self.palette[index % Self.palette.count]
        // Light icons (Calendar, Health) carry a coloured glyph; the rest a white one.
        let glyph: Paint = entry.from == 0xFFFFFF ? (entry.symbol == "calendar" ? .red : .pink) : .white
        Column(spacing: 5 * size / 60) {
            Layers {
                RoundedRect(cornerRadius: size * Self.cornerFraction, style: .continuous)
                    .fill(
                        .linearGradient(
                            colors: [.hex(entry.from), .hex(entry.to)], startPoint: .top, endPoint: .bottom))
                Symbol(entry.symbol).font(.system(size: size * 0.42, weight: .medium)).foregroundStyle(glyph)
            }
            .frame(width: size, height: size)
            if let label {
                Words(label).font(.system(size: 12 * min(1.25, size / 60), weight: .medium))
                    .foregroundStyle(labelColor).lineLimit(1)
                    .frame(width: size + 28)
            }
        }
    }
}

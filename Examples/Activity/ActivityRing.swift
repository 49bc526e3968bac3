import Foundation
import Vignette

/// The ring colours: Fitness-like neon on dark, a little deeper on white so they keep
/// their contrast.
enum ActivityPalette {
    static let move = Paint.adaptive(light: .hex(0xF5134E), dark: .hex(0xFA114F))
    static let exercise = Paint.adaptive(light: .hex(0x5FC41A), dark: .hex(0x9BF02C))
    static let stand = Paint.adaptive(light: .hex(0x00C2D6), dark: .hex(0x1EEAEF))
    static let all = [move, exercise, stand]
    /// The ring colours for text: the neon on black, deeper tints on white, where the rings'
    /// own green and teal reach only 2.2:1 (Fitness's widget sets its values on black).
    /// Each reaches WCAG AA's 4.5:1 on white: 5.19, 4.52 and 4.77:1.
    static let text = [
        Paint.adaptive(light: .hex(0xD70F45), dark: .hex(0xFA114F)),
        Paint.adaptive(light: .hex(0x3A870A), dark: .hex(0x9BF02C)),
        Paint.adaptive(light: .hex(0x007E93), dark: .hex(0x1EEAEF)),
    ]
    /// Fitness's widgets sit on black in dark mode and on white in light mode.
    static let background = Paint.adaptive(light: .systemBackground, dark: .black)
}

/// One activity ring: a faint full track and an arc from 12 o'clock clockwise for the
/// progress. Past 100 % the arc laps itself: the overlap is drawn again on top with a
/// soft shadow under its tip, as Fitness does.
struct ActivityRing: Component {
    let progress: Double
    let tint: Paint
    /// Outer diameter.
    let diameter: CGFloat
    let lineWidth: CGFloat
    var trackOpacity = 0.22

    var body: some Element {
        let progress = max(self.progress, 0)
        Layers {
            arc(start: 0, sweep: 360, lineWidth: lineWidth, paint: tint.opacity(trackOpacity), cap: .butt)
            if progress > 0 {
                arc(start: 0, sweep: min(progress, 1) * 360, lineWidth: lineWidth, paint: tint)
            }
            if progress > 1 {
                let lap = min(progress - 1, 0.97) * 360
                Node.modified(
                    arc(start: max(lap - 20, 0), sweep: min(lap, 20), lineWidth: lineWidth, paint: tint),
                    .shadow(Shadow(color: .black.opacity(0.45), radius: lineWidth * 0.3)))
                arc(start: 0, sweep: max(lap - 1, 0), lineWidth: lineWidth, paint: tint)
            }
        }
        .frame(width: diameter, height: diameter)
        .widgetAccentable()
    }
}

/// Move, exercise and stand rings nested, outermost first, with a small gap between them.
struct ActivityRings: Component {
    let rings: [ActivityState.Ring]
    let diameter: CGFloat
    let lineWidth: CGFloat
    var gap: CGFloat = 1.5
    var tints: [Paint] = ActivityPalette.all

    var body: some Element {
        Layers {
            Each(rings.indices.map { $0 }) { index in
                ActivityRing(
                    progress: rings[index].progress, tint: tints[index % tints.count],
                    diameter: diameter - 2 * CGFloat(index) * (lineWidth + gap), lineWidth: lineWidth)
            }
        }
        .frame(width: diameter, height: diameter)
    }
}

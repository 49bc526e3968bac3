import Foundation
import SwiftUI
@testable import VignetteExamples

/// A stroked arc of the circle inset to the frame, clockwise from `start` for `sweep` degrees
/// (0° is 12 o'clock). A Circle's outline starts at 3 o'clock, so it is turned back a quarter.
struct RingArc<Style: ShapeStyle>: View {
    var start: Double = 0
    let sweep: Double
    let style: Style
    let stroke: StrokeStyle

    var body: some View {
        Circle()
            .inset(by: stroke.lineWidth / 2)
            .trim(from: 0, to: min(max(sweep / 360, 0), 1))
            .rotation(.degrees(start - 90))
            .stroke(style, style: stroke)
    }
}

/// One activity ring: a faint full track and an arc from 12 o'clock clockwise for the progress.
/// Past 100 % the arc laps itself: the overlap is drawn again on top with a soft shadow under
/// its tip, as Fitness does.
struct ActivityRingView: View {
    let progress: Double
    let tint: Color
    /// Outer diameter.
    let diameter: CGFloat
    let lineWidth: CGFloat
    var trackOpacity = 0.22

    var body: some View {
        let progress = max(self.progress, 0)
        let round = StrokeStyle(lineWidth: lineWidth, lineCap: .round)
        ZStack {
            RingArc(
                sweep: 360, style: tint.opacity(trackOpacity), stroke: StrokeStyle(lineWidth: lineWidth, lineCap: .butt)
            )
            if progress > 0 {
                RingArc(sweep: min(progress, 1) * 360, style: tint, stroke: round)
            }
            if progress > 1 {
                let lap = min(progress - 1, 0.97) * 360
                RingArc(start: max(lap - 20, 0), sweep: min(lap, 20), style: tint, stroke: round)
                    .shadow(color: .black.opacity(0.45), radius: lineWidth * 0.3)
                RingArc(sweep: max(lap - 1, 0), style: tint, stroke: round)
            }
        }
        .frame(width: diameter, height: diameter)
        .widgetAccentable()
    }
}

/// Move, exercise and stand rings nested, outermost first, with a small gap between them;
/// in the scheme's ring colours unless `tints` says otherwise.
struct ActivityRingsView: View {
    let rings: [ActivityState.Ring]
    let diameter: CGFloat
    let lineWidth: CGFloat
    var gap: CGFloat = 1.5
    var tints: [Color]?
    @Environment(\.colorScheme) private var colorScheme

    var body: some View {
        let tints = self.tints ?? RingColors.all(colorScheme)
        ZStack {
            ForEach(rings.indices, id: \.self) { index in
                ActivityRingView(
                    progress: rings[index].progress, tint: tints[index % tints.count],
                    diameter: diameter - 2 * CGFloat(index) * (lineWidth + gap), lineWidth: lineWidth)
            }
        }
        .frame(width: diameter, height: diameter)
    }
}

/// "312/480 KCAL" in the ring's colour: rounded semibold digits, a small unit after them.
struct RingValueView: View {
    let ring: ActivityState.Ring
    let unit: String
    let tint: Color
    var size: CGFloat = 15

    var body: some View {
        HStack(alignment: .firstTextBaseline, spacing: 1) {
            Text(ActivityWording.fraction(ring))
                .font(.system(size: size, weight: .semibold, design: .rounded).monospacedDigit())
            Text(unit).font(.system(size: max(11, size * 0.62), weight: .bold, design: .rounded))
        }
        .foregroundStyle(tint)
        .lineLimit(1)
        .fixedSize()
    }
}

/// A ring's name over its value, for the medium and large layouts.
struct LabelledRingValueView: View {
    let index: Int
    let ring: ActivityState.Ring
    var size: CGFloat = 19
    @Environment(\.colorScheme) private var colorScheme

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Text(ActivityWording.names[index]).font(.caption2.weight(.semibold)).foregroundStyle(.secondary)
            RingValueView(
                ring: ring, unit: ActivityWording.units[index], tint: RingColors.text(colorScheme)[index], size: size)
        }
    }
}

import Foundation
import Vignette

/// A stroked arc of a circle inset to its frame, clockwise from `start` for `sweep`
/// degrees (0° is 12 o'clock), with round caps: the shape of activity rings and gauges.
/// Built from a trimmed, rotated disc outline.
func arc(start: Double, sweep: Double, lineWidth: CGFloat, paint: Paint, cap: StrokeStyle.Cap = .round) -> Node {
    let fraction = min(max(sweep / 360, 0), 1)
    // A disc's outline starts at 3 o'clock, as SwiftUI's Circle does; turn it back a quarter.
    let shape = ShapeKind.disc.inset(by: lineWidth / 2)
        .trimmed(from: 0, to: fraction)
        .rotated(by: .degrees(start - 90))
    return .stroke(shape, paint, StrokeStyle(lineWidth: lineWidth, lineCap: cap))
}

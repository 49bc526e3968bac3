import Foundation
import Vignette

/// The horizontal scale shared by the day charts: minutes since the simulation's start
/// to points, and the hour ruler under the lanes.
struct DayAxis {
    var minutes: Int
    /// Points per minute: 0.75 makes a day 1080 pt, wide enough to tell 5 minutes apart at @2x.
    var pointsPerMinute: CGFloat = 0.75
    /// Room on the left for lane names.
    var labelWidth: CGFloat = 112

    var trackWidth: CGFloat { CGFloat(minutes) * pointsPerMinute }
    var width: CGFloat { labelWidth + trackWidth + 24 }

    /// The x of a minute on a track that starts at `labelWidth`.
    func x(_ minute: Double) -> CGFloat { labelWidth + CGFloat(minute) * pointsPerMinute }

    /// Hour ticks, with a label every `labelEvery` hours ("09:00"; "d2 09:00" past the first day).
    func ruler(into canvas: inout ChartCanvas, y: CGFloat, labelEvery: Int = 3) {
        for hour in 0...(minutes / 60) {
            let x = self.x(Double(hour * 60))
            let major = hour % labelEvery == 0
            canvas.rect(x: x, y: y, width: 0.5, height: major ? 6 : 3, .secondaryLabel)
            guard major else { continue }
            let day = hour / 24
            // The last tick of a one-day chart is 24:00, not the next day's 00:00.
            let text =
                minutes <= 1500 && hour == 24
                ? "24:00" : (day > 0 ? "d\(day + 1) " : "") + String(format: "%02d:00", hour % 24)
            canvas.text(
                text, x: x - 30, y: y + 7, width: 60, font: .caption2.monospacedDigit(), .secondaryLabel,
                alignment: .center)
        }
    }

    /// Faint vertical lines every `every` hours across `height`, behind the lanes.
    func grid(into canvas: inout ChartCanvas, y: CGFloat, height: CGFloat, every: Int = 3) {
        for hour in stride(from: 0, through: minutes / 60, by: every) {
            canvas.rect(x: x(Double(hour * 60)), y: y, width: 0.5, height: height, .separator)
        }
    }
}

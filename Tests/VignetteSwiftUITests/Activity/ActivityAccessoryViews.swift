import Foundation
import SwiftUI
@testable import VignetteExamples

// Lock-screen activity: white on the wallpaper (the system renders accessories vibrant), so the
// rings are one colour told apart by position, tracks faint.

/// accessoryCircular: the three rings filling the circle.
struct CircularActivityView: View {
    let state: ActivityState

    var body: some View {
        ActivityRingsView(rings: state.rings, diameter: 52, lineWidth: 6.5, gap: 1.5, tints: [.white, .white, .white])
            .frame(maxWidth: .infinity, maxHeight: .infinity)
    }
}

/// accessoryRectangular: small rings and the three values beside them.
struct RectangularActivityView: View {
    let state: ActivityState

    var body: some View {
        HStack(spacing: 6) {
            ActivityRingsView(
                rings: state.rings, diameter: 40, lineWidth: 5, gap: 1.5, tints: [.white, .white, .white])
            VStack(alignment: .leading, spacing: 0) {
                ForEach(0..<3) { index in
                    RingValueView(
                        ring: state.rings[index], unit: ActivityWording.units[index], tint: .white, size: 12.5)
                }
            }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .leading)
    }
}

/// accessoryInline: one line of text after the system's own clock.
struct InlineActivityView: View {
    let state: ActivityState

    var body: some View {
        Text(ActivityWording.inline(state)).font(.body.weight(.medium)).lineLimit(1)
    }
}

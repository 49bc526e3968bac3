import Foundation
import SwiftUI
@testable import VignetteExamples

/// systemSmall: the rings at the top left, the three values under them.
struct SmallActivityView: View {
    let state: ActivityState
    @Environment(\.colorScheme) private var colorScheme

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            ActivityRingsView(rings: state.rings, diameter: 56, lineWidth: 8)
            Spacer(minLength: 4)
            VStack(alignment: .leading, spacing: 0) {
                ForEach(0..<3) { index in
                    RingValueView(
                        ring: state.rings[index], unit: ActivityWording.units[index],
                        tint: RingColors.text(colorScheme)[index])
                }
            }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
}

/// systemMedium: big rings on the left, each ring's name and value on the right, spread over the height.
struct MediumActivityView: View {
    let state: ActivityState

    var body: some View {
        HStack(spacing: 18) {
            ActivityRingsView(rings: state.rings, diameter: 108, lineWidth: 14, gap: 2)
            VStack(alignment: .leading, spacing: 0) {
                ForEach(0..<3) { index in
                    if index > 0 { Spacer(minLength: 0) }
                    LabelledRingValueView(index: index, ring: state.rings[index])
                }
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .leading)
        }
    }
}

/// systemLarge: rings and values on top, the day's move by hour in the middle, the week's rings
/// at the bottom.
struct LargeActivityView: View {
    let state: ActivityState

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            HStack(spacing: 16) {
                ActivityRingsView(rings: state.rings, diameter: 100, lineWidth: 13, gap: 2)
                VStack(alignment: .leading, spacing: 2) {
                    ForEach(0..<3) { index in LabelledRingValueView(index: index, ring: state.rings[index], size: 17) }
                }
                Spacer(minLength: 0)
            }
            Spacer(minLength: 10)
            Text(ActivityWording.headline(state))
                .font(.footnote.weight(.semibold))
                .foregroundStyle(.secondary)
                .lineLimit(1)
                .padding(.bottom, 6)
            HourlyMoveChartView(perHour: state.movePerHour, currentHour: state.currentHour, height: 72)
            Spacer(minLength: 10)
            WeekRingsView(week: state.week, diameter: 30)
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
}

/// Active calories per hour as 24 thin bars, in four six-hour groups each labelled with its first
/// hour; hours still to come are faint stubs.
struct HourlyMoveChartView: View {
    let perHour: [Double]
    let currentHour: Int
    var height: CGFloat = 52
    @Environment(\.colorScheme) private var colorScheme

    /// Bars scale to the busiest hour, but never below this, so a quiet morning stays low.
    static let minimumScale = 120.0

    var body: some View {
        let scale = max(perHour.max() ?? 0, Self.minimumScale)
        HStack(alignment: .top, spacing: 3) {
            ForEach(0..<4) { group in
                VStack(alignment: .leading, spacing: 4) {
                    HStack(alignment: .bottom, spacing: 3) {
                        ForEach((group * 6)..<(group * 6 + 6)) { hour in bar(hour, scale: scale) }
                    }
                    .frame(height: height, alignment: .bottom)
                    Text(String(format: "%02d:00", group * 6))
                        .font(.caption2.monospacedDigit())
                        .foregroundStyle(.secondary)
                }
            }
        }
    }

    private func bar(_ hour: Int, scale: Double) -> some View {
        let value = perHour[hour]
        // Hours to come and hours without activity are faint stubs.
        let isIdle = hour > currentHour || value < 1
        return RoundedRectangle(cornerRadius: 1.5, style: .continuous)
            .fill(isIdle ? AnyShapeStyle(.tertiary.opacity(0.5)) : AnyShapeStyle(RingColors.move(colorScheme)))
            .frame(maxWidth: .infinity)
            .frame(height: isIdle ? 3 : max(3, CGFloat(value / scale) * height))
    }
}

/// The last seven days as small ring sets under weekday initials; today's initial is bold.
struct WeekRingsView: View {
    let week: [ActivityState.Day]
    var diameter: CGFloat = 28

    var body: some View {
        HStack(spacing: 0) {
            ForEach(week.indices, id: \.self) { index in
                let day = week[index]
                VStack(spacing: 4) {
                    Text(ActivityWording.initial(day.weekday))
                        .font(day.isToday ? .caption2.weight(.bold) : .caption2)
                        .foregroundStyle(day.isToday ? .primary : .secondary)
                    ActivityRingsView(
                        rings: [day.move, day.exercise, day.stand], diameter: diameter, lineWidth: 3.5, gap: 1)
                }
                .frame(maxWidth: .infinity)
            }
        }
    }
}

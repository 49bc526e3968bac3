import Foundation
import SwiftUI
import WidgetKit
@testable import VignetteExamples

/// The current or next class, large: a status line, then course name, time and room. The whole
/// of systemSmall and the left half of systemMedium.
struct FocusView: View {
    let state: ScheduleState
    @Environment(\.colorScheme) private var colorScheme

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            statusLine
            Spacer(minLength: 6)
            if let slot = state.focus {
                details(slot)
            } else {
                Text(ScheduleWording.noClassesAhead).font(.headline).foregroundStyle(secondary)
            }
            if case .inClass = state.phase, let slot = state.focus {
                ClassProgressView(slot: slot).padding(.top, 10)
            }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }

    private var secondary: Color { .readableSecondary(colorScheme) }

    private var statusLine: some View {
        HStack(spacing: 4) {
            ScheduleWording.status(state).text
                .font(.caption.weight(.semibold))
                .foregroundStyle(statusColor)
                .lineLimit(1)
                .layoutPriority(1)
            Spacer(minLength: 4)
            if let remaining = ScheduleWording.remaining(state) {
                remaining.text.font(.caption.monospacedDigit()).foregroundStyle(secondary).lineLimit(1)
            }
        }
    }

    /// Class states take the course's colour; the rest stay quiet.
    private var statusColor: Color {
        switch state.phase {
        case .upcoming, .startingSoon, .inClass: state.focus?.course.textColor(colorScheme) ?? secondary
        default: secondary
        }
    }

    private func details(_ slot: ClassSlot) -> some View {
        VStack(alignment: .leading, spacing: 2) {
            Text(slot.course.compactName)
                .font(.title3.weight(.semibold))
                .lineLimit(2)
                .layoutPriority(1)
            Text(ScheduleWording.focusTime(slot, in: state))
                .font(.subheadline.monospacedDigit())
                .foregroundStyle(secondary)
                .lineLimit(1)
            Text(slot.session.room)
                .font(.subheadline)
                .foregroundStyle(secondary)
                .lineLimit(1)
        }
        .padding(.leading, 10)
        .background(alignment: .leading) { TintBarView(color: slot.course.tintColor).padding(.vertical, 2) }
    }
}

/// systemMedium: the current or next class on the left; on the right the one or two classes after
/// it as tiles sharing the height (up to 64 pt each, at the bottom, in line with the left side).
struct MediumScheduleView: View {
    let state: ScheduleState
    @Environment(\.colorScheme) private var colorScheme

    var body: some View {
        HStack(alignment: .top, spacing: 16) {
            FocusView(state: state).accessibilityElement(children: .combine)
            following
                .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .bottomLeading)
        }
    }

    private var following: some View {
        VStack(alignment: .leading, spacing: 6) {
            // A title only where it fits on every device: above one tile, not two.
            if state.following.count < 2 {
                Text(ScheduleWording.followingTitle)
                    .font(.caption.weight(.semibold))
                    .foregroundStyle(Color.readableSecondary(colorScheme))
                    .lineLimit(1)
                Spacer(minLength: 0)
            }
            if state.following.isEmpty {
                Text(ScheduleWording.nothingFollowing(state))
                    .font(.subheadline)
                    .foregroundStyle(Color.readableSecondary(colorScheme))
                    .multilineTextAlignment(.center)
                    .lineLimit(2)
                    .padding(8)
                    .frame(maxWidth: .infinity, maxHeight: 64)
                    .background(
                        RoundedRectangle(cornerRadius: innerCornerRadius, style: .continuous).fill(.fill.quaternary))
            } else {
                let shown = Array(state.following.prefix(2))
                ForEach(shown.indices, id: \.self) { index in
                    ClassCardView(slot: shown[index])
                }
            }
        }
    }
}

/// A class in a soft card of its colour, with a tint bar: name on top, start time and room below.
/// The card takes the height it is offered up to 64 pt, text centred vertically.
struct ClassCardView: View {
    let slot: ClassSlot
    @Environment(\.colorScheme) private var colorScheme

    var body: some View {
        VStack(alignment: .leading, spacing: 1) {
            Text(slot.course.compactName).font(.subheadline.weight(.semibold)).lineLimit(1)
            Text(verbatim: "\(slot.session.start) · \(slot.session.room)")
                .font(.caption.monospacedDigit())
                .foregroundStyle(Color.readableSecondary(colorScheme))
                .lineLimit(1)
        }
        .accessibilityElement(children: .combine)
        .padding(EdgeInsets(top: 6, leading: 13, bottom: 6, trailing: 8))
        .frame(maxWidth: .infinity, maxHeight: 64, alignment: .leading)
        .background(
            RoundedRectangle(cornerRadius: innerCornerRadius, style: .continuous)
                .fill(slot.course.tintColor.opacity(0.14))
        )
        .overlay(alignment: .leading) {
            TintBarView(color: slot.course.tintColor).padding(EdgeInsets(top: 7, leading: 5, bottom: 7, trailing: 0))
        }
    }
}

/// "第12周" in a grey rounded badge.
struct WeekBadgeView: View {
    let text: String
    @Environment(\.colorScheme) private var colorScheme

    var body: some View {
        Text(text)
            .font(.caption.weight(.semibold))
            .foregroundStyle(Color.readableSecondary(colorScheme))
            .lineLimit(1)
            .padding(.horizontal, 8)
            .padding(.vertical, 3)
            // 6 pt: concentric with the widget's corner at the 16 pt margin.
            .background(RoundedRectangle(cornerRadius: 6, style: .continuous).fill(.fill.tertiary))
            .fixedSize()
    }
}

/// The thin rounded bar in a course's colour that marks a class; the accent in tinted mode.
struct TintBarView: View {
    let color: Color

    var body: some View {
        RoundedRectangle(cornerRadius: 1.5, style: .continuous).fill(color).frame(width: 3).widgetAccentable()
    }
}

/// How far through a class is: a timer progress view over the class's times, which the system
/// fills between entries, in the course's colour (the accent in tinted mode).
struct ClassProgressView: View {
    let slot: ClassSlot

    var body: some View {
        ProgressView(timerInterval: slot.start...slot.end, countsDown: false)
            .tint(slot.course.tintColor)
            .widgetAccentable()
    }
}

extension SchedulePhrase {
    /// The phrase as a SwiftUI text: a countdown is `Text(date, style: .relative)` between its words.
    var text: Text {
        switch self {
        case .plain(let words):
            return Text(words)
        case .countdown(let before, let date, let after):
            var text = Text(date, style: .relative)
            if !before.isEmpty { text = Text(verbatim: before) + text }
            if !after.isEmpty { text = text + Text(verbatim: after) }
            return text
        }
    }
}

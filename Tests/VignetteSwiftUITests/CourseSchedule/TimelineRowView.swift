import Foundation
import SwiftUI
import WidgetKit
@testable import VignetteExamples

/// One class on the large widget's timeline: times on the left, a dot on a vertical rail, and a
/// card highlighted for the current or next class. Finished classes shrink to one dimmed line
/// (and on long days, later ones to one line), so a full day still fits the smallest devices.
struct TimelineRowView: View {
    enum Role: Equatable {
        case past, later
        case next(note: SchedulePhrase)
        /// The class on now: the time left counts down and the bar fills, both live.
        case current
    }

    let slot: ClassSlot
    let role: Role
    /// One line (name and room, start time only), as for finished classes.
    var isCompact = false
    let isFirst: Bool
    let isLast: Bool
    @Environment(\.colorScheme) private var colorScheme

    /// Wide enough for "08:00" in semibold subheadline, so times keep the 16 pt margin.
    private let timeWidth: CGFloat = 46
    /// The rail's centre, 10 pt right of the time column.
    private var railCenter: CGFloat { timeWidth + 10 }
    /// Where cards start: clear of the largest dot. Card text is inset 10 more.
    private let cardInset: CGFloat = 20
    /// Vertical centre of the first text line (card padding + half a subheadline line).
    private let dotCenter: CGFloat = 6 + 10

    private var isPast: Bool { role == .past }
    private var isOneLine: Bool { isPast || isCompact }
    private var isHighlighted: Bool { role != .past && role != .later }
    private var secondary: Color { .readableSecondary(colorScheme) }

    var body: some View {
        HStack(alignment: .top, spacing: 0) {
            times.accessibilityElement(children: .combine).padding(.vertical, 6).frame(
                width: timeWidth, alignment: .trailing)
            VStack(alignment: .leading, spacing: 0) {
                card.accessibilityElement(children: .combine)
                // The gap to the next row belongs to this row, so the rail runs through it;
                // it grows from 6 to 18 pt with the room the widget has.
                if !isLast { Spacer(minLength: 6).frame(maxHeight: 18) }
            }
            .padding(.leading, cardInset)
        }
        // A finished class reads quieter in grey rather than faded, so it keeps its contrast.
        .foregroundStyle(isPast ? secondary : Color.primary)
        .background(alignment: .topLeading) { rail }
        .overlay(alignment: .topLeading) { dot.opacity(isPast ? 0.5 : 1) }
        .accessibilityElement(children: .combine)
    }

    private var times: some View {
        VStack(alignment: .trailing, spacing: 1) {
            Text(verbatim: "\(slot.session.start)").font(.subheadline.weight(.semibold).monospacedDigit())
            if !isOneLine {
                Text(verbatim: "\(slot.session.end)").font(.caption.monospacedDigit()).foregroundStyle(secondary)
            }
        }
        .lineLimit(1)
        .fixedSize()
    }

    private var card: some View {
        VStack(alignment: .leading, spacing: 2) {
            if isOneLine {
                HStack(alignment: .firstTextBaseline, spacing: 8) {
                    Text(slot.course.name).font(isPast ? .subheadline : .subheadline.weight(.semibold))
                        .lineLimit(1).layoutPriority(1)
                    Text(slot.session.room).font(.caption).foregroundStyle(secondary).lineLimit(1)
                    Spacer(minLength: 0)
                }
            } else {
                HStack(alignment: .firstTextBaseline, spacing: 6) {
                    Text(slot.course.name).font(.subheadline.weight(.semibold)).lineLimit(1).layoutPriority(1)
                    Spacer(minLength: 4)
                    if let note {
                        note.text
                            .font(.caption.weight(.semibold).monospacedDigit())
                            .foregroundStyle(slot.course.textColor(colorScheme))
                            .lineLimit(1)
                    }
                }
                Text(ScheduleWording.place(slot)).font(.caption).foregroundStyle(secondary).lineLimit(1)
            }
            if role == .current {
                ClassProgressView(slot: slot).padding(.top, 5)
            }
        }
        .padding(.horizontal, 10)
        .padding(.vertical, 6)
        .frame(maxWidth: .infinity, alignment: .leading)
        .background(
            RoundedRectangle(cornerRadius: innerCornerRadius, style: .continuous)
                .fill(isHighlighted ? slot.course.tintColor.opacity(0.14) : .clear))
    }

    private var note: SchedulePhrase? {
        switch role {
        case .current: ScheduleWording.timeLeft(slot)
        case .next(let note): note
        default: nil
        }
    }

    /// The rail runs through the row; it starts at the first dot and stops at the last.
    private var rail: some View {
        Rectangle().fill(.separator)
            .frame(width: 2, height: isLast ? (isFirst ? 0 : dotCenter) : nil)
            .padding(.top, isFirst ? dotCenter : 0)
            .padding(.leading, railCenter - 1)
    }

    /// A dot in the course's colour, ringed with the background so the rail seems to pass behind it.
    private var dot: some View {
        let size: CGFloat = isHighlighted ? 11 : 9
        return ZStack {
            Circle().fill(.scheduleBackground(colorScheme)).frame(width: size + 4, height: size + 4)
            Circle().fill(slot.course.tintColor).frame(width: size, height: size)
        }
        .padding(.top, dotCenter - (size + 4) / 2)
        .padding(.leading, railCenter - (size + 4) / 2)
    }
}

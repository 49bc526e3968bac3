import Foundation
import Vignette

/// One class on the large widget's timeline: start and end time on the left, a dot on
/// a vertical rail, and a card that is highlighted for the current or next class.
struct TimelineRow: Component {
    enum Role: Equatable {
        case past, later
        case next(note: String)
        case current(progress: Double, minutesLeft: Int)
    }

    let slot: ClassSlot
    let role: Role
    let isFirst: Bool
    let isLast: Bool

    /// Width of the time column, and where the rail's centre sits.
    private let timeWidth: CGFloat = 42
    private let railCenter: CGFloat = 42 + 12
    /// Vertical centre of the first text line, where the dot sits.
    private let dotCenter: CGFloat = 6 + 10

    private var isHighlighted: Bool { role != .past && role != .later }

    var body: some Element {
        Row(alignment: .top, spacing: 0) {
            Column(alignment: .trailing, spacing: 1) {
                Words("\(slot.session.start)").font(.subheadline.weight(.semibold).monospacedDigit())
                Words("\(slot.session.end)").font(.caption.monospacedDigit()).foregroundStyle(.secondaryLabel)
            }
            .lineLimit(1)
            .fixedSize()
            .padding(.vertical, 6)
            .frame(width: timeWidth, alignment: .trailing)
            card.padding(.leading, 24)
        }
        .padding(.bottom, isLast ? 0 : 6)
        .background(alignment: .topLeading) { rail }
        .overlay(alignment: .topLeading) { dot }
        .opacity(role == .past ? 0.45 : 1)
    }

    private var card: Node {
        Column(alignment: .leading, spacing: 2) {
            Row(alignment: .firstTextBaseline, spacing: 6) {
                Words(slot.course.name).font(.subheadline.weight(.semibold)).lineLimit(1).layoutPriority(1)
                Spring(minLength: 4)
                if let note {
                    Words(note).font(.caption.weight(.semibold).monospacedDigit()).foregroundStyle(slot.course.tint).lineLimit(1)
                }
            }
            Words(ScheduleWording.place(slot)).font(.caption).foregroundStyle(.secondaryLabel).lineLimit(1)
            if case .current(let progress, _) = role {
                ProgressBar(progress: progress, tint: slot.course.tint).padding(.top, 5)
            }
        }
        .padding(.horizontal, isHighlighted ? 10 : 0)
        .padding(.vertical, 6)
        .frame(maxWidth: .infinity, alignment: .leading)
        .background(RoundedRect(cornerRadius: innerCornerRadius, style: .continuous)
            .fill(isHighlighted ? slot.course.tint.opacity(0.14) : .clear))
    }

    private var note: String? {
        switch role {
        case .current(_, let minutes): "剩 \(minutes) 分钟"
        case .next(let note): note
        default: nil
        }
    }

    /// The rail runs through the row; it starts at the first dot and stops at the last.
    private var rail: Node {
        Rect().fill(.separator)
            .frame(width: 2, height: isLast ? (isFirst ? 0 : dotCenter) : nil)
            .padding(.top, isFirst ? dotCenter : 0)
            .padding(.leading, railCenter - 1)
    }

    /// A dot in the course's colour, ringed with the background so the rail seems to pass behind it.
    private var dot: Node {
        let size: CGFloat = isHighlighted ? 11 : 9
        return Layers {
            Disc().fill(scheduleBackground).frame(width: size + 4, height: size + 4)
            Disc().fill(slot.course.tint).frame(width: size, height: size)
        }
        .padding(.top, dotCenter - (size + 4) / 2)
        .padding(.leading, railCenter - (size + 4) / 2)
    }
}

import Foundation
import Vignette

/// Small pieces the three course-schedule layouts share.

/// Inner corner radius: the widget's ~22 pt corner minus the 16 pt margin, rounded up
/// a little so small cards still read as rounded (Docs/WidgetFacts.md §4a).
let innerCornerRadius: CGFloat = 8

/// The thin rounded bar in a course's colour that marks a class, as in Calendar. In
/// tinted mode it is the accent.
struct TintBar: Component {
    let tint: Paint
    var body: some Element {
        RoundedRect(cornerRadius: 1.5, style: .continuous).fill(tint).frame(width: 3).widgetAccentable()
    }
}

/// A thin bar showing how far through a class is, in the course's colour (the accent in
/// tinted mode). It is a timer progress bar over the class's times, so it fills live at the
/// render clock, as `ProgressView(timerInterval:countsDown: false)` does between entries.
struct ClassProgressBar: Component {
    let slot: ClassSlot

    var body: some Element {
        ProgressBar.timer(slot.start...slot.end, countsDown: false, height: 4, tint: slot.course.tint)
            .widgetAccentable()
    }
}

/// "第12周" in a grey capsule.
struct WeekBadge: Component {
    let text: String
    var body: some Element {
        Words(text)
            .font(.caption.weight(.semibold))
            .foregroundStyle(.readableSecondary)
            .lineLimit(1)
            .padding(.horizontal, 8)
            .padding(.vertical, 3)
            // 6 pt: concentric with the ~22 pt widget corner at the 16 pt margin.
            .background(RoundedRect(cornerRadius: 6, style: .continuous).fill(.system(.tertiarySystemFill)))
            .fixedSize()
    }
}

/// A class in a soft card of its colour, with a tint bar: name on top, start time and
/// room below. The card takes the height it is offered up to 64 pt, text centred vertically.
struct ClassCard: Component {
    let slot: ClassSlot

    var body: some Element {
        Column(alignment: .leading, spacing: 1) {
            Words(slot.course.compactName).font(.subheadline.weight(.semibold)).lineLimit(1)
            Words("\(slot.session.start) · \(slot.session.room)")
                .font(.caption.monospacedDigit())
                .foregroundStyle(.readableSecondary)
                .lineLimit(1)
        }
        .accessibilityElement(children: .combine)
        .padding(Insets(top: 6, leading: 13, bottom: 6, trailing: 8))
        .frame(maxWidth: .infinity, maxHeight: 64, alignment: .leading)
        .background(
            RoundedRect(cornerRadius: innerCornerRadius, style: .continuous).fill(slot.course.tint.opacity(0.14))
        )
        .overlay(alignment: .leading) { TintBar(tint: slot.course.tint).padding(Insets(top: 7, leading: 5, bottom: 7)) }
    }
}

/// The widget background: white in light mode, the elevated dark grey in dark mode.
let scheduleBackground = Paint.adaptive(light: .systemBackground, dark: .secondarySystemBackground)

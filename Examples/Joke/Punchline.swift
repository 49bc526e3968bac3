import Foundation
import Vignette

/// The punchline once it is out; before the reveal hour, the same text drawn as
/// placeholder bars with the time it appears, so the widget keeps its shape.
struct Punchline: Component {
    let state: JokeState
    var font: Typeface = .subheadline
    var lineLimit = 3

    var body: some Element {
        if state.isRevealed {
            Words(state.today.punchline)
                .font(font)
                .foregroundStyle(.secondaryLabel)
                .lineLimit(lineLimit)
                .minimumScaleFactor(0.85)
        } else {
            Column(alignment: .leading, spacing: 4) {
                Words(state.today.punchline).font(font).lineLimit(1).redacted(reason: .placeholder)
                Row(spacing: 4) {
                    Symbol("clock").font(.caption2.weight(.semibold)).accessibilityHidden()
                    Words(JokeWording.teaser(state.today, hour: state.revealHour)).font(.caption.weight(.semibold))
                }
                .foregroundStyle(JokePalette.accent)
                .lineLimit(1)
                .widgetAccentable()
            }
        }
    }
}

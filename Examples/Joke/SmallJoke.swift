import Foundation
import Vignette

/// systemSmall: the day, the setup in bold, the punchline under it. Three pieces.
struct SmallJoke: Component {
    let state: JokeState
    let calendar: Calendar

    var body: some Element {
        Column(alignment: .leading, spacing: 4) {
            Row(spacing: 4) {
                Symbol("sparkles").font(.caption.weight(.bold)).accessibilityHidden()
                Words(JokeWording.day(state.date, calendar)).font(.caption.weight(.bold))
            }
            .foregroundStyle(JokePalette.accent)
            .widgetAccentable()
            Words(state.today.setup)
                .font(.subheadline.weight(.semibold))
                .lineLimit(3)
                .minimumScaleFactor(0.85)
                .layoutPriority(1)
            Spring(minLength: 0)
            Punchline(state: state, font: .footnote, lineLimit: 3)
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
}

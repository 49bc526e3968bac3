import Foundation
import Vignette

/// systemMedium: a large opening quote mark beside the setup; the punchline in a warm
/// card along the bottom.
struct MediumJoke: Component {
    let state: JokeState
    let calendar: Calendar

    var body: some Element {
        Column(alignment: .leading, spacing: 8) {
            Row(alignment: .top, spacing: 10) {
                Words("“").font(.system(size: 44, weight: .bold, design: .serif)).accessibilityHidden()
                    .foregroundStyle(JokePalette.accent)
                    .frame(height: 26, alignment: .top)
                    .widgetAccentable()
                Words(state.today.setup)
                    .font(.headline)
                    .lineLimit(2)
                    .minimumScaleFactor(0.85)
                    .frame(maxWidth: .infinity, alignment: .leading)
            }
            Spring(minLength: 0)
            Punchline(state: state, font: .subheadline, lineLimit: 2)
                .padding(.horizontal, 12)
                .padding(.vertical, 8)
                .frame(maxWidth: .infinity, alignment: .leading)
                .background(RoundedRect(cornerRadius: 10, style: .continuous).fill(JokePalette.card))
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
}

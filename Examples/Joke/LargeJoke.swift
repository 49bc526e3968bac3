import Foundation
import Vignette

/// systemLarge: today's joke large in a warm card, the two before it below, smaller.
struct LargeJoke: Component {
    let state: JokeState
    let calendar: Calendar

    var body: some Element {
        Column(alignment: .leading, spacing: 0) {
            Column(alignment: .leading, spacing: 10) {
                Row(spacing: 4) {
                    Symbol("sparkles").font(.footnote.weight(.bold)).accessibilityHidden()
                    Words(JokeWording.day(state.date, calendar)).font(.footnote.weight(.bold))
                }
                .foregroundStyle(JokePalette.accent)
                .widgetAccentable()
                Spring(minLength: 0)
                Words(state.today.setup).font(.title2.weight(.semibold)).lineLimit(3).minimumScaleFactor(0.8)
                Punchline(state: state, font: .title3, lineLimit: 3)
                Spring(minLength: 0)
            }
            .padding(14)
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
            .background(RoundedRect(cornerRadius: 12, style: .continuous).fill(JokePalette.card))
            Spring(minLength: 12).frame(maxHeight: 16)
            if !state.earlier.isEmpty {
                Words(JokeWording.earlier).font(.caption2.weight(.semibold)).foregroundStyle(.secondaryLabel)
                    .padding(.bottom, 6)
                Column(alignment: .leading, spacing: 10) {
                    Each(state.earlier.indices.map { $0 }) { index in
                        Column(alignment: .leading, spacing: 1) {
                            Words(state.earlier[index].setup).font(.footnote.weight(.semibold)).lineLimit(2)
                            Words(state.earlier[index].punchline).font(.footnote).foregroundStyle(.secondaryLabel)
                                .lineLimit(2)
                        }
                    }
                }
            }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
}

import Foundation
import SwiftUI
import WidgetKit
@testable import VignetteExamples

/// systemSmall: the day, the setup in bold, the punchline under it.
struct SmallJokeView: View {
    let state: JokeState
    @Environment(\.calendar) private var calendar

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            HStack(spacing: 4) {
                Image(systemName: "sparkles").font(.caption.weight(.bold)).accessibilityHidden(true)
                Text(JokeWording.day(state.date, calendar)).font(.caption.weight(.bold))
            }
            .foregroundStyle(.orange)
            .widgetAccentable()
            Text(state.today.setup)
                .font(.subheadline.weight(.semibold))
                .lineLimit(3)
                .minimumScaleFactor(0.85)
                .layoutPriority(1)
            Spacer(minLength: 0)
            PunchlineView(state: state, font: .footnote, lineLimit: 3)
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
}

/// systemMedium: a large opening quote mark beside the setup; the punchline in a card.
struct MediumJokeView: View {
    let state: JokeState

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            HStack(alignment: .top, spacing: 10) {
                Text("“").font(.system(size: 44, weight: .bold, design: .serif)).accessibilityHidden(true)
                    .foregroundStyle(.orange)
                    .frame(height: 26, alignment: .top)
                    .widgetAccentable()
                Text(state.today.setup)
                    .font(.headline)
                    .lineLimit(2)
                    .minimumScaleFactor(0.85)
                    .frame(maxWidth: .infinity, alignment: .leading)
            }
            Spacer(minLength: 0)
            PunchlineView(state: state, font: .subheadline, lineLimit: 2)
                .padding(.horizontal, 12)
                .padding(.vertical, 8)
                .frame(maxWidth: .infinity, alignment: .leading)
                .modifier(JokeCard(cornerRadius: 10))
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
}

/// systemLarge: today's joke large in a card, the two before it below, smaller.
struct LargeJokeView: View {
    let state: JokeState
    @Environment(\.calendar) private var calendar

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            VStack(alignment: .leading, spacing: 10) {
                HStack(spacing: 4) {
                    Image(systemName: "sparkles").font(.footnote.weight(.bold)).accessibilityHidden(true)
                    Text(JokeWording.day(state.date, calendar)).font(.footnote.weight(.bold))
                }
                .foregroundStyle(.orange)
                .widgetAccentable()
                Spacer(minLength: 0)
                Text(state.today.setup).font(.title2.weight(.semibold)).lineLimit(3).minimumScaleFactor(0.8)
                PunchlineView(state: state, font: .title3, lineLimit: 3)
                Spacer(minLength: 0)
            }
            .padding(14)
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
            .modifier(JokeCard(cornerRadius: 12))
            Spacer(minLength: 12).frame(maxHeight: 16)
            if !state.earlier.isEmpty {
                Text(JokeWording.earlier).font(.caption2.weight(.semibold)).foregroundStyle(.secondary)
                    .padding(.bottom, 6)
                VStack(alignment: .leading, spacing: 10) {
                    ForEach(state.earlier.indices, id: \.self) { index in
                        VStack(alignment: .leading, spacing: 1) {
                            Text(state.earlier[index].setup).font(.footnote.weight(.semibold)).lineLimit(2)
                            Text(state.earlier[index].punchline).font(.footnote).foregroundStyle(.secondary).lineLimit(
                                2)
                        }
                    }
                }
            }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
}

/// The punchline once it is out; before the reveal hour, placeholder bars and the time it appears.
struct PunchlineView: View {
    let state: JokeState
    var font: Font = .subheadline
    var lineLimit = 3

    var body: some View {
        if state.isRevealed {
            Text(state.today.punchline)
                .font(font)
                .foregroundStyle(.secondary)
                .lineLimit(lineLimit)
                .minimumScaleFactor(0.85)
        } else {
            VStack(alignment: .leading, spacing: 4) {
                Text(state.today.punchline).font(font).lineLimit(1).redacted(reason: .placeholder)
                HStack(spacing: 4) {
                    Image(systemName: "clock").font(.caption2.weight(.semibold)).accessibilityHidden(true)
                    Text(JokeWording.teaser(state.today, hour: state.revealHour)).font(.caption.weight(.semibold))
                }
                .foregroundStyle(.orange)
                .lineLimit(1)
                .widgetAccentable()
            }
        }
    }
}

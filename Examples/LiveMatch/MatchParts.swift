import Foundation
import Vignette

/// A club's kit colour as a round badge.
struct KitBadge: Component {
    let club: MatchState.Club
    let size: CGFloat

    var body: some Element {
        Disc().fill(club.kit).frame(width: size, height: size)
    }
}

/// A goal count in the compact island.
struct Score: Component {
    let goals: Int

    var body: some Element {
        Words("\(goals)").font(.system(size: 17, weight: .bold)).monospacedDigit().foregroundStyle(.white)
    }
}

/// A badge over the club's code, for the expanded island.
struct ClubColumn: Component {
    let club: MatchState.Club

    var body: some Element {
        Column(spacing: 4) {
            KitBadge(club: club, size: 32)
            Words(club.code).font(.caption.weight(.bold)).foregroundStyle(.white)
        }
        // Read by the badge's top, on the score's line: home, score, away.
        .accessibilityElement(children: .combine)
    }
}

/// The last goal and the share of the match played.
struct MatchProgress: Component {
    let match: MatchState

    var body: some Element {
        Column(alignment: .leading, spacing: 6) {
            Row(spacing: 4) {
                Symbol("soccerball").font(.caption).accessibilityHidden()
                Words(match.lastEvent ?? "No goals yet").font(.caption)
            }
            .foregroundStyle(MatchPalette.chalk)
            Vignette.ProgressBar(value: match.progress, height: 4, tint: .green)
        }
    }
}

/// The Lock Screen banner: clubs either side of the score, the clock and the last goal below.
struct MatchBanner: Component {
    let match: MatchState
    let isStale: Bool

    var body: some Element {
        Column(spacing: 8) {
            Row(spacing: 12) {
                ClubColumn(club: MatchState.home).frame(width: 72)
                Column(spacing: 2) {
                    Words(match.score).font(.system(size: 34, weight: .bold)).monospacedDigit()
                    Words(isStale ? "\(match.clock) · not updated" : match.clock)
                        .font(.caption.weight(.semibold)).foregroundStyle(isStale ? MatchPalette.chalk : .green)
                }
                .accessibilityElement(children: .combine)
                .frame(maxWidth: .infinity)
                ClubColumn(club: MatchState.away).frame(width: 72)
            }
            MatchProgress(match: match)
        }
        .foregroundStyle(.white)
        .padding(.horizontal, 20)
        .padding(.vertical, 14)
    }
}

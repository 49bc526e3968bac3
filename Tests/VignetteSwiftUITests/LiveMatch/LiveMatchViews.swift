import SwiftUI

/// A club's kit colour as a round badge.
struct KitBadge: View {
    let club: LiveMatchAttributes.Club
    let size: CGFloat

    var body: some View {
        Circle().fill(club.color).frame(width: size, height: size)
    }
}

/// A goal count in the compact island.
struct GoalCount: View {
    let goals: Int

    var body: some View {
        Text("\(goals)").font(.system(size: 17, weight: .bold)).monospacedDigit().foregroundStyle(.white)
    }
}

/// A badge over the club's code.
struct ClubColumn: View {
    let club: LiveMatchAttributes.Club

    var body: some View {
        VStack(spacing: 4) {
            KitBadge(club: club, size: 32)
            Text(club.code).font(.caption.weight(.bold)).foregroundStyle(.white)
        }
    }
}

/// The last goal and the share of the match played.
struct MatchProgress: View {
    let state: LiveMatchAttributes.ContentState

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            HStack(spacing: 4) {
                Image(systemName: "soccerball").font(.caption)
                Text(state.lastEvent ?? "No goals yet").font(.caption)
            }
            .foregroundStyle(LiveMatchPalette.chalk)
            ProgressView(value: state.progress).tint(.green)
        }
    }
}

/// The Lock Screen banner: clubs either side of the score, the clock and the last goal below.
struct MatchBanner: View {
    let attributes: LiveMatchAttributes
    let state: LiveMatchAttributes.ContentState
    let isStale: Bool

    var body: some View {
        VStack(spacing: 8) {
            HStack(spacing: 12) {
                ClubColumn(club: attributes.home).frame(width: 72)
                VStack(spacing: 2) {
                    Text(state.score).font(.system(size: 34, weight: .bold)).monospacedDigit()
                    Text(isStale ? "\(state.clock) · not updated" : state.clock)
                        .font(.caption.weight(.semibold)).foregroundStyle(isStale ? LiveMatchPalette.chalk : .green)
                }
                .frame(maxWidth: .infinity)
                ClubColumn(club: attributes.away).frame(width: 72)
            }
            MatchProgress(state: state)
        }
        .foregroundStyle(.white)
        .padding(.horizontal, 20)
        .padding(.vertical, 14)
    }
}

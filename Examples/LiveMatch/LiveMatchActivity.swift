import Foundation
import Vignette

/// A live football score: the Lock Screen banner on a pitch-green background, the score either
/// side of the camera in the compact island, and the clubs, score and last goal when expanded.
public enum LiveMatchActivity {
    public static let definition = ActivityDefinition(
        id: "live-match", displayName: "Live match", timeZone: MatchTimeline.timeZone,
        states: MatchTimeline.moments.map(\.state), scenario: MatchTimeline.scenario
    ) { context in
        let match = MatchTimeline.moments[context.stateIndex].match
        return ActivityViews(
            lockScreen: MatchBanner(match: match, isStale: context.isStale).node,
            compactLeading: Row(spacing: 6) {
                KitBadge(club: MatchState.home, size: 18)
                Score(goals: match.homeGoals)
            }.node,
            compactTrailing: Row(spacing: 6) {
                Score(goals: match.awayGoals)
                KitBadge(club: MatchState.away, size: 18)
            }.node,
            minimal: Words("\(match.homeGoals)–\(match.awayGoals)").font(.system(size: 14, weight: .bold))
                .monospacedDigit()
                .foregroundStyle(.white).node,
            expanded: ExpandedIsland(
                leading: .init(ClubColumn(club: MatchState.home).node),
                trailing: .init(ClubColumn(club: MatchState.away).node),
                center: .init(
                    Column(spacing: 2) {
                        Words(match.score).font(.system(size: 28, weight: .bold)).monospacedDigit()
                        Words(match.clock).font(.caption.weight(.semibold)).foregroundStyle(.green)
                    }.foregroundStyle(.white).node),
                bottom: .init(MatchProgress(match: match).node)),
            keylineTint: MatchState.home.kit,
            backgroundTint: MatchPalette.pitch,
            systemActionForeground: .white)
    }
}

enum MatchPalette {
    /// The banner's background in both appearances, so the activity keeps its look (HIG: don't
    /// change colours between light and dark if that breaks the association with the app).
    static let pitch = Paint.rgb(0.05, 0.24, 0.14)
    static let chalk = Paint.rgb(1, 1, 1, opacity: 0.72)
}

import SwiftUI
import WidgetKit

/// The live match as a Live Activity in SwiftUI spelling: what `Examples/LiveMatch` draws with the
/// core DSL, written as in Xcode (LiveActivityParityTests compares the two).
struct LiveMatchLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: LiveMatchAttributes.self) { context in
            MatchBanner(attributes: context.attributes, state: context.state, isStale: context.isStale)
                .activityBackgroundTint(LiveMatchPalette.pitch)
                .activitySystemActionForegroundColor(.white)
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading) {
                    ClubColumn(club: context.attributes.home)
                }
                DynamicIslandExpandedRegion(.trailing) {
                    ClubColumn(club: context.attributes.away)
                }
                DynamicIslandExpandedRegion(.center) {
                    VStack(spacing: 2) {
                        Text(context.state.score).font(.system(size: 28, weight: .bold)).monospacedDigit()
                        Text(context.state.clock).font(.caption.weight(.semibold)).foregroundStyle(.green)
                    }
                    .foregroundStyle(.white)
                }
                DynamicIslandExpandedRegion(.bottom) {
                    MatchProgress(state: context.state)
                }
            } compactLeading: {
                HStack(spacing: 6) {
                    KitBadge(club: context.attributes.home, size: 18)
                    GoalCount(goals: context.state.homeGoals)
                }
            } compactTrailing: {
                HStack(spacing: 6) {
                    GoalCount(goals: context.state.awayGoals)
                    KitBadge(club: context.attributes.away, size: 18)
                }
            } minimal: {
                Text("\(context.state.homeGoals)–\(context.state.awayGoals)")
                    .font(.system(size: 14, weight: .bold)).monospacedDigit().foregroundStyle(.white)
            }
            .keylineTint(context.attributes.home.color)
        }
    }
}

#Preview(as: .content, using: LiveMatchAttributes.derby) {
    LiveMatchLiveActivity()
} contentStates: {
    LiveMatchAttributes.ContentState.kickOff
    LiveMatchAttributes.ContentState.firstGoal
    LiveMatchAttributes.ContentState.halfTime
    LiveMatchAttributes.ContentState.equaliser
    LiveMatchAttributes.ContentState.fullTime
}

// The same states in the island: counted once in the activity's definition.
#Preview("Island", as: .dynamicIsland(.expanded), using: LiveMatchAttributes.derby) {
    LiveMatchLiveActivity()
} contentStates: {
    LiveMatchAttributes.ContentState.kickOff
    LiveMatchAttributes.ContentState.fullTime
}

import Foundation
import HealthKit
import SwiftUI
import Testing
import UserNotifications
import VignetteFoundation

/// The app-model names nilsmango/7III_Meditation's widget target compiles besides StoreKit (Docs/Compatibility.md,
/// "Twelfth round"): HealthKit's category samples, UserNotifications' delegate types, SwiftUI's `NavigationPath`
/// and `remove(atOffsets:)`.
@Suite struct TwelfthRoundAppNamesTests {
    @Test func savingAMindfulSessionFailsNamingHealthKit() {
        let type = HKObjectType.categoryType(forIdentifier: .mindfulSession)
        #expect(type?.identifier == "HKCategoryTypeIdentifierMindfulSession")
        let sample = HKCategorySample(
            type: type!, value: 0, start: Date(timeIntervalSince1970: 0), end: Date(timeIntervalSince1970: 600))
        #expect(sample.value == 0 && sample.endDate.timeIntervalSince(sample.startDate) == 600)
        nonisolated(unsafe) var outcome: (Bool, String?)?
        HKHealthStore().save(sample) { success, error in outcome = (success, error?.localizedDescription) }
        #expect(outcome?.0 == false)
        #expect(outcome?.1 == "HealthKit is not available on Linux: HKHealthStore.save(_:withCompletion:) did not run")
        #expect(HKSampleSortIdentifierStartDate == "startDate" && HKSampleSortIdentifierEndDate == "endDate")
        #expect(HKObjectQueryNoLimit == 0)
    }

    @Test func notificationNamesHaveApplesValues() {
        #expect(
            UNNotificationPresentationOptions.banner.rawValue == 16
                && UNNotificationPresentationOptions.list.rawValue == 8)
        #expect(UNNotificationPresentationOptions([.banner, .sound]).rawValue == 18)
        #expect(UNNotificationSound(named: UNNotificationSoundName(rawValue: "Gong.caf")).named == "Gong.caf")
    }

    @Test func aNavigationPathHoldsWhatIsAppended() {
        var path = NavigationPath()
        #expect(path.isEmpty)
        path.append("meditation")
        path.append(3)
        #expect(path.count == 2)
        path.removeLast()
        #expect(path == NavigationPath(["meditation"]))
    }

    @Test func removingAtOffsetsRemovesThosePositions() {
        var koans = ["a", "b", "c", "d"]
        koans.remove(atOffsets: IndexSet([0, 2]))
        #expect(koans == ["b", "d"])
    }
}

import EventKit
import Foundation
import HealthKit
import SwiftUI
import Testing
import Vignette
@testable import WidgetKit

private struct StepsEntry: TimelineEntry {
    let date: Date
    let steps: Int
}

/// The provider widget code commonly writes: today's step count from an `HKStatisticsQuery`, 0 on failure.
private struct StepsProvider: TimelineProvider {
    func placeholder(in context: Context) -> StepsEntry { StepsEntry(date: .now, steps: 4_200) }
    func getSnapshot(in context: Context, completion: @escaping (StepsEntry) -> Void) {
        completion(placeholder(in: context))
    }
    func getTimeline(in context: Context, completion: @escaping (Timeline<StepsEntry>) -> Void) {
        let store = HKHealthStore()
        guard let type = HKQuantityType.quantityType(forIdentifier: .stepCount) else { return }
        let start = Calendar.current.startOfDay(for: .now)
        let predicate = HKQuery.predicateForSamples(withStart: start, end: .now, options: .strictStartDate)
        let query = HKStatisticsQuery(quantityType: type, quantitySamplePredicate: predicate, options: .cumulativeSum) {
            _, result, _ in
            let steps = result?.sumQuantity()?.doubleValue(for: .count()) ?? 0
            completion(Timeline(entries: [StepsEntry(date: .now, steps: Int(steps))], policy: .atEnd))
        }
        store.execute(query)
    }
}

private struct StepsWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "steps", provider: StepsProvider()) { Text("\($0.steps) steps") }
    }
}

/// HealthKit reports no Health data and fails its queries; EventKit grants no access and finds nothing.
struct HealthAndCalendarTests {
    @Test func healthQueriesFailAsOnADeviceWithoutHealthNamingTheCall() {
        let ((), uses) = UnavailableFramework.collecting {
            #expect(!HKHealthStore.isHealthDataAvailable())
            var failure: (any Error)?
            let type = HKQuantityType(.activeEnergyBurned)
            HKHealthStore().execute(
                HKSampleQuery(sampleType: type, predicate: nil, limit: HKSampleQuery.noLimit, sortDescriptors: nil) {
                    _, samples, error in
                    #expect(samples == nil)
                    failure = error
                })
            let error = failure as? HKError
            #expect(error?.code == .errorHealthDataUnavailable)
            #expect(
                error?.localizedDescription
                    == "HealthKit is not available on Linux: HKHealthStore.execute(HKSampleQuery) did not run")
            #expect(HKQuantity(unit: .count(), doubleValue: 12).doubleValue(for: .count()) == 12)
        }
        #expect(
            uses.map(\.description) == ["HealthKit (HKHealthStore.execute(HKSampleQuery))"])
    }

    @Test func walkdaysHealthCallsCompileAndFailNamingTheCall() async {
        // walkday/app's Health.swift: the iOS 15 status request, the collection's statistics, a set of queries.
        let store = HKHealthStore()
        await #expect(throws: HKError.self) {
            try await store.statusForAuthorizationRequest(toShare: [], read: [HKQuantityType(.stepCount)])
        }
        do {
            _ = try await store.statusForAuthorizationRequest(toShare: [], read: [])
        } catch {
            #expect(
                error.localizedDescription
                    == "HealthKit is not available on Linux: HKHealthStore.statusForAuthorizationRequest(toShare:read:) did not run"
            )
        }
        #expect(HKAuthorizationRequestStatus.unnecessary.rawValue == 2)
        let query = HKStatisticsCollectionQuery(
            quantityType: HKQuantityType(.stepCount), quantitySamplePredicate: nil, options: .cumulativeSum,
            anchorDate: Date(timeIntervalSince1970: 0), intervalComponents: DateComponents(day: 1))
        var results: HKStatisticsCollection?
        query.initialResultsHandler = { _, collection, _ in results = collection }
        store.execute(query)
        #expect(results == nil)
        #expect(Set<HKQuery>([query, query]).count == 1)
        #expect(HKQuantity(unit: .kilocalorie(), doubleValue: 420).doubleValue(for: .largeCalorie()) == 420)
        #expect(HKUnit.largeCalorie().unitString == "Cal")
    }

    @Test func aStepsProviderThatCopesDrawsItsOwnEntryWithTheWarning() throws {
        let drawn = try WidgetDefinition(StepsWidget()).content(WidgetEnvironment(family: .systemSmall))
        #expect(Lowering.frame(ofText: "0 steps", in: Lowering.layout(drawn)) != nil, "the entry it made: 0 steps")
    }

    @Test func calendarAccessIsRefusedAndSearchesFindNothing() {
        let ((), uses) = UnavailableFramework.collecting {
            let store = EKEventStore()
            #expect(EKEventStore.authorizationStatus(for: .event) == .notDetermined)
            var granted: Bool?
            store.requestAccess(to: .event) { ok, _ in granted = ok }
            let predicate = store.predicateForEvents(
                withStart: .now, end: .now.addingTimeInterval(86_400), calendars: store.calendars(for: .event))
            #expect(granted == false && store.events(matching: predicate).isEmpty)
        }
        #expect(
            uses.map(\.description) == [
                "EventKit (EKEventStore.requestAccess(to:completion:))", "EventKit (EKEventStore.calendars(for:))",
                "EventKit (EKEventStore.events(matching:))",
            ])
    }
}

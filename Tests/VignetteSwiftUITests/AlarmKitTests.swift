import ActivityKit
@testable import AlarmKit
import AppIntents
import Foundation
import SwiftUI
import Testing
import VignetteFoundation
@testable import WidgetKit

private struct PillMetadata: AlarmMetadata {
    let title: String
}

private struct StopAlarmIntent: LiveActivityIntent {
    static let title: LocalizedStringResource = "Stop"
    func perform() async throws -> some IntentResult { .result() }
}

/// An alarm's Live Activity as bannzai/Pilll writes one: `ActivityConfiguration` over `AlarmAttributes`.
private struct AlarmActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: AlarmAttributes<PillMetadata>.self) { context in
            Text(context.attributes.metadata?.title ?? "Alarm")
        } dynamicIsland: { _ in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading) { EmptyView() }
            } compactLeading: {
                EmptyView()
            } compactTrailing: {
                EmptyView()
            } minimal: {
                EmptyView()
            }
        }
    }
}

/// AlarmKit on Linux: real values, nothing scheduled (Docs/Compatibility.md, "Frameworks Linux lacks").
@Suite struct AlarmKitTests {
    private let attributes = AlarmAttributes(
        presentation: AlarmPresentation(
            alert: .init(
                title: "Time to take it",
                stopButton: AlarmButton(text: "Taken", textColor: .white, systemImageName: "pill"))),
        metadata: PillMetadata(title: "Pill"), tintColor: .pink)

    @Test func attributesAndStatesAreTheValuesGiven() {
        #expect(attributes.metadata?.title == "Pill")
        #expect(attributes.presentation.alert.stopButton?.systemImageName == "pill")
        #expect(attributes.tintColor == .pink)
        let id = UUID()
        let fire = Date(timeIntervalSince1970: 1_800_000_600)
        let countdown = AlarmPresentationState.Countdown(
            totalCountdownDuration: 600, previouslyElapsedDuration: 0,
            startDate: Date(timeIntervalSince1970: 1_800_000_000), fireDate: fire)
        let state = AlarmPresentationState(alarmID: id, mode: .countdown(countdown))
        guard case .countdown(let read) = state.mode else {
            Issue.record("not a countdown")
            return
        }
        #expect(read.fireDate == fire && state.alarmID == id)
    }

    @Test func attributesDecodeFromWhatTheyEncodeWithTheAccentColourAsTint() throws {
        let data = try JSONEncoder().encode(attributes)
        let read = try JSONDecoder().decode(AlarmAttributes<PillMetadata>.self, from: data)
        #expect(
            String(describing: read.presentation.alert.title) == String(describing: attributes.presentation.alert.title)
        )
        #expect(read.metadata?.title == "Pill" && read.tintColor == .accentColor)
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(AlarmAttributes<PillMetadata>.self, from: Data("{}".utf8))
        }
    }

    @Test func schedulingThrowsNamingAlarmKit() async throws {
        let configuration = AlarmManager.AlarmConfiguration.alarm(
            schedule: .fixed(Date(timeIntervalSince1970: 1_800_000_000)), attributes: attributes,
            stopIntent: StopAlarmIntent())
        do {
            try await AlarmManager.shared.schedule(id: UUID(), configuration: configuration)
            Issue.record("schedule did not throw")
        } catch {
            #expect(
                "\(error)" == "AlarmKit is not available on Linux: AlarmManager.schedule(id:configuration:) did not run"
            )
        }
        do {
            try AlarmManager.shared.stop(id: UUID())
            Issue.record("stop did not throw")
        } catch {
            #expect("\(error)" == "AlarmKit is not available on Linux: AlarmManager.stop(id:) did not run")
        }
        #expect(try AlarmManager.shared.alarms.isEmpty)
    }

    @Test func askingForAuthorizationAnswersAsADeclinedPrompt() async throws {
        let manager = AlarmManager()
        #expect(manager.authorizationState == .notDetermined)
        #expect(try await manager.requestAuthorization() == .denied)
        #expect(manager.authorizationState == .denied)
    }

    @Test func anAlarmLiveActivityIsListedAsAnActivity() {
        let description = AlarmActivity().body._description
        #expect(description.activity != nil)
        #expect(description.families == [])
    }
}

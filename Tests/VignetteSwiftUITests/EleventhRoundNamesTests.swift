import AppIntents
import Combine
import Foundation
import SwiftData
import SwiftUI
import Testing
import UIKit
import UserNotifications
import Vignette
import VignetteFoundation

private struct NothingIntent: AppIntent {
    static let title: LocalizedStringResource = "Nothing"
}

/// A model written with Foundation's names for Combine's types, as mapluisch/GitHub-Stats-Widget-for-iOS's
/// `ContributionFetcher` (a file importing only Foundation); this file imports Combine's through SwiftUI too.
private final class Fetcher: VignetteFoundation.ObservableObject {
    @VignetteFoundation.Published var count = 0
}

/// A widget view reading every note with a bare `@Query`, as bii-08/WasteNot's and
/// muukii/TextDisplayWidget's do; `Note` is SwiftDataTests' model.
private struct AllNotesView: View {
    var entry: String
    @Query var notes: [Note]
    var body: some View { Text(verbatim: "\(entry): \(notes.count) notes") }
}

/// The names the eleventh compatibility round built (Docs/Compatibility.md, "Eleventh round (round11)").
@Suite(.serialized) struct EleventhRoundNamesTests {
    @Test func foundationsObservableObjectAndPublishedAreCombines() {
        // One type under both names: a class conforming through Foundation's name is Combine's
        // `ObservableObject`, with Combine's `objectWillChange` fired by its `@Published` property.
        func combines<O: Combine.ObservableObject>(_ object: O) -> O { object }
        let fetcher = combines(Fetcher())
        var changes = 0
        let subscription = fetcher.objectWillChange.sink { changes += 1 }
        fetcher.count = 3
        #expect(changes == 1 && fetcher.count == 3)
        _ = subscription
    }

    @Test func aNotificationRequestKeepsItsContentAndAddingItFailsNamingTheFramework() throws {
        let content = UNMutableNotificationContent()
        content.title = "Stats changed"
        content.body = "3 new contributions"
        content.sound = .default
        let trigger = UNTimeIntervalNotificationTrigger(timeInterval: 1, repeats: false)
        let request = UNNotificationRequest(identifier: "stats", content: content, trigger: trigger)
        #expect(request.content.title == "Stats changed" && request.content.body == "3 new contributions")
        #expect(request.content.sound === UNNotificationSound.default)
        #expect((request.trigger as? UNTimeIntervalNotificationTrigger)?.timeInterval == 1)
        #expect(request.trigger?.repeats == false)
        var failure: (any Error)?
        UNUserNotificationCenter.current().add(request) { failure = $0 }
        let message = try #require(failure).localizedDescription
        #expect(message.contains("UserNotifications") && message.contains("UNUserNotificationCenter.add(_:)"))
        var status: UNAuthorizationStatus?
        UNUserNotificationCenter.current().getNotificationSettings { status = $0.authorizationStatus }
        #expect(status == .notDetermined)
    }

    @Test func aSwitchToggleStyleWithATintDrawsTheSwitchInIt() {
        // `SwitchToggleStyle(tint:)` is `.switch` with `.tint(_:)`; a toggle bound to state draws as one
        // given the binding's value.
        let styled = Toggle("Redirect", isOn: .constant(true)).toggleStyle(SwitchToggleStyle(tint: .orange))
        let tinted = Toggle("Redirect", isOn: true, intent: NothingIntent()).toggleStyle(.switch).tint(.orange)
        #expect(Lowering.node(styled) == Lowering.node(tinted))
        #expect(Lowering.node(styled) != Lowering.node(Toggle("Redirect", isOn: true, intent: NothingIntent())))
        #expect(
            Lowering.node(Toggle("Off", isOn: .constant(false)))
                == Lowering.node(Toggle("Off", isOn: false, intent: NothingIntent())))
    }

    @Test func aNavigationLinkIsItsLabelInTheTintAndTheViewStyleChangesNothing() {
        let link = NavigationLink(destination: Text("Theme colours")) { Text("Theme") }
        let drawn = Text("Theme").foregroundStyle(.tint).accessibilityElement(children: .combine)
            .accessibilityAddTraits(.isButton)
        #expect(Lowering.node(link) == Lowering.node(drawn))
        #expect(
            Lowering.node(NavigationView { Text("Settings") }.navigationViewStyle(StackNavigationViewStyle()))
                == Lowering.node(Text("Settings")))
    }

    @Test func aColorPickerIsItsLabelAndA28PointWellAtTheTrailingEdge() throws {
        let view = ColorPicker("Low", selection: .constant(Color.green))
        let layout = Lowering.layout(
            Lowering.node(view, family: .systemMedium), family: .systemMedium, size: CGSize(width: 364, height: 170))
        let text = try #require(Lowering.frame(ofText: "Low", in: layout))
        // Two circles: the ring of hues (28 pt, its trailing edge at the 16 pt margin) and the
        // selection inside it, 5 pt in (18 pt), sharing its centre.
        let discs = layout.allNodes.filter { $0.kind == .disc }.map(\.frame).sorted { $0.width > $1.width }
        try #require(discs.count == 2)
        #expect(abs(discs[0].width - 28) < 0.01 && abs(discs[0].height - 28) < 0.01)
        #expect(abs(discs[0].maxX - 348) < 0.01)
        #expect(abs(discs[1].width - 18) < 0.01 && abs(discs[1].height - 18) < 0.01)
        #expect(abs(discs[1].midX - discs[0].midX) < 0.01 && abs(discs[1].midY - discs[0].midY) < 0.01)
        #expect(text.minX < 20 && text.maxX < discs[0].minX - 8)
    }

    @Test func aBareQueryReadsEveryInstanceAndModelContainerForTypesSetsAContainer() throws {
        // No arguments: the model type from `[Note]`, the view made without passing it (the memberwise
        // initialiser's `Query()`); the store on Linux holds none.
        var setUp: Result<ModelContainer, any Error>?
        let view = AllNotesView(entry: "Today").modelContainer(for: [Note.self, Item.self]) { setUp = $0 }
        let layout = Lowering.layout(Lowering.node(view))
        #expect(Lowering.frame(ofText: "Today: 0 notes", in: layout) != nil)
        #expect(throws: Never.self) { try setUp?.get() }
        #expect(setUp != nil)
        let single = Lowering.layout(Lowering.node(AllNotesView(entry: "One").modelContainer(for: Note.self)))
        #expect(Lowering.frame(ofText: "One: 0 notes", in: single) != nil)
    }
}

import FamilyControls
import Foundation
import ManagedSettings
@testable import SwiftUI
import Testing
import Vignette
import VignetteFoundation
import WidgetKit

private enum Speed: String { case slow, fast }
private enum Level: Int { case one = 1, two }

/// A view reading its app group's defaults as Apple's Emoji Rangers sample does.
private struct SuperchargedView: View {
    @AppStorage("supercharged", store: UserDefaults(suiteName: "vignette.ninth-round.view"))
    var supercharged: Bool = false

    var body: some View {
        Text(verbatim: supercharged ? "supercharged" : "resting")
    }
}

/// The names the ninth compatibility round built (Docs/Compatibility.md, "Ninth round").
@Suite(.serialized) struct NinthRoundNamesTests {
    @Test func appStorageReadsTheStoreAndFallsBackToItsDefault() throws {
        let suite = "vignette.ninth-round.storage"
        let store = try #require(UserDefaults(suiteName: suite))
        defer { store.removePersistentDomain(forName: suite) }
        store.removePersistentDomain(forName: suite)

        let flag = AppStorage(wrappedValue: true, "flag", store: store)
        #expect(flag.wrappedValue == true)
        #expect(store.object(forKey: "flag") == nil)  // the default is not written
        store.set(false, forKey: "flag")
        #expect(flag.wrappedValue == false)

        let count = AppStorage(wrappedValue: 3, "count", store: store)
        count.wrappedValue = 7
        #expect(store.integer(forKey: "count") == 7)
        count.projectedValue.wrappedValue = 9
        #expect(count.wrappedValue == 9)

        let name = AppStorage(wrappedValue: "Spouty", "name", store: store)
        #expect(name.wrappedValue == "Spouty")
        store.set("Egghead", forKey: "name")
        #expect(name.wrappedValue == "Egghead")

        let ratio = AppStorage(wrappedValue: 0.5, "ratio", store: store)
        ratio.wrappedValue = 0.25
        #expect(ratio.wrappedValue == 0.25)

        let speed = AppStorage(wrappedValue: Speed.slow, "speed", store: store)
        store.set("fast", forKey: "speed")
        #expect(speed.wrappedValue == .fast)
        store.set("reverse", forKey: "speed")
        #expect(speed.wrappedValue == .slow)  // no case matches: the default
        let level = AppStorage(wrappedValue: Level.one, "level", store: store)
        level.wrappedValue = .two
        #expect(store.integer(forKey: "level") == 2 && level.wrappedValue == .two)

        let note = AppStorage<String?>("note", store: store)
        #expect(note.wrappedValue == nil)
        note.wrappedValue = "hello"
        #expect(store.string(forKey: "note") == "hello")
        note.wrappedValue = nil
        #expect(store.object(forKey: "note") == nil)
    }

    @Test func aViewDrawsWhatItsAppWroteToTheAppGroup() throws {
        let suite = "vignette.ninth-round.view"
        let store = try #require(UserDefaults(suiteName: suite))
        defer { store.removePersistentDomain(forName: suite) }
        store.removePersistentDomain(forName: suite)
        let environment = EnvironmentValues(core: WidgetEnvironment(family: .systemSmall))
        #expect(lower(SuperchargedView(), in: environment) == .words("resting"))
        store.set(true, forKey: "supercharged")
        #expect(lower(SuperchargedView(), in: environment) == .words("supercharged"))
    }

    @Test func aDispatchSerialQueueRunsItsWorkInOrderOneAtATime() {
        let queue = DispatchSerialQueue(label: "com.example.loader")
        #expect(queue.label == "com.example.loader")
        let lock = NSLock()
        nonisolated(unsafe) var order: [Int] = []
        nonisolated(unsafe) var running = 0
        nonisolated(unsafe) var overlapped = false
        for index in 0..<20 {
            queue.async {
                lock.withLock {
                    running += 1
                    overlapped = overlapped || running > 1
                }
                usleep(200)
                lock.withLock {
                    order.append(index)
                    running -= 1
                }
            }
        }
        queue.sync {}
        #expect(order == Array(0..<20))
        #expect(!overlapped)
    }

    @Test func classForCoderOnAClassIsThatClass() {
        final class LoaderProtocol: URLProtocol {}
        let configuration = URLSessionConfiguration.ephemeral
        configuration.protocolClasses = [LoaderProtocol.classForCoder()]
        #expect(
            configuration.protocolClasses?.first.map(ObjectIdentifier.init) == ObjectIdentifier(LoaderProtocol.self))
        #expect(ObjectIdentifier(NSObject().classForCoder) == ObjectIdentifier(NSObject.self))
    }

    @Test func screenTimeTokensRoundTripAndAuthorizationFailsNamingTheFramework() async throws {
        let json = Data(#"{"token":{"data":"AQID"},"minutes":75}"#.utf8)
        struct AppLimit: Codable, Hashable {
            let token: ApplicationToken
            let minutes: Int
        }
        let limit = try JSONDecoder().decode(AppLimit.self, from: json)
        let again = try JSONDecoder().decode(AppLimit.self, from: JSONEncoder().encode(limit))
        #expect(again == limit && again.minutes == 75)
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(ApplicationToken.self, from: Data("{}".utf8)) }

        var selection = FamilyActivitySelection()
        #expect(selection.applicationTokens.isEmpty && !selection.includeEntireCategory)
        selection.applicationTokens.insert(limit.token)
        #expect(selection.applications.first?.token == limit.token)
        #expect(selection.applications.first?.localizedDisplayName == nil)
        #expect(Application(bundleIdentifier: "com.example").bundleIdentifier == "com.example")

        let center = AuthorizationCenter.shared
        #expect(center.authorizationStatus == .notDetermined)
        await #expect {
            try await center.requestAuthorization(for: .individual)
        } throws: { error in
            "\(error)"
                == "FamilyControls is not available on Linux: AuthorizationCenter.requestAuthorization(for:) did not run"
        }
        #expect(center.authorizationStatus == .notDetermined)
    }
}

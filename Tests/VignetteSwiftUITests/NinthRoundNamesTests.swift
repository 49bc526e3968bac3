import FamilyControls
import Foundation
import ManagedSettings
@testable import SwiftUI
import Testing
import UIKit
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

    private func components(_ color: Color) throws -> RGBA {
        let node = lower(color, in: EnvironmentValues(core: WidgetEnvironment(family: .systemSmall)))
        guard case .fill(.color(let rgba)) = node else { throw CancellationError() }
        return rgba
    }

    @Test func colorsInTheLinearAndDisplayP3SpacesAreDrawnAsTheirSRGB() throws {
        // A shadow written as cabinet's LotteryView writes it: black, 20 % opaque.
        let shadow = try components(Color(.sRGBLinear, white: 0, opacity: 0.2))
        #expect(shadow == RGBA(red: 0, green: 0, blue: 0, alpha: 0.2))
        // Linear 0.2 is sRGB 1.055·0.2^(1/2.4) − 0.055 = 0.48453; linear 0.002 is 12.92·0.002 = 0.02584.
        let grey = try components(Color(.sRGBLinear, white: 0.2))
        #expect(abs(grey.red - 0.48453) < 0.00001 && grey.red == grey.green && grey.green == grey.blue)
        let dark = try components(Color(.sRGBLinear, red: 0.002, green: 1, blue: 0))
        #expect(abs(dark.red - 0.02584) < 0.00001 && abs(dark.green - 1) < 0.000001 && dark.blue == 0)
        #expect(try components(Color(.sRGB, white: 0.3)) == RGBA(red: 0.3, green: 0.3, blue: 0.3, alpha: 1))
        // Display P3's grey is sRGB's grey; its pure red lies outside sRGB: red clamped to 1, the rest to 0.
        let p3Grey = try components(Color(.displayP3, white: 0.5))
        #expect(abs(p3Grey.red - 0.5) < 0.0001 && abs(p3Grey.green - 0.5) < 0.0001 && abs(p3Grey.blue - 0.5) < 0.0001)
        #expect(
            try components(Color(.displayP3, red: 1, green: 0, blue: 0)) == RGBA(red: 1, green: 0, blue: 0, alpha: 1))
        // Display P3 (0.5, 0.6, 0.7): linear (0.2140, 0.3185, 0.4480) → sRGB linear (0.1905, 0.3229, 0.4628) → (0.4737, 0.6038, 0.7103).
        let teal = try components(Color(.displayP3, red: 0.5, green: 0.6, blue: 0.7))
        #expect(abs(teal.red - 0.4737) < 0.001 && abs(teal.green - 0.6038) < 0.001 && abs(teal.blue - 0.7103) < 0.001)
    }

    @Test func anAssetColourNamedWithItsBundleIsTheSameAssetColour() throws {
        let named = try #require(UIColor(named: "Shamrock", in: Bundle.main, compatibleWith: nil))
        let plain = try #require(UIColor(named: "Shamrock"))
        #expect(named.source == plain.source)
        #expect(named.source == .named("Shamrock", opacity: 1))
    }
}

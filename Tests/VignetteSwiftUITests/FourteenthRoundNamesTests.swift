import AppIntents
import Foundation
import SwiftUI
import Testing
import UIKit
import Vignette
import VignetteFoundation
import WatchConnectivity

/// A check mark or a ring by the toggle's state, as littleossa/UltimateWidgetTodo's `TodoItemToggleStyle` is written.
private struct CheckStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack {
            Image(systemName: configuration.isOn ? "checkmark.circle.fill" : "circle")
            configuration.label
            Text(configuration.isMixed ? "mixed" : "single")
        }
    }
}

private struct Done: AppIntent {
    static let title: LocalizedStringResource = "Done"
    func perform() async throws -> some IntentResult { .result() }
}

/// Names the fourteenth round's repositories reach for (Docs/Compatibility.md, "Fourteenth round"): a toggle style of
/// your own (UltimateWidgetTodo), Watch Connectivity (Pomodoro), scenes and windows (Squirrel), the Darwin
/// notification center (WRKT).
@Suite struct FourteenthRoundNamesTests {
    static func lowered(_ view: some View) -> LayoutResult {
        Lowering.layout(Lowering.node(view.frame(width: 300, height: 100)))
    }

    static func lines(_ view: some View) -> [String] {
        lowered(view).allNodes.compactMap(\.lines).flatMap { $0 }
    }

    @Test func aToggleStylesBodyIsTheToggleInItsState() throws {
        let on = Toggle(isOn: true, intent: Done()) { Text("Milk") }.toggleStyle(CheckStyle())
        let off = Toggle(isOn: false, intent: Done()) { Text("Milk") }.toggleStyle(CheckStyle())
        #expect(Self.lines(on) == ["Milk", "single"])
        // The body as written, with no switch of the built-in style: the same nodes as the style's view itself.
        let written = HStack {
            Image(systemName: "checkmark.circle.fill")
            Text("Milk")
            Text("single")
        }
        #expect(Self.lowered(on).allNodes.map(\.kind) == Self.lowered(written).allNodes.map(\.kind))
        #expect(Lowering.node(on) != Lowering.node(off))
        let ring = HStack {
            Image(systemName: "circle")
            Text("Milk")
            Text("single")
        }
        #expect(Self.lowered(off).allNodes.map(\.frame) == Self.lowered(ring).allNodes.map(\.frame))
    }

    @Test func aBuiltInToggleStyleInsideWins() {
        let inner = Toggle(isOn: true, intent: Done()) { Text("Milk") }.toggleStyle(.button).toggleStyle(CheckStyle())
        #expect(
            Lowering.node(inner)
                == Lowering.node(Toggle(isOn: true, intent: Done()) { Text("Milk") }.toggleStyle(.button)))
        #expect(!Self.lines(inner).contains("single"))
    }

    @Test func noWatchPairsWithLinux() throws {
        #expect(!WCSession.isSupported())
        let session = WCSession.default
        #expect(session === WCSession.default)
        var failure: (any Error)?
        let ((), uses) = UnavailableFramework.collecting {
            session.activate()
            session.sendMessage(["a": 1], replyHandler: nil) { failure = $0 }
        }
        #expect(
            uses.map(\.description) == [
                "WatchConnectivity (WCSession.activate())",
                "WatchConnectivity (WCSession.sendMessage(_:replyHandler:errorHandler:))",
            ])
        #expect(session.activationState == .notActivated && !session.isPaired && !session.isReachable)
        #expect((failure as? WCError)?.code == .sessionNotSupported)
        #expect(WCError.Code.sessionNotSupported.rawValue == 7002 && WCError.Code.notReachable.rawValue == 7007)
        #expect(throws: WCError(.sessionNotSupported)) { try session.updateApplicationContext(["a": 1]) }
    }

    @Test func aWidgetExtensionHasNoSceneOrKeyWindow() {
        #expect(UIApplication.shared.connectedScenes.isEmpty)
        let key = UIApplication.shared.connectedScenes.filter { $0.activationState == .foregroundActive }
            .compactMap { $0 as? UIWindowScene }.first?.windows.first(where: \.isKeyWindow)
        #expect(key == nil)
        #expect(UIScene.ActivationState.unattached.rawValue == -1 && UIScene.ActivationState.background.rawValue == 2)
        #expect(!UIWindow(frame: .zero).isKeyWindow)
    }

    @Test func aDarwinPostReachesThisProcesssObserversOfThatName() {
        let center = CFNotificationCenterGetDarwinNotifyCenter()
        #expect(center === CFNotificationCenterGetDarwinNotifyCenter())
        final class Box: @unchecked Sendable { var got: [String] = [] }
        let box = Box()
        let token = Unmanaged.passUnretained(box).toOpaque()
        CFNotificationCenterAddObserver(
            center, token,
            { _, observer, name, object, userInfo in
                let box = Unmanaged<Box>.fromOpaque(observer!).takeUnretainedValue()
                box.got.append("\(name!.rawValue) \(object == nil) \(userInfo == nil)")
            }, "test.fourteenth.ready" as CFString, nil, .deliverImmediately)
        CFNotificationCenterPostNotification(
            center, CFNotificationName("test.fourteenth.ready" as CFString), token,
            ["k": 1], true)
        CFNotificationCenterPostNotification(
            center, CFNotificationName("test.fourteenth.other" as CFString), nil, nil, true)
        // The name only: the Darwin center ignores the object and the user info, as Apple's does.
        #expect(box.got == ["test.fourteenth.ready true true"])
        CFNotificationCenterRemoveEveryObserver(center, token)
        CFNotificationCenterPostNotification(
            center, CFNotificationName("test.fourteenth.ready" as CFString), nil, nil, true)
        #expect(box.got.count == 1)
    }
}

/// Re-record after an intended change: `VIGNETTE_RECORD=all swift test --filter ToggleStyleSnapshotTests`,
/// look at the new PNG, commit it.
@Suite struct ToggleStyleSnapshotTests {
    static let widget = WidgetDefinition(id: "toggle-style", displayName: "Toggles", families: [.systemMedium]) { _ in
        Lowering.node(
            VStack(alignment: .leading, spacing: 12) {
                Toggle(isOn: true, intent: Done()) { Text("Milk") }
                Toggle(isOn: false, intent: Done()) { Text("Bread") }
                Toggle(isOn: true, intent: Done()) { Text("Built-in switch") }.toggleStyle(.switch)
            }
            .toggleStyle(CheckStyle())
            .padding(), family: .systemMedium)
    }

    @Test func customStyledToggles() throws {
        try LazyGridSnapshotTests.expectReference(
            Self.widget, named: "customStyledToggles", suite: "ToggleStyleSnapshotTests")
    }
}

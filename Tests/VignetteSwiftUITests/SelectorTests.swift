import Foundation
import Testing
import UIKit
import VignetteFoundation

/// `Selector`, which the iOS reading makes `#selector(…)` (Docs/Compatibility.md, "Eleventh round
/// (selector)"), and the Foundation methods that take one: they call the method it holds.
@Suite(.serialized) struct SelectorTests {
    final class Provider: NSObject {
        var received: [String] = []
        func updateItems(_ notification: Notification) { received.append(notification.name.rawValue) }
        func observe(_ name: Notification.Name, object: Any? = nil) {
            NotificationCenter.default.addObserver(
                self, selector: Selector(Provider.updateItems(_:)), name: name, object: object)
        }
        func observeBound(_ name: Notification.Name) {
            NotificationCenter.default.addObserver(self, selector: Selector(updateItems(_:)), name: name, object: nil)
        }
        func title() -> NSString { "Days left" }
        func fired(_ timer: Timer) { received.append("fired \(timer.isValid)") }
        func tapped(_ sender: Any?) { received.append("tapped \(sender is UIButton)") }
        func pair(_ first: Any?, _ second: Any?) -> NSString { "\(first ?? "nil")+\(second ?? "nil")" as NSString }
    }

    @Test func anObserverRegisteredWithASelectorIsCalledWithTheNotification() {
        let provider = Provider()
        let store = NSObject()
        let name = Notification.Name("SelectorTests.changed")
        provider.observe(name, object: store)
        NotificationCenter.default.post(name: name, object: store)
        NotificationCenter.default.post(name: name, object: NSObject())  // another sender: not delivered
        NotificationCenter.default.post(name: Notification.Name("SelectorTests.other"), object: store)
        #expect(provider.received == ["SelectorTests.changed"])
        NotificationCenter.default.removeObserver(provider)
        NotificationCenter.default.post(name: name, object: store)
        #expect(provider.received == ["SelectorTests.changed"])
    }

    @Test func aBoundSelectorAndRemovalByNameWork() {
        let provider = Provider()
        let first = Notification.Name("SelectorTests.first"), second = Notification.Name("SelectorTests.second")
        provider.observeBound(first)
        provider.observe(second)
        NotificationCenter.default.post(name: first, object: nil)
        NotificationCenter.default.removeObserver(provider, name: first, object: nil)
        NotificationCenter.default.post(name: first, object: nil)
        NotificationCenter.default.post(name: second, object: nil)
        #expect(provider.received == ["SelectorTests.first", "SelectorTests.second"])
        NotificationCenter.default.removeObserver(provider)
    }

    @Test func theCenterDoesNotKeepAnObserverAlive() {
        let name = Notification.Name("SelectorTests.weak")
        weak var gone: Provider?
        do {
            let provider = Provider()
            provider.observe(name)
            gone = provider
        }
        #expect(gone == nil)
        NotificationCenter.default.post(name: name, object: nil)  // nothing to call, no crash
    }

    @Test func performCallsTheMethodOnTheReceiver() throws {
        let provider = Provider()
        let title = try #require(provider.perform(Selector(Provider.title))).takeRetainedValue()
        #expect(title as? NSString == "Days left")
        let pair = try #require(provider.perform(Selector(Provider.pair), with: 1, with: "b")).takeRetainedValue()
        #expect(pair as? NSString == "1+b")
        #expect(provider.responds(to: Selector(Provider.title)))
        #expect(!NSObject().responds(to: Selector(Provider.title)))
        #expect(NSString(string: "x").responds(to: Selector(NSString.localizedStandardCompare)))
    }

    @Test func aTimerSendsItsSelectorToItsTargetWithItself() {
        let provider = Provider()
        let timer = Timer.scheduledTimer(
            timeInterval: 0.01, target: provider, selector: Selector(Provider.fired(_:)), userInfo: nil, repeats: false)
        RunLoop.current.run(until: Date().addingTimeInterval(0.3))
        #expect(provider.received == ["fired true"])
        #expect(!timer.isValid)
    }

    @Test func aTimersUserInfoIsNotKeptAndSaysSo() {
        let warnings = Warnings()
        RenderWarnings.$sink.withValue({ warnings.add($0) }) {
            _ = Timer(
                timeInterval: 1, target: Provider(), selector: Selector(Provider.fired(_:)), userInfo: "x",
                repeats: false)
        }
        #expect(
            warnings.texts == [
                "Timer(timeInterval:target:selector:userInfo:repeats:): userInfo is not kept (Foundation on Linux cannot set a Timer's userInfo; it reads nil)"
            ])
    }

    @Test func sortDescriptorsCompareTheKeysValuesWithTheSelectorsMethod() {
        struct Stop {
            let code: String?
            let name: String
        }
        let stops = [
            Stop(code: "10", name: "b"), Stop(code: "9", name: "A"), Stop(code: "B1", name: "c"),
            Stop(code: "a2", name: "D"), Stop(code: nil, name: "e"),
        ]
        func sorted(_ descriptor: NSSortDescriptor, _ key: KeyPath<Stop, String?>) -> [String] {
            stops.sorted { descriptor.compare($0, to: $1) == .orderedAscending }.map { $0[keyPath: key] ?? "nil" }
        }
        // Finder's order: numbers by value, letters without case; a nil value first.
        let standard = NSSortDescriptor(
            key: "code", ascending: true, selector: Selector(NSString.localizedStandardCompare))
        #expect(sorted(standard, \.code) == ["nil", "9", "10", "a2", "B1"])
        let descending = NSSortDescriptor(
            key: "code", ascending: false, selector: Selector(NSString.localizedStandardCompare))
        #expect(sorted(descending, \.code) == ["B1", "a2", "10", "9", "nil"])
        // `compare(_:)`: character codes, so "10" before "9" and capitals before small letters.
        let plain = NSSortDescriptor(key: "code", ascending: true, selector: nil)
        #expect(sorted(plain, \.code) == ["nil", "10", "9", "B1", "a2"])
        let caseless = NSSortDescriptor(
            key: "name", ascending: true, selector: Selector(NSString.caseInsensitiveCompare))
        #expect(
            stops.sorted { caseless.compare($0, to: $1) == .orderedAscending }.map(\.name) == ["A", "b", "c", "D", "e"])
        let nested = NSSortDescriptor(key: "stop.name", ascending: true, selector: Selector(NSString.compare(_:)))
        #expect(
            nested.compare(["stop": Stop(code: nil, name: "a")], to: ["stop": Stop(code: nil, name: "b")])
                == .orderedAscending)
    }

    @Test func aControlSendsItsActionsToTheirTargets() throws {
        let provider = Provider()
        let image = try #require(UIImage(systemName: "star"))
        let button = UIButton.systemButton(with: image, target: provider, action: Selector(Provider.tapped(_:)))
        #expect(button.image(for: .highlighted) === image)
        button.sendActions(for: .valueChanged)
        button.sendActions(for: .touchUpInside)
        button.removeTarget(provider, action: nil, for: .touchUpInside)
        button.sendActions(for: .touchUpInside)
        #expect(provider.received == ["tapped true"])
        #expect(UIControl.State.selected.rawValue == 4 && UIControl.Event.touchUpInside.rawValue == 64)
        #expect(
            UIApplication.willEnterForegroundNotification.rawValue == "UIApplicationWillEnterForegroundNotification")
    }

    @Test func selectorsAreEqualWhenWrittenAtTheSamePlace() {
        func make() -> Selector { Selector(Provider.title) }
        #expect(make() == make())
        let here = Selector(Provider.title), there = Selector(Provider.title)
        #expect(here != there)  // Apple: equal (one name); here the places differ
        #expect(
            make().description.hasPrefix(
                "Selector(a method of Provider, 0 arguments, written at VignetteSwiftUITests/SelectorTests.swift:"))
    }
}

/// Warnings collected from `RenderWarnings.sink`.
private final class Warnings: @unchecked Sendable {
    private let lock = NSLock()
    private var collected: [String] = []
    var texts: [String] { lock.withLock { collected } }
    func add(_ text: String) { lock.withLock { collected.append(text) } }
}

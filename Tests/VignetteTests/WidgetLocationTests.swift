import Foundation
import Testing
import Vignette

/// `WidgetLocation` holds exactly the family × appearance pairs that `Appearance.applies(to:)`
/// allows (Docs/WidgetFacts.md §4c, §4e), and StandBy is for iPhone only.
@Suite struct WidgetLocationTests {
    @Test func locationsAreExactlyThePairsThatApply() {
        let pairs = WidgetFamily.allCases.flatMap { family in Appearance.allCases.map { (family, $0) } }
        let possible = pairs.filter { $0.1.applies(to: $0.0) }
        #expect(WidgetLocation.all.count == possible.count)
        for (family, appearance) in pairs {
            let location = WidgetLocation(family: family, appearance: appearance)
            #expect((location != nil) == appearance.applies(to: family), "\(family) \(appearance)")
            #expect(
                location.map { [$0.family, $0.appearance] as [AnyHashable] } ?? [family, appearance] == [
                    family, appearance,
                ])
        }
        #expect(Set(WidgetLocation.all).count == WidgetLocation.all.count)
    }

    @Test func aSpecAtALocationHasItsFamilyAndAppearance() throws {
        let phone = DeviceCatalog.standard.defaultDevice
        let night = WidgetRenderSpec(.standBy(night: true), device: phone, date: Date(timeIntervalSince1970: 0))
        #expect(night.family == .systemSmall && night.appearance == .standByNight)
        #expect(night.location == .standBy(night: true))
        let inline = WidgetRenderSpec(
            .lockScreen(.accessoryInline), device: phone, date: Date(timeIntervalSince1970: 0))
        #expect(inline.family == .accessoryInline && inline.appearance == .lockScreen)
        let locked = WidgetRenderSpec(
            .locked(.accessoryRectangular), device: phone, date: Date(timeIntervalSince1970: 0))
        #expect(locked.family == .accessoryRectangular && locked.appearance == .lockScreenLocked)
        #expect(WidgetRenderSpec(.locked(nil), device: phone, date: Date()).appearance == .standByLocked)
        // The general initializer can still express an impossible pair; it has no location.
        #expect(
            WidgetRenderSpec(family: .systemLarge, device: phone, appearance: .standBy, date: Date()).location == nil)
    }

    @Test func standByIsForIPhoneOnly() {
        #expect(
            Appearance.all(for: .systemSmall, on: .iPhone, os: .ios26) == [
                .light, .dark, .tinted, .standBy, .standByNight, .standByLocked,
                .clearGlass, .tintedGlass,
            ])
        #expect(
            Appearance.all(for: .systemSmall, on: .iPad, os: .ios26) == [
                .light, .dark, .tinted, .clearGlass, .tintedGlass,
            ])
        #expect(Appearance.all(for: .accessoryCircular, on: .iPad, os: .ios26) == [.lockScreen, .lockScreenLocked])
        #expect(
            Appearance.all(for: .systemMedium, on: .iPhone, os: .ios26) == [
                .light, .dark, .tinted, .clearGlass, .tintedGlass,
            ])
    }
}

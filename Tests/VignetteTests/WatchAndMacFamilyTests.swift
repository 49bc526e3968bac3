import Foundation
import Testing
@testable import Vignette

/// Apple Watch and Mac devices (Docs/WidgetFacts.md §1g, §1h, §4c): the families each offers,
/// at the sizes the facts give, and a clear error for one it cannot show. Expected numbers are
/// copied from the facts (HIG-W, FRAMEUP), not from the table.
@Suite struct WatchAndMacFamilyTests {
    let catalog = DeviceCatalog.standard

    @Test func watchesOfferTheFourAccessoryFamiliesAtTheirSizes() throws {
        let cases: [(String, circular: CGFloat, rectangular: CGSize, corner: CGFloat)] = [
            ("apple-watch-series-9-41mm", 44.5, CGSize(width: 165, height: 72.5), 34),  // HIG-W, HIG complications
            ("apple-watch-series-9-45mm", 50, CGSize(width: 184, height: 80.5), 38),
            ("apple-watch-series-11-46mm", 51, CGSize(width: 196, height: 80.5), 38),  // FRAMEUP, watch face
            ("apple-watch-ultra-3", 51, CGSize(width: 199, height: 84.5), 38),
        ]
        for (id, circular, rectangular, corner) in cases {
            let watch = try catalog.device(id: id)
            #expect(watch.platform == .watch && watch.scale == 2)
            #expect(
                watch.families(os: .ios26) == [
                    .accessoryCircular, .accessoryRectangular, .accessoryInline, .accessoryCorner,
                ])
            #expect(try watch.widgetSize(.accessoryCircular, os: .ios26) == CGSize(width: circular, height: circular))
            #expect(try watch.widgetSize(.accessoryRectangular, os: .ios26) == rectangular)
            #expect(try watch.widgetSize(.accessoryCorner, os: .ios26) == CGSize(width: corner, height: corner))
            #expect(watch.families(os: .ios18).isEmpty)
        }
    }

    @Test func theMacOffersTheFourDesktopFamilies() throws {
        let mac = try catalog.device(id: "mac")
        #expect(mac.platform == .mac)
        #expect(mac.families(os: .ios26) == [.systemSmall, .systemMedium, .systemLarge, .systemExtraLarge])
        #expect(try mac.widgetSize(.systemSmall, os: .ios26) == CGSize(width: 164, height: 164))
        #expect(try mac.widgetSize(.systemMedium, os: .ios26) == CGSize(width: 344, height: 164))
        #expect(try mac.widgetSize(.systemLarge, os: .ios26) == CGSize(width: 344, height: 344))
        #expect(try mac.widgetSize(.systemExtraLarge, os: .ios26) == CGSize(width: 704, height: 344))
    }

    @Test func aFamilyTheDeviceCannotShowIsAnError() throws {
        let watch = try catalog.device(id: "apple-watch-ultra-3"), mac = try catalog.device(id: "mac")
        let phone = try catalog.device(id: "iphone-16-pro-max")
        #expect(
            throws: VignetteError.familyUnavailable(
                family: "systemSmall", device: "Apple Watch Ultra 3 (49mm) (apple-watch-ultra-3)", os: "ios26",
                available: ["accessoryCircular", "accessoryRectangular", "accessoryInline", "accessoryCorner"])
        ) {
            try watch.widgetSize(.systemSmall, os: .ios26)
        }
        #expect(
            throws: VignetteError.familyUnavailable(
                family: "accessoryCircular", device: "Mac (desktop widgets) (mac)", os: "ios26",
                available: ["systemSmall", "systemMedium", "systemLarge", "systemExtraLarge"])
        ) {
            try mac.widgetSize(.accessoryCircular, os: .ios26)
        }
        #expect(!phone.offers(.accessoryCorner, os: .ios26))
    }

    @Test func eachPlatformHasItsOwnAppearances() {
        #expect(Appearance.all(for: .accessoryCorner, on: .watch, os: .ios26) == [.dark, .tinted])
        #expect(Appearance.all(for: .systemSmall, on: .watch, os: .ios26).isEmpty)
        #expect(Appearance.all(for: .systemLarge, on: .mac, os: .ios26) == [.light, .dark, .clearGlass, .tintedGlass])
        #expect(Appearance.all(for: .accessoryCircular, on: .iPhone, os: .ios26) == [.lockScreen, .lockScreenLocked])
    }
}

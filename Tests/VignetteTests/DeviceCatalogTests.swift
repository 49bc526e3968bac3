import Foundation
import Testing
@testable import Vignette

/// The bundled device table. Expected numbers are copied from
/// `Docs/WidgetFacts.md` §1a (HIG, iOS 18), §1b (FrameUp px, iOS 26), §1c/§1d (iPad)
/// and §3a/§3b (screens, corner radii) — not from `devices.json`.
@Suite struct DeviceCatalogTests {
    let catalog = DeviceCatalog.standard

    private func device(_ id: String) throws -> Device { try catalog.device(id: id) }

    /// The size in whole pixels, for comparing against the px tables.
    private func pixels(_ size: CGSize, scale: CGFloat) -> [Int] {
        [Int((size.width * scale).rounded()), Int((size.height * scale).rounded())]
    }

    @Test func loadsEveryScreenOfTheReference() {
        let screens = Set(
            catalog.all.map { "\(Int($0.screenSize.width))x\(Int($0.screenSize.height))@\(Int($0.scale))" })
        // The 30 screen rows of Docs/Data/widget-sizes.json: 25 iPhone and iPad, 4 watches, 1 Mac.
        let expected: Set<String> = [
            "440x956@3", "430x932@3", "428x926@3", "420x912@3", "414x896@3", "414x896@2", "414x736@3",
            "402x874@3", "393x852@3", "390x844@3", "375x812@3", "375x667@2", "360x780@3", "320x568@2",
            "744x1133@2", "768x1024@2", "810x1080@2", "820x1180@2", "834x1112@2", "834x1194@2",
            "954x1373@2", "970x1389@2", "1024x1366@2", "1032x1376@2", "1192x1590@2",
            "176x215@2", "198x242@2", "208x248@2", "211x257@2", "1512x982@2",
        ]
        #expect(screens == expected)
        #expect(catalog.all.count == 95)
    }

    @Test func idsAreUniqueAndLowercaseKebab() {
        let ids = catalog.ids
        #expect(Set(ids).count == ids.count)
        for id in ids {
            #expect(DeviceCatalog.isValidID(id), "\(id)")
            #expect(id.range(of: #"^[a-z0-9]+(-[a-z0-9]+)*$"#, options: .regularExpression) != nil, "\(id)")
        }
        for id in [
            "iphone-16-pro-max", "iphone-17-pro", "iphone-se-3", "iphone-13-mini", "iphone-air",
            "ipad-pro-13-m4", "ipad-air-11-m2", "ipad-mini-6",
        ] {
            #expect(ids.contains(id), "\(id)")
        }
    }

    @Test func defaultDeviceSmallWidget() throws {
        let device = catalog.defaultDevice
        #expect(device.id == "iphone-16-pro-max")
        let ios26 = try device.widgetSize(.systemSmall, os: .ios26)
        #expect(pixels(ios26, scale: 3) == [530, 530])
        #expect(abs(ios26.width - 176.67) < 0.005)
        #expect(try device.widgetSize(.systemSmall, os: .ios18) == CGSize(width: 170, height: 170))
    }

    @Test func iPhoneAirHasNoIOS18Sizes() throws {
        let air = try device("iphone-air")
        #expect(air.families(os: .ios18).isEmpty)
        #expect(
            throws: VignetteError.familyUnavailable(
                family: "systemSmall", device: "iPhone Air (iphone-air)", os: "ios18", available: [])
        ) {
            try air.widgetSize(.systemSmall, os: .ios18)
        }
        do {
            _ = try air.widgetSize(.systemSmall, os: .ios18)
        } catch let error as VignetteError {
            #expect(error.message == "iPhone Air (iphone-air) has no systemSmall widget on ios18; available: none")
        }
    }

    @Test func unavailableFamilyListsWhatIsAvailable() throws {
        let error = #expect(throws: VignetteError.self) {
            try catalog.defaultDevice.widgetSize(.accessoryCircular, os: .ios18)
        }
        #expect(
            error?.message == "iPhone 16 Pro Max (iphone-16-pro-max) has no accessoryCircular widget on ios18; "
                + "available: systemSmall, systemMedium, systemLarge")
        #expect(throws: VignetteError.self) { try catalog.defaultDevice.widgetSize(.systemExtraLarge, os: .ios26) }
    }

    @Test func unknownIDSuggestsTheNearest() {
        let error = #expect(throws: VignetteError.self) { try catalog.device(id: "iphone-16-pro-maxx") }
        #expect(
            error?.message.hasPrefix("unknown device 'iphone-16-pro-maxx'; did you mean 'iphone-16-pro-max'?") == true)
        #expect(error == .unknownName(kind: "device", given: "iphone-16-pro-maxx", known: catalog.ids))
    }

    @Test func lookupIgnoresCaseAndSpaces() throws {
        #expect(try catalog.device(id: " iPhone-SE-3 ").id == "iphone-se-3")
    }

    @Test func everyIOS26PhoneSizeIsWholePixels() throws {
        for device in catalog.devices(platform: .iPhone) {
            for family in device.families(os: .ios26) {
                let size = try device.widgetSize(family, os: .ios26)
                for points in [size.width, size.height] {
                    let px = points * device.scale
                    #expect(abs(px - px.rounded()) < 0.01, "\(device.id) \(family) \(points) pt")
                }
            }
        }
    }

    /// Values from Docs/WidgetFacts.md §1a (pt) and §1b (px).
    @Test func iPhoneSpotChecks() throws {
        let pro = try device("iphone-17-pro")  // 402x874 @3x
        #expect(pixels(try pro.widgetSize(.systemLarge, os: .ios26), scale: 3) == [1049, 1095])
        #expect(pixels(try pro.widgetSize(.accessoryInline, os: .ios26), scale: 3) == [1026, 108])
        #expect(try pro.widgetSize(.systemMedium, os: .ios18) == CGSize(width: 338, height: 158))

        let se = try device("iphone-se-3")  // 375x667 @2x
        #expect(try se.widgetSize(.systemSmall, os: .ios18) == CGSize(width: 148, height: 148))
        #expect(try se.widgetSize(.systemSmall, os: .ios26) == CGSize(width: 146, height: 146))
        #expect(try se.widgetSize(.systemLarge, os: .ios26) == CGSize(width: 319, height: 318))
        #expect(try se.widgetSize(.accessoryRectangular, os: .ios18) == CGSize(width: 153, height: 68))

        let xr = try device("iphone-xr")  // 414x896 @2x
        #expect(pixels(try xr.widgetSize(.systemMedium, os: .ios26), scale: 2) == [712, 333])
        #expect(try xr.widgetSize(.accessoryRectangular, os: .ios18) == CGSize(width: 160, height: 72))

        let maxPhone = try device("iphone-11-pro-max")  // 414x896 @3x
        #expect(pixels(try maxPhone.widgetSize(.accessoryCircular, os: .ios26), scale: 3) == [191, 191])

        let mini = try device("iphone-13-mini")  // 375x812 @3x
        #expect(try mini.widgetSize(.systemLarge, os: .ios18) == CGSize(width: 329, height: 345))
        #expect(pixels(try mini.widgetSize(.systemMedium, os: .ios26), scale: 3) == [1001, 477])

        let plus = try device("iphone-8-plus")  // 414x736: HIG row, no iOS 26 measurement
        #expect(try plus.widgetSize(.systemMedium, os: .ios18) == CGSize(width: 348, height: 157))
        #expect(plus.families(os: .ios26).isEmpty)

        let iPhone13 = try device("iphone-13")  // FrameUp: same device, 158 on iOS 18.6, 162 on iOS 26.5
        #expect(try iPhone13.widgetSize(.systemSmall, os: .ios18).width == 158)
        #expect(try iPhone13.widgetSize(.systemSmall, os: .ios26).width == 162)
    }

    /// Values from Docs/WidgetFacts.md §1c (canvas / device) and §1d (Lock Screen).
    @Test func iPadSpotChecks() throws {
        let air = try device("ipad-air-11-m2")  // 820x1180
        #expect(air.families(os: .ios26) == WidgetFamily.allCases.filter { $0 != .accessoryCorner })
        #expect(try air.widgetSize(.systemSmall, os: .ios26) == CGSize(width: 155, height: 155))
        #expect(try air.onScreenSize(.systemSmall, os: .ios26) == CGSize(width: 136, height: 136))
        #expect(try air.widgetSize(.systemExtraLarge, os: .ios18) == CGSize(width: 715.5, height: 342))
        #expect(try air.onScreenSize(.systemExtraLarge, os: .ios18) == CGSize(width: 628, height: 300))
        #expect(try air.widgetSize(.accessoryCircular, os: .ios26) == CGSize(width: 63, height: 63))
        #expect(try air.onScreenSize(.accessoryCircular, os: .ios26) == CGSize(width: 63, height: 63))

        let mini = try device("ipad-mini-6")  // 744x1133
        #expect(try mini.widgetSize(.systemMedium, os: .ios26) == CGSize(width: 305.5, height: 141))
        #expect(try mini.onScreenSize(.systemMedium, os: .ios26) == CGSize(width: 260, height: 120))
        #expect(abs(try mini.onScreenScale(.systemMedium, os: .ios26) - 0.8511) < 0.0001)

        let pro13 = try device("ipad-pro-13-m4")  // 1032x1376
        #expect(pro13.screenSize == CGSize(width: 1032, height: 1376))
        #expect(try pro13.widgetSize(.accessoryInline, os: .ios26) == CGSize(width: 372, height: 36))
        #expect(try pro13.widgetSize(.accessoryRectangular, os: .ios26) == CGSize(width: 150.5, height: 60))

        let zoomed = try device("ipad-pro-12-9-more-space")  // 1192x1590, canvas = device
        #expect(try zoomed.onScreenScale(.systemLarge, os: .ios26) == 1)
        #expect(try zoomed.widgetSize(.systemLarge, os: .ios26) == CGSize(width: 412, height: 412))
    }

    /// Docs/WidgetFacts.md §3a, §3b, §4a.
    @Test func screensAndCorners() throws {
        let big = catalog.defaultDevice
        #expect(big.screenSize == CGSize(width: 440, height: 956))
        #expect(big.scale == 3)
        #expect(big.platform == .iPhone)
        #expect(big.displayCornerRadius == 62)
        #expect(big.widgetCornerRadius == 22)
        #expect(try device("iphone-12").displayCornerRadius == 47.33)
        #expect(try device("iphone-13-mini").displayCornerRadius == 44)
        #expect(try device("iphone-11-pro").displayCornerRadius == 39)
        #expect(try device("iphone-se-3").displayCornerRadius == 0)
        #expect(try device("ipad-10").displayCornerRadius == 18)
        #expect(try device("ipad-pro-12-9-gen2").displayCornerRadius == 0)
        #expect(try device("ipad-mini-6").displayCornerRadius == nil)
        #expect(try device("ipad-mini-6").widgetCornerRadius == 24)
        #expect(catalog.all.allSatisfy { !$0.source.isEmpty })
    }

    @Test func smallestAndLargestPhones() throws {
        #expect(catalog.largestPhone(os: .ios26)?.id == "iphone-16-pro-max")
        #expect(catalog.largestPhone(os: .ios18)?.id == "iphone-16-pro-max")
        #expect(catalog.smallestPhone(os: .ios26)?.screenSize == CGSize(width: 375, height: 667))
        #expect(catalog.smallestPhone(os: .ios18)?.screenSize == CGSize(width: 320, height: 568))
        let smallest = try #require(catalog.smallestPhone())
        #expect(smallest.offers(.systemSmall, os: .ios26))
    }

    @Test func malformedTableNamesTheProblem() {
        let json = """
            [{"id": "iphone-16-pro-max", "name": "x", "platform": "iPhone", "screen": {"width": 1, "height": 1},
              "scale": 3, "displayCornerRadius": null, "source": "test",
              "widgetSizes": {"ios26": {"systemHuge": {"width": 1, "height": 1}}}}]
            """
        #expect(
            throws: VignetteError.invalidFile(
                path: "t.json", location: "[0] (iphone-16-pro-max).widgetSizes.ios26",
                reason: "unknown family 'systemHuge' (known: systemSmall, systemMedium, systemLarge, systemExtraLarge, "
                    + "accessoryCircular, accessoryRectangular, accessoryInline, accessoryCorner)")
        ) {
            try DeviceCatalog(json: Data(json.utf8), path: "t.json")
        }
        #expect(throws: VignetteError.self) { try DeviceCatalog(json: Data("[{}]".utf8), path: "t.json") }
        #expect(
            throws: VignetteError.invalidValue(
                name: "device id", value: "iPhone 16", expected: "lowercase words joined by '-', e.g. iphone-16-pro")
        ) {
            try DeviceCatalog(devices: [
                Device(
                    id: "iPhone 16", name: "", platform: .iPhone, screenSize: .zero, scale: 3,
                    displayCornerRadius: nil, widgetSizes: [:], source: "")
            ])
        }
    }
}

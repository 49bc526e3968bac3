import Foundation
import Testing

/// `vignette devices`: the device table as text and as JSON.
@Suite struct DevicesCommandTests {
    @Test func textTableHasAHeaderAndOneRowPerDevice() throws {
        let lines = try vignette(["devices"]).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.last == "", "ends with a newline")
        let words = { (line: String) in line.split(separator: " ", omittingEmptySubsequences: true).map(String.init) }
        #expect(
            lines.first.map(words) == [
                "ID", "NAME", "SCREEN", "(pt)", "SCALE", "SMALL", "ios26", "(pt)", "SMALL", "ios18", "(pt)",
            ])
        #expect(lines.count - 2 > 50)
        // §1b 440x956 @3x: small 530 px = 176.67 pt on iOS 26; §1a/FRAMEUP: 170 pt on iOS 18.
        let row = try #require(lines.first { $0.hasPrefix("iphone-16-pro-max ") })
        #expect(
            words(row) == [
                "iphone-16-pro-max", "iPhone", "16", "Pro", "Max", "440x956", "@3x", "176.67x176.67", "170x170",
            ])
        // §1a: iPhone Air has no iOS 18 row.
        let air = try #require(lines.first { $0.hasPrefix("iphone-air ") })
        #expect(words(air).suffix(2) == ["172.67x172.67", "-"])
    }

    @Test func jsonListsEveryDeviceWithItsSizes() throws {
        let text = try vignette(["devices", "--format", "json"])
        let devices = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [[String: Any]])
        #expect(devices.count > 50)
        let ids = devices.compactMap { $0["id"] as? String }
        #expect(Set(ids).count == devices.count, "ids are unique")
        let max = try #require(devices.first { $0["id"] as? String == "iphone-16-pro-max" })
        #expect(max["name"] as? String == "iPhone 16 Pro Max")
        #expect(max["scale"] as? Double == 3)
        #expect(max["screen"] as? [String: Double] == ["width": 440, "height": 956])
        let sizes = try #require(max["widgetSizes"] as? [String: [String: [String: Double]]])
        let small = try #require(sizes["ios26"]?["systemSmall"])
        // §1b: 530 px @3x.
        #expect(abs(small["width"]! - 530.0 / 3) < 1e-9 && abs(small["height"]! - 530.0 / 3) < 1e-9)
        #expect(sizes["ios18"]?["systemSmall"] == ["width": 170, "height": 170])
        #expect(sizes["ios26"]?["systemExtraLarge"] == nil, "iPhones have no extra large widget")
        #expect(sizes["ios26"]?["accessoryRectangular"] == ["width": 158, "height": 60])
        // §1c: an iPad lays out on the HIG canvas and shows it scaled down on screen.
        let ipad = try #require(devices.first { $0["id"] as? String == "ipad-10" })
        let ipadSizes = try #require(ipad["widgetSizes"] as? [String: [String: [String: Double]]])
        #expect(ipadSizes["ios26"]?["systemExtraLarge"] == ["width": 715.5, "height": 342])
        let onScreen = try #require(ipad["onScreenSizes"] as? [String: [String: [String: Double]]])
        #expect(onScreen["ios26"]?["systemSmall"] == ["width": 136, "height": 136])
    }

    @Test func osLimitsTheSizesShown() throws {
        let text = try vignette(["devices", "--format", "json", "--os", "ios18"])
        let devices = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [[String: Any]])
        let oses = Set(devices.flatMap { (($0["widgetSizes"] as? [String: Any]) ?? [:]).keys })
        #expect(oses == ["ios18"])
        let header = try vignette(["devices", "--os", "ios26"]).prefix { $0 != "\n" }
        #expect(header.hasSuffix("SMALL ios26 (pt)") && !header.contains("ios18"))
    }

    @Test func unknownOSOrFormat() {
        #expect(
            failure(["devices", "--os", "ios17"])
                == "The value 'ios17' is invalid for '--os <os>': unknown OS 'ios17'; did you mean 'ios18'? known: ios18, ios26"
        )
        #expect(
            failure(["devices", "--format", "yaml"])?.hasPrefix("The value 'yaml' is invalid for '--format <format>'")
                == true)
    }
}

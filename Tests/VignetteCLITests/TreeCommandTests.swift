import Foundation
import Testing

/// `vignette render --tree` and `vignette layout --tree`: the user's own JSON trees.
@Suite struct TreeCommandTests {
    static let red = PNGImage.Pixel(red: 255, green: 0, blue: 0, alpha: 255)

    /// A red fill as a systemSmall widget on a 390x844 iPhone (162 pt = 486 px @3x, §1b):
    /// the widget container insets it by the 16 pt (48 px) content margin (§4b) and puts
    /// the system background behind it.
    @Test(arguments: [
        ("light", PNGImage.Pixel(red: 255, green: 255, blue: 255, alpha: 255)),
        ("dark", PNGImage.Pixel(red: 0, green: 0, blue: 0, alpha: 255)),
    ])
    func rendersATreeInsideTheWidgetContainer(appearance: String, background: PNGImage.Pixel) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let tree = try folder.write(##"{"type": "fill", "color": "#FF0000"}"##, to: "red-box.json")
        let out = folder.path("out")
        try vignette([
            "render", "--tree", tree, "--family", "systemSmall", "--device", "iphone-13",
            "--appearance", appearance, "--out", out,
        ])
        let name = "red-box_systemSmall_iphone-13_ios26_\(appearance)@3x.png"
        #expect(contents(of: out) == [name])
        let image = try PNGImage(path: out + "/" + name)
        #expect(image.width == 486 && image.height == 486)
        #expect(image.pixel(x: 0, y: 0).alpha == 0)
        #expect(image.pixel(x: 243, y: 243) == Self.red)
        #expect(image.pixel(x: 24, y: 243) == background)
        // The margin ends exactly at 48 px on every side.
        #expect(image.pixel(x: 47, y: 243) == background)
        #expect(image.pixel(x: 48, y: 243) == Self.red)
        #expect(image.pixel(x: 437, y: 243) == Self.red)
        #expect(image.pixel(x: 438, y: 243) == background)
        #expect(image.pixel(x: 243, y: 47) == background)
        #expect(image.pixel(x: 243, y: 48) == Self.red)
    }

    /// With no --family, a tree (which supports every family) is rendered in the families the
    /// device offers: on an iPhone on iOS 26 all but systemExtraLarge (§1b).
    @Test func treeWithoutFamilyRendersWhatTheDeviceOffers() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let tree = try folder.write(##"{"type": "fill", "color": "#FF0000"}"##, to: "t.json")
        let out = folder.path("out")
        try vignette(["render", "--tree", tree, "--out", out])
        let families = [
            "systemSmall", "systemMedium", "systemLarge", "accessoryCircular", "accessoryRectangular",
            "accessoryInline",
        ]
        // With no --appearance, home-screen families are light and accessories are on the lock screen.
        let expected = families.map {
            "t_\($0)_iphone-16-pro-max_ios26_\($0.hasPrefix("accessory") ? "lockScreen" : "light")@3x.png"
        }
        #expect(contents(of: out) == expected.sorted())
    }

    /// The frames `vignette layout` prints for `tree` in a width × height host at `scale`.
    func layout(_ tree: String, width: Int, height: Int, scale: Int) throws -> [String: Any] {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let file = try folder.write(tree, to: "tree.json")
        let printed = try vignette([
            "layout", "--tree", file, "--width", String(width), "--height", String(height),
            "--scale", String(scale),
        ])
        let json = try JSONSerialization.jsonObject(with: Data(printed.utf8))
        return try #require(json as? [String: Any], "not a JSON object: \(printed)")
    }

    func frame(_ node: Any?) -> [Double]? {
        guard let frame = (node as? [String: Any])?["frame"] as? [String: Double] else { return nil }
        return [frame["x"], frame["y"], frame["width"], frame["height"]].compactMap { $0 }
    }

    @Test func rowOfTwoFillsSharesTheWidth() throws {
        // 200 − 10 spacing = 190, split evenly between two equally flexible fills: 95 each,
        // the second starting at 95 + 10 = 105; both take the full 100 height.
        let json = try layout(
            #"""
            {"type": "row", "spacing": 10, "children": [
              {"type": "fill", "color": "#FF0000"},
              {"type": "fill", "color": "#0000FF"}
            ]}
            """#, width: 200, height: 100, scale: 2)
        #expect(json["host"] as? [String: Double] == ["width": 200, "height": 100])
        #expect(json["scale"] as? Double == 2)
        let root = try #require(json["root"] as? [String: Any])
        #expect(frame(root) == [0, 0, 200, 100])
        let children = try #require(root["children"] as? [Any])
        #expect(children.count == 2)
        #expect(children.map(frame) == [[0, 0, 95, 100], [105, 0, 95, 100]])
    }

    @Test func fixedFrameIsCentredInTheHost() throws {
        // A 50×20 frame in a 200×100 host: x = (200 − 50) / 2 = 75, y = (100 − 20) / 2 = 40.
        let json = try layout(
            #"""
            {"type": "rect", "color": "#000000", "modifiers": [{"frame": {"width": 50, "height": 20}}]}
            """#, width: 200, height: 100, scale: 2)
        let root = try #require(json["root"] as? [String: Any])
        #expect(frame(root) == [75, 40, 50, 20])
        let children = try #require(root["children"] as? [Any])
        #expect(children.map(frame) == [[75, 40, 50, 20]])
    }

    @Test func layoutRejectsBadHostsAndAppearances() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let tree = try folder.write(##"{"type": "empty"}"##, to: "t.json")
        #expect(
            failure(["layout", "--tree", tree, "--width=-1", "--height", "100"])
                == "invalid width '-1': expected a finite number of points, 0 or more")
        #expect(
            failure(["layout", "--tree", tree, "--width", "100", "--height", "nan"])
                == "invalid height 'nan': expected a finite number of points, 0 or more")
        // One appearance at a time here, so no 'all'.
        #expect(
            failure(["layout", "--tree", tree, "--width", "10", "--height", "10", "--appearance", "dusk"])
                == "The value 'dusk' is invalid for '--appearance <appearance>': "
                + "unknown appearance 'dusk'; did you mean 'dark'? known: light, dark, tinted, standBy, standByNight, lockScreen, lockScreenLocked, standByLocked, clearGlass, tintedGlass"
        )
        #expect(
            failure(["layout", "--tree", tree, "--width", "10", "--height", "10", "--scale", "0"])
                == "The value '0' is invalid for '--scale <scale>': expected a number from 1 to 4, such as 2 or 3")
    }
}

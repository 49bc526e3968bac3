import Foundation
import SwiftUI
import Testing
import CoreGraphics
import UIKit
import Vignette

/// UIKit's colours, fonts and images reach the core as the SwiftUI spellings do: one table of
/// system colours, one typeface, one picture node (Docs/SwiftUI/UIKit.md).
@Suite struct UIKitTests {
    func hex(_ color: UIColor, _ style: UIUserInterfaceStyle) -> String {
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        _ = color.resolvedColor(with: UITraitCollection(userInterfaceStyle: style)).getRed(
            &r, green: &g, blue: &b, alpha: &a)
        return String(
            format: "%02X%02X%02X@%.2f", Int((r * 255).rounded()), Int((g * 255).rounded()),
            Int((b * 255).rounded()), Double(a))
    }

    @Test func systemColoursHaveAppleLightAndDarkValues() {
        // Apple's UIColor documentation / HIG "Color" (Docs/WidgetFacts.md §6).
        #expect(hex(.systemGray5, .light) == "E5E5EA@1.00")
        #expect(hex(.systemGray5, .dark) == "2C2C2E@1.00")
        #expect(hex(.systemBackground, .light) == "FFFFFF@1.00")
        #expect(hex(.systemBackground, .dark) == "000000@1.00")
        #expect(hex(.secondarySystemBackground, .dark) == "1C1C1E@1.00")
        #expect(hex(.secondaryLabel, .light) == "3C3C43@0.60")
        #expect(hex(.label, .dark) == "FFFFFF@1.00")
        #expect(hex(.systemRed, .light) == "FF383C@1.00")
        // UIKit's fixed colours are not the system tints.
        #expect(hex(.red, .dark) == "FF0000@1.00")
        #expect(hex(.orange, .light) == "FF8000@1.00")
        #expect(hex(.darkGray, .light) == "555555@1.00")
    }

    @Test func greyLevelIsTheLumaOfTheLightComponents() {
        var white: CGFloat = -1
        var alpha: CGFloat = -1
        #expect(UIColor.white.getWhite(&white, alpha: &alpha) && abs(white - 1) < 1e-9 && alpha == 1)
        #expect(UIColor.red.getWhite(&white, alpha: nil) && abs(white - 0.299) < 1e-9)
        #expect(UIColor(red: 0, green: 0, blue: 1, alpha: 0.5).getWhite(&white, alpha: &alpha))
        #expect(abs(white - 0.114) < 1e-9 && alpha == 0.5)
    }

    @Test func colourSpellingsLowerToTheCoreSystemColour() {
        #expect(Lowering.node(Color(.systemGray5)) == .fill(.system(.gray5)))
        #expect(Lowering.node(Rectangle().fill(Color(uiColor: .systemGray5))) == Rect().fill(.system(.gray5)).node)
        #expect(Lowering.node(Color(uiColor: .systemBackground)) == .fill(.systemBackground))
        #expect(Lowering.node(Color(UIColor.label.withAlphaComponent(0.5))) == .fill(Paint.label.opacity(0.5)))
        #expect(Lowering.node(Color(UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 1))) == .fill(.rgb(0.2, 0.4, 0.6)))
        #expect(
            Lowering.node(Color(UIColor(cgColor: CGColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 1))))
                == .fill(.rgb(0.2, 0.4, 0.6)))
        #expect(
            UIColor.systemGray5.cgColor == CGColor(red: 0xE5 / 255.0, green: 0xE5 / 255.0, blue: 0xEA / 255.0, alpha: 1)
        )
    }

    @Test func dynamicProviderIsAskedForLightAndDark() {
        let color = UIColor { $0.userInterfaceStyle == .dark ? .systemBlue : UIColor(white: 1, alpha: 1) }
        #expect(hex(color, .light) == "FFFFFF@1.00")
        #expect(hex(color, .dark) == "0091FF@1.00")
    }

    @Test func hueSaturationBrightnessConvertsAsUIKit() {
        #expect(hex(UIColor(hue: 0, saturation: 1, brightness: 1, alpha: 1), .light) == "FF0000@1.00")
        #expect(hex(UIColor(hue: 1.0 / 3, saturation: 1, brightness: 1, alpha: 1), .light) == "00FF00@1.00")
        #expect(hex(UIColor(hue: 0.5, saturation: 0.5, brightness: 1, alpha: 0.5), .light) == "80FFFF@0.50")
    }

    @Test func fontsAreTheSwiftUIFonts() {
        #expect(Font(UIFont.systemFont(ofSize: 17, weight: .semibold)) == Font.system(size: 17, weight: .semibold))
        #expect(Font(UIFont.preferredFont(forTextStyle: .headline)) == Font.system(.headline))
        #expect(Font(UIFont.preferredFont(forTextStyle: .caption1)) == Font.system(.caption))
        #expect(UIFont.preferredFont(forTextStyle: .title1).pointSize == 28)
        #expect(
            Font(UIFont.monospacedSystemFont(ofSize: 12, weight: .regular))
                == Font.system(size: 12, weight: .regular, design: .monospaced))
    }

    @Test func aFontWidthIsSetAtTheStandardWidth() {
        // Inter, the stand-in for SF Pro, has one width: a condensed or compressed system font is the
        // standard one at its size and weight (Docs/SwiftUI/UIKit.md).
        #expect(
            Font(UIFont.systemFont(ofSize: 35, weight: .semibold, width: .condensed))
                == Font.system(size: 35, weight: .semibold))
        #expect(UIFont.systemFont(ofSize: 60, weight: .bold, width: .compressed).pointSize == 60)
        #expect(UIFont.Width.compressed < .condensed && UIFont.Width.condensed < .standard)
        #expect(UIFont.Width.standard < .expanded && UIFont.Width(rawValue: 0) == .standard)
    }

    @Test func namedAndSymbolImagesAreSwiftUIImages() {
        #expect(
            Lowering.node(Image(uiImage: UIImage(systemName: "star.fill")!))
                == Lowering.node(Image(systemName: "star.fill")))
        AssetLibrary.$overridingFolders.withValue([AssetFixtures.folder]) {
            let badge = UIImage(named: "Badge")
            #expect(badge != nil && badge == UIImage(named: "Badge"))
            if let badge {
                #expect(Lowering.node(Image(uiImage: badge)) == Lowering.node(Image("Badge")))
            }
        }
        #expect(UIImage(contentsOfFile: "/nonexistent/picture.png") == nil)
    }

    @Test func imageFromDataIsDrawnFromAFileOfThoseBytes() throws {
        let bytes = try Data(contentsOf: AssetFixtures.catalogue.appendingPathComponent("Badge.imageset/badge.png"))
        let image = try #require(UIImage(data: bytes))
        guard case .picture(let spec) = Lowering.node(Image(uiImage: image).resizable()) else {
            Issue.record("not a picture: \(Lowering.node(Image(uiImage: image)))")
            return
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: spec.path)) == bytes)
        #expect(spec.isResizable)
        #expect(UIImage(data: bytes) == image)  // the same bytes, the same file
        #expect(UIImage(data: Data("not a picture".utf8)) == nil)
    }

    @Test func screenAndApplicationAnswerAsAWidgetSees() {
        #expect(UIScreen.main.bounds.size == CGSize(width: 393, height: 852))
        #expect(UIScreen.main.scale == 3)
        var opened: Bool?
        UIApplication.shared.open(URL(string: "https://example.com")!) { opened = $0 }
        #expect(opened == false)
        let device = UIDevice.current
        #expect([device.name, device.model, device.systemName] == ["iPhone", "iPhone", "iOS"])
        #expect(device.userInterfaceIdiom == .phone && device.orientation.isPortrait && device.batteryLevel == -1)
    }

    @Test func aSwiftUIColourBecomesTheSameUIKitColour() {
        #expect(Lowering.node(Color(uiColor: UIColor(Color.red))) == Lowering.node(Color.red))
        #expect(Lowering.node(Color(uiColor: UIColor(Color(.systemGray5)))) == .fill(.system(.gray5)))
        #expect(UIColor(Color("Brand")).source == .named("Brand", opacity: 1), "an asset colour stays named")
    }
}

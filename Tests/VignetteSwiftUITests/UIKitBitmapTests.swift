import CoreGraphics
import Foundation
import SwiftUI
import Testing
import UIKit
import Vignette
import VignettePNG

/// UIKit's pixels: a picture file decoded (`cgImage`), cropped, redrawn by `UIGraphicsImageRenderer`
/// and drawn by `Image(uiImage:)` at its scale (Docs/SwiftUI/UIKit.md, "Pixels").
@Suite struct UIKitBitmapTests {
    /// A 4×2 PNG: red, green, blue, white on top; black, clear, half-transparent grey, yellow below.
    static let strip: [UInt8] = [
        255, 0, 0, 255, 0, 255, 0, 255, 0, 0, 255, 255, 255, 255, 255, 255,
        0, 0, 0, 255, 0, 0, 0, 0, 128, 128, 128, 128, 255, 255, 0, 255,
    ]

    func stripImage() throws -> UIImage {
        try #require(UIImage(data: try PNGWriter.png(Bitmap(width: 4, height: 2, bytes: Self.strip))))
    }

    @Test func aPNGFileDecodesToItsPixels() throws {
        let image = try #require(try stripImage().cgImage)
        #expect((image.width, image.height, image.bytesPerRow) == (4, 2, 16))
        #expect(image.rgba == Self.strip)
        #expect(try stripImage().size == CGSize(width: 4, height: 2))
    }

    @Test func aJPEGFileDecodesToItsPixels() throws {
        let url = AssetFixtures.catalogue.appendingPathComponent("Photo.imageset/photo.jpg")
        let image = try #require(UIImage(contentsOfFile: url.path)?.cgImage)
        #expect((image.width, image.height) == (48, 32))
        // The top-left corner is (220, 30, 40) in the file, within JPEG's rounding.
        let corner = Array(image.rgba[0..<4])
        #expect(abs(Int(corner[0]) - 220) <= 3 && abs(Int(corner[1]) - 30) <= 3 && abs(Int(corner[2]) - 40) <= 3)
        #expect(corner[3] == 255)
    }

    @Test func croppingKeepsThePixelsInsideAndClipsToTheImage() throws {
        let image = try #require(try stripImage().cgImage)
        let middle = try #require(image.cropping(to: CGRect(x: 1, y: 0, width: 2, height: 2)))
        #expect((middle.width, middle.height) == (2, 2))
        #expect(middle.rgba == Array(Self.strip[4..<12]) + Array(Self.strip[20..<28]))
        // Made integral (0.5…2.5 becomes 0…3) and clipped to the image's 4×2.
        let clipped = try #require(image.cropping(to: CGRect(x: 2.5, y: 0.5, width: 5, height: 5)))
        #expect((clipped.width, clipped.height) == (2, 2))
        #expect(image.cropping(to: CGRect(x: 10, y: 10, width: 2, height: 2)) == nil)
    }

    @Test func aRendererDrawsAnImageStretchedAtItsScale() throws {
        let source = try stripImage()
        let format = UIGraphicsImageRendererFormat()
        format.scale = 2
        let drawn = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 2), format: format).image { _ in
            source.draw(in: CGRect(x: 0, y: 0, width: 4, height: 2))
        }
        #expect(drawn.scale == 2)
        #expect(drawn.size == CGSize(width: 4, height: 2))
        let pixels = try #require(drawn.cgImage)
        #expect((pixels.width, pixels.height) == (8, 4))
        // The top-left pixel samples red alone (clamped at the edge); the top-right, white.
        #expect(Array(pixels.rgba[0..<4]) == [255, 0, 0, 255])
        #expect(Array(pixels.rgba[28..<32]) == [255, 255, 255, 255])
        // The third pixel's centre is 0.75 of the way from red's centre to green's: a quarter red.
        #expect(Array(pixels.rgba[8..<12]) == [64, 191, 0, 255])
    }

    @Test func anOpaqueFormatStartsBlackAndAClearOneClear() {
        let opaque = UIGraphicsImageRendererFormat()
        opaque.opaque = true
        opaque.scale = 1
        let black = UIGraphicsImageRenderer(size: CGSize(width: 1, height: 1), format: opaque).image { _ in }
        #expect(black.cgImage?.rgba == [0, 0, 0, 255])
        #expect(UIGraphicsImageRendererFormat().scale == UIScreen.main.scale)
        let clear = UIGraphicsImageRenderer(size: CGSize(width: 1, height: 1), format: .default()).image { _ in }
        #expect(clear.cgImage?.rgba == [UInt8](repeating: 0, count: 9 * 4))
    }

    @Test func drawingOutsideARendererDoesNothingAndTheSameCallsGiveTheSameBytes() throws {
        let source = try stripImage()
        source.draw(in: CGRect(x: 0, y: 0, width: 10, height: 10))
        func render() -> Data? {
            UIGraphicsImageRenderer(size: CGSize(width: 3, height: 5)).image { _ in
                source.draw(in: CGRect(x: 0.5, y: 1, width: 2, height: 3))
            }.pngData()
        }
        #expect(render() != nil)
        #expect(render() == render())
    }

    @Test func aCroppedImageIsDrawnAtItsScaleByImageUIImage() throws {
        let cropped = try #require(try stripImage().cgImage?.cropping(to: CGRect(x: 0, y: 0, width: 4, height: 2)))
        let image = UIImage(cgImage: cropped, scale: 2, orientation: .up)
        #expect(image.size == CGSize(width: 2, height: 1))
        let node = Lowering.node(Image(uiImage: image))
        guard case .picture(let spec) = node else {
            Issue.record("expected a picture, got \(node)")
            return
        }
        #expect(spec.scale == 2)
        #expect(try PNGReader.bitmap(contentsOf: URL(fileURLWithPath: spec.path)).bytes == Self.strip)
    }

    @Test func namedIsNilForANameTheResourcesLack() {
        // What WidgetKit installs when a widget is made (WidgetDefinition(_:)).
        UIImage.assetNames.install { AssetLibrary.current.hasImage(named: $0) }
        AssetLibrary.$overridingFolders.withValue([AssetFixtures.folder]) {
            #expect(UIImage(named: "Photo") != nil)
            #expect(UIImage(named: "mask1") == nil)
            // A framework's lookup in its own bundle finds the widget's resources, as every lookup does.
            #expect(UIImage(named: "Photo", in: Bundle.main, with: nil) == UIImage(named: "Photo"))
            #expect(UIImage(named: "mask1", in: Bundle.main, with: UIImage.Configuration()) == nil)
        }
        AssetLibrary.$overridingFolders.withValue([]) {
            #expect(UIImage(named: "Photo") == nil)
        }
    }
}

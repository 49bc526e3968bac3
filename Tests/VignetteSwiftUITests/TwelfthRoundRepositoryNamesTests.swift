import AppIntents
import CoreLocation
import Foundation
import ImageIO
import Security
import SwiftUI
import Testing
import UIKit
import Vignette
import VignettePNG
import VignetteFoundation
import WeatherKit

/// The names the twelfth compatibility round built (Docs/Compatibility.md, "Twelfth round (round12)"):
/// TechSupportz/smpl-widgets' weather provider (WeatherKit) and photo widget (ImageIO).
@Suite(.serialized) struct TwelfthRoundRepositoryNamesTests {
    /// A `width` × `height` PNG, every pixel opaque red.
    static func redPNG(width: Int, height: Int) throws -> Data {
        let bytes = [UInt8](repeating: 0, count: width * height * 4).enumerated().map { i, _ in
            i % 4 == 0 || i % 4 == 3 ? UInt8(255) : 0
        }
        return try PNGWriter.png(Bitmap(width: width, height: height, bytes: bytes))
    }

    @Test func aWeatherRequestThrowsUnknownNamingWeatherKit() async {
        // smpl-widgets' `WeatherTimelineProvider`: `try await WeatherService().weather(for: location)`.
        let location = CLLocation(latitude: 1.29, longitude: 103.85)
        var caught: (any Error)?
        do { _ = try await WeatherService().weather(for: location) } catch { caught = error }
        #expect(caught as? WeatherError == .unknown)
        #expect(
            caught?.localizedDescription == "WeatherKit is not available on Linux: the weather service did not answer")
        let uses = UnavailableFramework.takeUses().filter { $0.framework == "WeatherKit" }
        #expect(uses.map(\.call) == ["WeatherService.weather(for:)"])
    }

    @Test func weatherConditionsDescribeThemselvesInWords() {
        #expect(WeatherCondition.mostlyCloudy.description == "Mostly Cloudy")
        #expect(WeatherCondition.clear.description == "Clear")
        #expect(WeatherCondition.allCases.count == 34)
    }

    @Test func aThumbnailKeepsItsProportionsUnderTheMaxPixelSize() throws {
        // smpl-widgets' `ImageWidgetView.downsampledImage(from:)`, with its options as written.
        let data = try Self.redPNG(width: 40, height: 10)
        let source = try #require(CGImageSourceCreateWithData(data as CFData, nil))
        let options: CFDictionary =
            [
                kCGImageSourceCreateThumbnailFromImageAlways: true,
                kCGImageSourceCreateThumbnailWithTransform: true,
                kCGImageSourceShouldCacheImmediately: true,
                kCGImageSourceThumbnailMaxPixelSize: CGFloat(20),
            ] as CFDictionary
        let thumbnail = try #require(CGImageSourceCreateThumbnailAtIndex(source, 0, options))
        #expect((thumbnail.width, thumbnail.height) == (20, 5))
        #expect(Array(thumbnail.rgba[0..<4]) == [255, 0, 0, 255])
        // No limit, or a larger one: the full image.
        let full = try #require(CGImageSourceCreateThumbnailAtIndex(source, 0, nil))
        #expect((full.width, full.height) == (40, 10))
        #expect(CGImageSourceGetCount(source) == 1 && CGImageSourceCreateImageAtIndex(source, 1, nil) == nil)
    }

    @Test func bytesThatAreNoPictureMakeNoSource() {
        #expect(CGImageSourceCreateWithData(Data("not a picture".utf8) as CFData, nil) == nil)
    }

    @Test func aHEICDestinationIsNilAndAPNGOneWritesThePixels() throws {
        // smpl-widgets' `ImageWidgetStorage.encodedImageData`: HEIC first, else its JPEG fallback.
        let image = try #require(UIImage(data: try Self.redPNG(width: 3, height: 2))?.cgImage)
        let heic = NSMutableData()
        #expect(CGImageDestinationCreateWithData(heic, "public.heic" as CFString, 1, nil) == nil)
        let png = NSMutableData()
        let destination = try #require(CGImageDestinationCreateWithData(png, "public.png" as CFString, 1, nil))
        CGImageDestinationAddImage(
            destination, image, [kCGImageDestinationLossyCompressionQuality: 0.8] as CFDictionary)
        #expect(CGImageDestinationFinalize(destination))
        let decoded = try #require(UIImage(data: png as Data)?.cgImage)
        #expect((decoded.width, decoded.height) == (3, 2) && decoded.rgba == image.rgba)
    }

    @Test func keychainQueriesStillTakeCoreFoundationNames() {
        // Security's `CFDictionary` and `CFString` are now VignetteFoundation's, which it exports.
        let query: [String: Any] = [kSecClass as String: kSecClassGenericPassword]
        let (status, _) = UnavailableFramework.collecting { SecItemDelete(query as CFDictionary) }
        #expect(status == errSecNotAvailable)
    }
}

/// SwiftUI names jaywardell/The-Big-3's widget target compiles: its app's `Button(action:)` and
/// `Color(hue:saturation:brightness:)`.
@Suite struct TwelfthRoundSwiftUINamesTests {
    @Test func anActionButtonIsDrawnAsAnIntentButtonIs() {
        struct Nothing: AppIntent {
            static let title: LocalizedStringResource = "Nothing"
        }
        let label = Text(verbatim: "Done")
        let action = Button(action: {}, label: { label }, fileID: "Goal.swift", line: 9)
        let intent = Button(intent: Nothing(), label: { label }, fileID: "Goal.swift", line: 9)
        #expect(
            Lowering.node(action.buttonStyle(.borderedProminent))
                == Lowering.node(intent.buttonStyle(.borderedProminent)))
        // The titled forms draw the same boxes.
        func boxes(_ view: some View) -> [CGRect] { Lowering.layout(Lowering.node(view)).allNodes.map(\.frame) }
        #expect(boxes(Button("Done", action: {})) == boxes(Button("Done", intent: Nothing())))
        #expect(boxes(Button("Done", action: {})).count > 2)
    }

    @Test func hueSaturationAndBrightnessAreSRGB() {
        #expect(Color(hue: 0, saturation: 1, brightness: 1) == Color(red: 1, green: 0, blue: 0))
        #expect(Color(hue: 2.0 / 3, saturation: 1, brightness: 1) == Color(red: 0, green: 0, blue: 1))
        #expect(
            Color(hue: 0.5, saturation: 0.5, brightness: 1, opacity: 0.5)
                == Color(red: 0.5, green: 1, blue: 1, opacity: 0.5))
        // A hue of 1 is red again.
        #expect(Color(hue: 1, saturation: 1, brightness: 1) == Color(red: 1, green: 0, blue: 0))
    }
}

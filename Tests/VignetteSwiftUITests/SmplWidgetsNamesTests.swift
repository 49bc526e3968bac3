import AppIntents
import CoreLocation
import EventKit
import Foundation
import SwiftUI
import Testing
import UIKit
import Vignette

/// The names the thirteenth compatibility round built for TechSupportz/smpl-widgets (Docs/Compatibility.md,
/// "Thirteenth round (tail13)"), each as the repository uses it.
@Suite struct SmplWidgetsNamesTests {
    @Test func fontWidthLeavesTheTextAsAtTheStandardWidth() {
        // `EventWidgetView`: `Text(…).fontWidth(.compressed)`; `WeatherWidgetView`: a view's `.fontWidth(.condensed)`.
        let plain = Lowering.layout(Lowering.node(Text("Wednesday").font(.system(size: 20, weight: .bold))))
        let text = Lowering.layout(
            Lowering.node(Text("Wednesday").font(.system(size: 20, weight: .bold)).fontWidth(.compressed)))
        let view = Lowering.layout(
            Lowering.node(
                VStack { Text("Wednesday").font(.system(size: 20, weight: .bold).width(.expanded)) }.fontWidth(
                    .condensed)))
        let expected = Lowering.frame(ofText: "Wednesday", in: plain)
        #expect(expected != nil)
        #expect(Lowering.frame(ofText: "Wednesday", in: text) == expected)
        #expect(Lowering.frame(ofText: "Wednesday", in: view) == expected)
        #expect(Font.Width.compressed.value < Font.Width.condensed.value)
        #expect(Font.Width.condensed.value < Font.Width.standard.value && Font.Width.standard.value == 0)
        #expect(Font.Width(0.3).value == 0.3 && Font.Width.expanded.value > 0)
    }

    @Test func lineHeightIsSFProsAscenderAndDescender() {
        // `EventWidgetView`: `ceil(UIFont.systemFont(ofSize: 16, weight: .semibold).lineHeight)`.
        #expect(abs(UIFont.systemFont(ofSize: 15).lineHeight - 17.900391) < 1e-6)
        #expect(ceil(UIFont.systemFont(ofSize: 16, weight: .semibold).lineHeight) == 20)
        #expect(ceil(UIFont.systemFont(ofSize: 12).lineHeight) == 15)
        #expect(ceil(UIFont.systemFont(ofSize: 10, weight: .medium).lineHeight) == 12)
        let font = UIFont.systemFont(ofSize: 20)
        #expect(font.ascender - font.descender == font.lineHeight && font.descender < 0 && font.leading == 0)
    }

    @Test func setFillAndFillPaintARenderersPixels() throws {
        // `ImageWidget`'s preview: a yellow square, then black; `ImageWidgetStorage`: white under a picture.
        let format = UIGraphicsImageRendererFormat.default()
        format.scale = 1
        let image = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 2), format: format).image { context in
            UIColor(red: 1, green: 0.8, blue: 0, alpha: 1).setFill()
            context.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
            UIColor.white.setFill()
            UIBezierPath(rect: CGRect(x: 2, y: 0, width: 2, height: 1)).fill()
            // An oval is not drawn (only rectangles are, yet).
            UIColor.black.setFill()
            UIBezierPath(ovalIn: CGRect(x: 2, y: 1, width: 2, height: 1)).fill()
        }
        let pixels = try #require(image.cgImage).rgba
        func pixel(_ x: Int, _ y: Int) -> [UInt8] { Array(pixels[(y * 4 + x) * 4..<(y * 4 + x) * 4 + 4]) }
        #expect(pixel(0, 0) == [255, 204, 0, 255] && pixel(1, 1) == [255, 204, 0, 255])
        #expect(pixel(2, 0) == [255, 255, 255, 255] && pixel(3, 0) == [255, 255, 255, 255])
        #expect(pixel(2, 1) == [0, 0, 0, 0])
        // Outside a renderer there is no context: nothing happens.
        UIColor.red.setFill()
        UIBezierPath(rect: CGRect(x: 0, y: 0, width: 1, height: 1)).fill()
    }

    @Test func aLocationErrorTheWidgetMakesBridgesToCoreLocationsDomain() {
        // `LocationFetcher`: `throw CLError(.denied)`; `WeatherTimelineProvider`: `nsError.domain == kCLErrorDomain`.
        let error: any Error = CLError(.denied)
        let bridged = error as NSError
        #expect(bridged.domain == kCLErrorDomain && kCLErrorDomain == "kCLErrorDomain")
        #expect(bridged.code == 1)
        #expect((error as? CLError)?.code == .denied)
        #expect("\(error)" == "The operation couldn’t be completed. (kCLErrorDomain error 1.)")
        #expect(error.localizedDescription == "The operation couldn’t be completed. (kCLErrorDomain error 1.)")
        #expect(!UnavailableFramework.takeUses().contains { $0.framework == "CoreLocation" && $0.call == "CLError" })
    }

    @Test func calendarsHaveASourceAndAColourOnlyOnceSet() {
        // `CalendarEntity(calendar:)` reads `calendar.source.title`; `EventEntry` reads `calendar.cgColor`.
        let store = EKEventStore()
        let calendar = EKCalendar(for: .event, eventStore: store)
        #expect(calendar.source == nil && calendar.cgColor == nil)
        calendar.cgColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        #expect(UIColor(cgColor: calendar.cgColor) == UIColor(red: 1, green: 0, blue: 0, alpha: 1))
        #expect(EKEvent(eventStore: store).eventIdentifier == nil)
        #expect(store.calendars(for: .event).sorted { $0.source.title < $1.source.title }.isEmpty)
    }

    struct QuoteIntent: WidgetConfigurationIntent {
        static var title: LocalizedStringResource { "Quote" }
        @Parameter(title: "Enter your quote...", inputOptions: String.IntentInputOptions(multiline: true))
        var quote: String?
    }

    struct ShowDateIntent: AppIntent {
        static let title: LocalizedStringResource = "Show Date and Time"
        func perform() async throws -> some IntentResult {
            .result(opensIntent: OpenURLIntent(URL(string: "smplwidgets://calendar")!))
        }
    }

    @Test func aMultilineTextParameterAndAnIntentThatOpensAURL() async throws {
        #expect(QuoteIntent().quote == nil)
        let options = String.IntentInputOptions(multiline: true)
        #expect(options.multiline && options.keyboardType == .default && options.capitalizationType == .sentences)
        let result = try await ShowDateIntent().perform()
        let opened = try #require(result as? OpensIntentResult<OpenURLIntent>)
        #expect(opened.opensIntent.url == URL(string: "smplwidgets://calendar"))
    }

    @Test func anImagesAccentedRenderingModeReachesItsPicture() throws {
        // `ImageWidgetView`: `.widgetAccentedRenderingMode(entry.tintImage ? .accentedDesaturated : .fullColor)`.
        func mode(_ image: Image) throws -> AccentedRenderingMode? {
            let node = try AssetLibrary.$overridingFolders.withValue([AssetFixtures.folder]) {
                Lowering.node(image)
            }
            func picture(in node: Node) -> PictureSpec? {
                switch node {
                case .picture(let spec): return spec
                case .modified(let child, _): return picture(in: child)
                default: return nil
                }
            }
            return try #require(picture(in: node)).accentedRenderingMode
        }
        #expect(
            try mode(Image("Badge").resizable().widgetAccentedRenderingMode(.accentedDesaturated))
                == .accentedDesaturated)
        #expect(try mode(Image("Badge").widgetAccentedRenderingMode(.fullColor)) == .fullColor)
        #expect(try mode(Image("Badge").widgetAccentedRenderingMode(nil)) == nil)
    }
}

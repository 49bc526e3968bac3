import Foundation
import SwiftUI
import Testing
import Vignette
import VignetteCairo
import VignetteFoundation
import VignettePNG
import WidgetKit

/// cabinet's `Blur`, as wangweiyang8887/cabinet writes it: a blur view wrapped for SwiftUI.
private struct Blur: UIViewRepresentable {
    var style: UIBlurEffect.Style = .systemMaterial
    func makeUIView(context: Context) -> UIVisualEffectView { UIVisualEffectView(effect: UIBlurEffect(style: style)) }
    func updateUIView(_ uiView: UIVisualEffectView, context: Context) { uiView.effect = UIBlurEffect(style: style) }
}

private struct SignEntry: WidgetKit.TimelineEntry {
    let date: Date
}

private struct SignProvider: WidgetKit.TimelineProvider {
    func placeholder(in context: Context) -> SignEntry { SignEntry(date: .distantPast) }
    func getSnapshot(in context: Context, completion: @escaping @Sendable (SignEntry) -> Void) {
        completion(placeholder(in: context))
    }
    func getTimeline(in context: Context, completion: @escaping @Sendable (WidgetKit.Timeline<SignEntry>) -> Void) {
        completion(WidgetKit.Timeline(entries: [placeholder(in: context)], policy: .never))
    }
}

/// A 100 × 60 pt blur at the top leading corner of a white widget with no margins.
private struct SignWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "sign", provider: SignProvider()) { _ in
            VStack {
                HStack {
                    Blur().frame(width: 100, height: 60)
                    Spacer()
                }
                Spacer()
            }
            .containerBackground(Color.white, for: .widget)
        }
        .contentMarginsDisabled()
    }
}

/// A UIKit view in a widget draws iOS's red no-entry sign in its frame, with a warning (Docs/SwiftUI/UIKit.md,
/// "UIKit views in a widget").
@Suite struct UIKitViewSignTests {
    @Test func aUIViewRepresentableDrawsARedNoEntrySignInItsFrameWithAWarning() throws {
        let fonts = try FontLibrary.standard()
        let spec = WidgetRenderSpec(
            family: .systemSmall, device: try DeviceCatalog.standard.device(id: "iphone-16-pro-max"),
            appearance: .light, date: Date(timeIntervalSince1970: 1_795_420_800), timeZone: TimeZone(identifier: "UTC")!
        )
        let lines = LockedLines()
        let prepared = try RenderWarnings.$sink.withValue({ lines.add($0) }) {
            try WidgetDefinition(SignWidget()).prepare(
                spec, textEngine: try PangoTextEngine(fonts: fonts), resources: .files())
        }
        #expect(
            lines.all == [
                "Blur is a UIViewRepresentable: widgets cannot show UIKit views (WidgetKit); drawn as iOS draws one, a red "
                    + "no-entry sign in its frame"
            ])
        let png = try CairoRenderer(fonts: fonts).png(prepared.displayList, scale: Double(prepared.pixelScale))
        try png.write(to: FileManager.default.temporaryDirectory.appendingPathComponent("vignette-uikit-sign.png"))
        let bitmap = try PNGReader.bitmap(from: png, source: "sign")
        let scale = Double(prepared.pixelScale)
        func pixel(_ x: Double, _ y: Double) -> Bitmap.Pixel { bitmap.pixel(x: Int(x * scale), y: Int(y * scale)) }
        // The sign: a disc of 30 pt (half the shorter side) centred at (50, 30), a white bar 21 × 5.4 pt across it.
        #expect(pixel(50, 30) == Bitmap.Pixel(red: 255, green: 255, blue: 255, alpha: 255))
        let red = pixel(50, 20)
        #expect(red.red > 200 && red.green < 80 && red.blue < 80)
        #expect(pixel(37, 30).red > 200 && pixel(37, 30).green < 80)
        // Outside the disc, inside the frame: the widget's white; nothing else is drawn there.
        #expect(pixel(50, 13) == Bitmap.Pixel(red: 255, green: 255, blue: 255, alpha: 255))
        #expect(pixel(60, 45) == Bitmap.Pixel(red: 255, green: 255, blue: 255, alpha: 255))
    }
}

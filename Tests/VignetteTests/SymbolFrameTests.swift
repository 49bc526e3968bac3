import Foundation
import Testing
@testable import Vignette

/// Stand-ins laid out in the frames SF Symbols have (Docs/Symbols.md, "Frames of the stand-ins"):
/// the ink's width (iOS lays a symbol out without its side margins) and the ink's height of Apple's export at each scale, 10.45
/// template units above and below, the baseline where Apple's is. Body text: 17 pt, cap 11.98 pt.
@Suite struct SymbolFrameTests {
    let engine = FixedAdvanceTextEngine()

    func layout(_ element: some Element) -> LayoutResult {
        Layout.layout(
            element.node, in: CGSize(width: 300, height: 300), environment: WidgetEnvironment(), textEngine: engine)
    }

    func frame(_ name: String, _ scale: ImageScale = .medium) throws -> CGRect {
        try #require(layout(Symbol(name).named("s").font(.body).imageScale(scale)).frame(named: "s"))
    }

    @Test func calendarIsShorterThanTheIconFontsSquare() throws {
        // Its frame measured on iOS (below): 1.455 cap heights tall, the export's ink wide.
        let calendar = try frame("calendar")
        #expect(abs(calendar.width - 16.5405) < 0.001 && abs(calendar.height - 17.4280) < 0.001)
        // Text under it moves up by the 21.25 pt square less SF's 17.43 pt.
        let stack = layout(
            Column(alignment: .leading, spacing: 0) {
                Symbol("calendar").named("s")
                Words("Today").named("t")
            }.font(.body))
        let top = try #require(stack.frame(named: "s")).minY
        #expect(abs(try #require(stack.frame(named: "t")).minY - top - 17.4280) < 0.001)
    }

    /// home-assistant/iOS at d722d78, the calendar widget unconfigured (`WidgetCalendarSnapshot`'s
    /// `systemMediumNotConfiguredSnapshot`, 3×): `VStack(spacing: 8) { Image(systemSymbol: .calendar)
    /// .font(.system(size: 32)); Text(…); Text(…) }` centred in 138 pt. Both texts' inks sit 4 px
    /// (1.33 pt) higher on iOS than under the padding rule's 35.46 pt frame, and the symbol's ink is
    /// centred at the same height in both, so iOS's frame is 32.80 pt tall (Docs/Symbols.md).
    @Test func calendarAt32PointsIsAsTallAsIOSs() throws {
        let calendar = try #require(
            layout(Symbol("calendar").named("s").font(.system(size: 32))).frame(named: "s"))
        #expect(abs(calendar.height - 32.8057) < 0.001, "\(calendar.size)")
        #expect(abs(calendar.width - 31.1350) < 0.001, "the export's ink width, 1.3809 cap heights")
        let stack = layout(
            Column(spacing: 8) {
                Symbol("calendar").named("s").font(.system(size: 32))
                Words("Calendar").named("t").font(.callout)
            }.frame(width: 338, height: 138))
        let symbol = try #require(stack.frame(named: "s")), text = try #require(stack.frame(named: "t"))
        // Centred (the 138 pt frame in the middle of the 300 pt host, at 150): the text is 1.33 pt
        // higher than under the rule's 35.46 pt frame, half the 2.65 pt the frame lost.
        #expect(abs(text.minY - symbol.maxY - 8) < 0.001)
        #expect(abs((symbol.minY + text.maxY) / 2 - 150) < 0.001)
        // Other scales grow with the ink: the large one's is 1.6296 cap heights, the medium's 1.2761.
        let large = try frame("calendar", .large)
        #expect(abs(large.height / calendar.height * 32 / 17 - 1.6296 / 1.2761) < 0.001)
    }

    @Test func plusAtEachScale() throws {
        let sizes = try [ImageScale.small, .medium, .large].map { try frame("plus", $0).size }
        // The padding scales with the ink (0.79 and 1.28 of the medium's): 13.67 and 22.01 tall, not
        // 14.41 and 21.03 with the medium's padding.
        #expect(abs(sizes[0].width - 10.8497) < 0.001 && abs(sizes[0].height - 13.6740) < 0.001)
        #expect(abs(sizes[1].width - 13.6921) < 0.001 && abs(sizes[1].height - 17.2535) < 0.001)
        #expect(abs(sizes[2].width - 17.4688) < 0.001 && abs(sizes[2].height - 22.0096) < 0.001)
        // The measured button: `plus` with `.padding(2)` is 4 pt taller than the symbol, 21.25 on iOS.
        let padded = try #require(layout(Symbol("plus").padding(2).named("b").font(.body)).frame(named: "b"))
        #expect(abs(padded.height - 21.2535) < 0.001)
    }

    @Test func aStandInSitsOnTheTextBaseline() throws {
        let row = layout(
            Row(alignment: .firstTextBaseline, spacing: 4) {
                Symbol("calendar").named("s")
                Words("Today").named("t")
            }.font(.body))
        let symbol = try #require(row.frame(named: "s")), text = try #require(row.frame(named: "t"))
        let textBaseline = text.minY + LineMetrics(size: 17).ascent
        #expect(abs(symbol.minY + 14.6964 - textBaseline) < 0.001, "ink ascent 1.1375 cap heights + 0.0895 above it")
    }

    /// WidgetExamples' Live Activity (iOS 17, 9.95 px a point): `shippingbox.fill` in body text with
    /// `.padding(3).background(Circle())` sits in a circle 28.35 pt across, its ink centred in it;
    /// the frame is taken square, 1.866 cap heights (Docs/Symbols.md, "Frames of the stand-ins").
    @Test func shippingboxFillTakesTheFrameMeasuredOnIOS() throws {
        let box = try frame("shippingbox.fill")
        #expect(abs(box.width - 22.351) < 0.01 && abs(box.height - 22.351) < 0.01, "\(box.size)")
        let circled = try #require(
            layout(Symbol("shippingbox.fill").padding(3).named("c").font(.body)).frame(named: "c"))
        #expect(abs(min(circled.width, circled.height) - 28.35) < 0.02)
        // The large scale grows with the ink (its ink is 1.9254 cap heights tall, the medium's 1.5079).
        let large = try frame("shippingbox.fill", .large)
        #expect(abs(large.height / box.height - (1.4575 + 0.4679) / (1.2457 + 0.2622)) < 0.001)
        // Others keep the rules: the plain `shippingbox` has no measurement of its own.
        #expect(abs(try frame("shippingbox.circle.fill").width - 1.4136 * LineMetrics(size: 17).capHeight) < 0.001)
    }

    /// point-free's `testSwiftUIView_iOS` reference (2×): in `HStack { Image(systemName:
    /// "checkmark.circle.fill"); Text("Checked") }` iOS's symbol frame is its ink, 17.0–17.4 pt
    /// wide, not the 19.9 pt from margin to margin (Docs/Symbols.md, "Frames of the stand-ins").
    @Test func aSymbolIsAsWideAsItsInkBesideText() throws {
        #expect(abs(try frame("checkmark.circle.fill").width - 16.9321) < 0.001)
        let row = layout(
            Row(spacing: 8) {
                Symbol("checkmark.circle.fill").named("s")
                Words("Checked").named("t")
            }.font(.body))
        let symbol = try #require(row.frame(named: "s")), text = try #require(row.frame(named: "t"))
        #expect(abs(text.minX - symbol.minX - 24.9321) < 0.001)
    }

    /// DoorDash's `SimpleView` (swiftui-preview-snapshots at 36cd366, 1×): `VStack(spacing: 8) {
    /// Image(systemName: "globe").imageScale(.large); Text(message) }.padding(8)` centred in 400 pt.
    /// iOS's first baseline is at 201.2 pt and the globe's ink centred at 164.1, which makes the
    /// globe's frame 26.3 pt tall (Docs/Symbols.md, "The small and large scales").
    @Test func aLargeGlobeIsAsTallAsIOSs() throws {
        let globe = try frame("globe", .large)
        #expect(abs(globe.height - 26.1507) < 0.001, "21.61 pt of ink and 2.27 pt above and below")
        #expect(abs(try frame("globe").height - 20.4768) < 0.001, "the medium scale unchanged")
        #expect(abs(try frame("globe", .small).height - 16.2101) < 0.001)
    }

    @Test func aNameWithoutMeasurementsKeepsTheSquare() throws {
        #expect(try frame("iphone").size == CGSize(width: 21.25, height: 21.25))
    }
}

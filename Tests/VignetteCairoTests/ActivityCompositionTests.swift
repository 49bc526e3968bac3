import Foundation
import Testing
import Vignette
@testable import VignetteCairo
import VignettePNG

/// Where an activity's views go in each presentation (Docs/LiveActivities.md §3): frames to the
/// pixel, heights held within the HIG's range, overflow reported, the island drawn black.
@Suite struct ActivityCompositionTests {
    let canvas = DrawingCanvas()
    let pro = try! DeviceCatalog.standard.device(id: "iphone-16-pro")
    let clock = Date(timeIntervalSince1970: 1_800_000_000)

    /// An activity whose views are these, with one state.
    func activity(_ views: ActivityViews) -> ActivityDefinition {
        ActivityDefinition(id: "test", displayName: "Test", states: [ActivityMoment(name: "now", date: clock)]) { _ in
            views
        }
    }

    func prepare(
        _ views: ActivityViews, _ presentation: ActivityPresentation, device: Device? = nil,
        scheme: ColorScheme = .light
    ) throws -> PreparedActivity {
        let spec = ActivityRenderSpec(
            presentation: presentation, device: device ?? pro, colorScheme: scheme, date: clock)
        return try activity(views).prepare(spec, state: 0, textEngine: canvas.engine, resources: .files())
    }

    func frame(_ name: String, in prepared: PreparedActivity) -> CGRect? {
        prepared.layout.allNodes.first { $0.name == name }?.frame
    }

    @Test func compactViewsSitInTheirSlotsEitherSideOfTheCamera() throws {
        let views = ActivityViews(
            lockScreen: .empty,
            compactLeading: Rect().fill(.red).frame(width: 20, height: 20).named("lead"),
            compactTrailing: Rect().fill(.blue).frame(width: 20, height: 20).named("trail"))
        let prepared = try prepare(views, .compact)
        // 230 × 36.67 on the 16 Pro; slots of 52.33, so the trailing slot starts at 177.67.
        #expect(abs(prepared.size.width - 230) < 1e-9 && abs(prepared.size.height - 36.67) < 1e-9)
        let lead = try #require(frame("lead", in: prepared)), trail = try #require(frame("trail", in: prepared))
        #expect(abs(lead.midX - 52.33 / 2) < 1.0 / 3 && abs(trail.midX - (230 - 52.33 / 2)) < 1.0 / 3)
        #expect(prepared.overflows.isEmpty)
        // The island is black between the slots (the camera's part) and at its ends.
        let bitmap = try canvas.renderer.bitmap(prepared.displayList, scale: 3)
        #expect(bitmap.pixel(x: 3 * 100, y: 3 * 18) == .opaque(0, 0, 0))
        #expect(bitmap.pixel(x: 3 * 4, y: 3 * 18) == .opaque(0, 0, 0))
        #expect(bitmap.pixel(x: 1, y: 1).alpha == 0, "the capsule's corner is cut")
    }

    @Test func compactContentWiderThanItsSlotIsReported() throws {
        let views = ActivityViews(lockScreen: .empty, compactLeading: Words("Arriving in 12 minutes").node)
        let overflow = try #require(try prepare(views, .compact).overflows.first)
        #expect(overflow.part == "compactLeading" && overflow.available == CGSize(width: 52.33, height: 36.67))
        #expect(overflow.needed.width > 100)
    }

    @Test func compactContentThatFitsItselfToItsSlotIsNotReported() throws {
        // Ideal sizes far larger than the slot, but each takes the slot when offered it: a picture's
        // stand-in that fits itself (ideal 500 × 500) and text shrinking from 500 pt (Emoji Rangers' avatar).
        let fitted = Rect().fill(.red).frame(
            idealWidth: 500, maxWidth: .infinity, idealHeight: 500, maxHeight: .infinity
        )
        .aspectRatio(1, contentMode: .fit).named("picture")
        let shrunk = Words("Avatar").font(.system(size: 500)).minimumScaleFactor(0.01).node
        let prepared = try prepare(
            ActivityViews(lockScreen: .empty, compactLeading: fitted, compactTrailing: shrunk), .compact)
        #expect(prepared.overflows.isEmpty)
        let picture = try #require(frame("picture", in: prepared))
        #expect(abs(picture.width - 36.67) < 1.0 / 3 && abs(picture.height - 36.67) < 1.0 / 3)
        // Offered more than the slot, a fixed-size view is cut, and reported at the size it takes.
        let fixed = try prepare(
            ActivityViews(lockScreen: .empty, minimal: Rect().fill(.red).frame(width: 60, height: 20).node), .minimal)
        #expect(fixed.overflows.map(\.needed) == [CGSize(width: 60, height: 20)])
    }

    @Test func theBannerIsAsTallAsItsContentWithin84And160() throws {
        // The 16 Pro's 402 pt screen less 11 pt each side (the rule both HIG rows follow).
        let short = try prepare(ActivityViews(lockScreen: Words("Hi").node), .lockScreen)
        #expect(short.size == CGSize(width: 380, height: 84))
        // No margin above or below: a 120 pt view makes a 120 pt banner, 133.5 a 133.5 one.
        let medium = try prepare(ActivityViews(lockScreen: Rect().fill(.red).frame(height: 120).node), .lockScreen)
        #expect(medium.size.height == 120 && medium.overflows.isEmpty)
        let fraction = try prepare(ActivityViews(lockScreen: Rect().fill(.red).frame(height: 133.5).node), .lockScreen)
        #expect(fraction.size.height == 133.5 && fraction.overflows.isEmpty)
        let tall = try prepare(ActivityViews(lockScreen: Rect().fill(.red).frame(height: 200).node), .lockScreen)
        #expect(tall.size.height == 160)
        #expect(
            tall.overflows == [
                ActivityOverflow(
                    part: "lockScreen", needed: CGSize(width: 352, height: 200),
                    available: CGSize(width: 352, height: 160))
            ])
    }

    @Test func theSystemInsetsTheBannersContentBy14PointsAtTheSidesOnly() throws {
        // A flexible red view fills what the banner gives it: 380 − 28 wide, all of the 84 pt tall.
        let views = ActivityViews(lockScreen: Rect().fill(.hex(0xFF0000)).node)
        let banner = try prepare(views, .lockScreen)
        #expect(banner.size == CGSize(width: 380, height: 84))
        let bitmap = try canvas.renderer.bitmap(banner.displayList, scale: 1)
        let red = Bitmap.Pixel.opaque(255, 0, 0)
        #expect(bitmap.pixel(x: 14, y: 42) == red && bitmap.pixel(x: 365, y: 42) == red)
        #expect(bitmap.pixel(x: 13, y: 42) != red && bitmap.pixel(x: 366, y: 42) != red)
        #expect(bitmap.pixel(x: 190, y: 0) == red && bitmap.pixel(x: 190, y: 83) == red)
    }

    @Test func aViewWithItsOwnPaddingStartsAtTheMarginPlusThePadding() throws {
        // As in the iOS capture (Docs/Comparisons.md): a view padded by 16 pt starts 14 + 16 pt
        // from the banner's sides and 16 pt from its top; the banner is the view's height.
        // (60⅔ pt is on the 3× pixel grid, which layout snaps frames to.)
        let tall = 60 + 2.0 / 3
        let box = Rect().fill(.red).frame(height: tall).named("box")
        let banner = try prepare(ActivityViews(lockScreen: box.padding(16)), .lockScreen)
        #expect(abs(banner.size.height - (tall + 32)) < 1e-9 && banner.size.width == 380)
        let placed = try #require(frame("box", in: banner))
        #expect(abs(placed.minX - 30) < 1e-9 && abs(placed.maxX - 350) < 1e-9)
        #expect(abs(placed.minY - 16) < 1e-9 && abs(placed.maxY - (16 + tall)) < 1e-9, "\(placed)")
    }

    @Test func theBannerTakesTheActivitysBackgroundTint() throws {
        let views = ActivityViews(lockScreen: Words("Hi").node, backgroundTint: .rgb(0, 0.5, 0))
        let bitmap = try canvas.renderer.bitmap(try prepare(views, .lockScreen).displayList, scale: 3)
        #expect(bitmap.pixel(x: 3 * 40, y: 3 * 42).isClose(to: .opaque(0, 128, 0), tolerance: 1))
    }

    @Test func theIslandsContentIsDarkInBothAppearances() throws {
        let views = ActivityViews(lockScreen: .empty, minimal: Disc().fill(.label).frame(width: 12, height: 12).node)
        for scheme in [ColorScheme.light, .dark] {
            let prepared = try prepare(views, .minimal, scheme: scheme)
            let bitmap = try canvas.renderer.bitmap(prepared.displayList, scale: 3)
            // The bubble's middle: the label colour of the dark scheme, white.
            let middle = bitmap.pixel(x: Int(3 * (prepared.size.width - 36.67 / 2)), y: Int(3 * 36.67 / 2))
            #expect(middle == .opaque(255, 255, 255), "\(scheme)")
        }
    }

    @Test func theExpandedCenterStartsBelowTheCamera() throws {
        let views = ActivityViews(
            lockScreen: .empty,
            expanded: ExpandedIsland(
                leading: .init(Rect().fill(.red).frame(width: 30, height: 30).named("leading")),
                trailing: .init(Rect().fill(.blue).frame(width: 30, height: 30).named("trailing")),
                center: .init(Words("Center").named("center")),
                bottom: .init(Rect().fill(.green).frame(height: 10).named("bottom"))))
        let prepared = try prepare(views, .expanded)
        #expect(prepared.size.width == 371)
        let leading = try #require(frame("leading", in: prepared)),
            trailing = try #require(frame("trailing", in: prepared))
        let center = try #require(frame("center", in: prepared)), bottom = try #require(frame("bottom", in: prepared))
        // The standard 20 pt margin; the center below the 36.67 pt camera; the bottom full width.
        #expect(leading.minX == 20 && leading.minY == 20 && trailing.maxX == 351)
        #expect(center.minY >= 36.67 - 1.0 / 3 && abs(center.midX - 371 / 2) < 1)
        #expect(bottom.minX == 20 && bottom.width == 331 && bottom.minY >= center.maxY)
    }

    @Test func leadingAndTrailingGetEqualWidthsAndTheCenterTheRest() throws {
        let views = ActivityViews(
            lockScreen: .empty,
            expanded: ExpandedIsland(
                leading: .init(Rect().fill(.red).frame(width: 30, height: 30).named("leading")),
                trailing: .init(Rect().fill(.blue).frame(width: 80, height: 30).named("trailing")),
                center: .init(Rect().fill(.green).frame(height: 10).named("center"))))
        let prepared = try prepare(views, .expanded)
        // Both sides are 80 pt wide (the wider content), so the center spans 100…271.
        #expect(try #require(frame("leading", in: prepared)).minX == 20)
        #expect(try #require(frame("trailing", in: prepared)).minX == 271)
        let center = try #require(frame("center", in: prepared))
        #expect(center.minX == 100 && center.maxX == 271)
    }

    @Test func theBannerIsSolidWhiteOrBlackByDefaultAndTheKeylineShowsInDarkModeOnly() throws {
        let banner = ActivityViews(lockScreen: Words("Hi").node)
        let light = try canvas.renderer.bitmap(try prepare(banner, .lockScreen).displayList, scale: 3)
        let dark = try canvas.renderer.bitmap(try prepare(banner, .lockScreen, scheme: .dark).displayList, scale: 3)
        #expect(light.pixel(x: 3 * 40, y: 3 * 42) == .opaque(255, 255, 255))
        #expect(dark.pixel(x: 3 * 40, y: 3 * 42) == .opaque(0, 0, 0))
        let tinted = ActivityViews(lockScreen: .empty, keylineTint: .rgb(1, 0, 0))
        // The border's top edge, at the middle of the compact island.
        let lightIsland = try canvas.renderer.bitmap(try prepare(tinted, .compact).displayList, scale: 3)
        let darkIsland = try canvas.renderer.bitmap(try prepare(tinted, .compact, scheme: .dark).displayList, scale: 3)
        #expect(lightIsland.pixel(x: 3 * 115, y: 1) == .opaque(0, 0, 0))
        #expect(darkIsland.pixel(x: 3 * 115, y: 1).red > 200)
    }

    @Test func standByIsTheBannerAtTwiceTheSize() throws {
        let views = ActivityViews(lockScreen: Rect().fill(.red).frame(width: 100, height: 100).node)
        let banner = try prepare(views, .lockScreen), standBy = try prepare(views, .standBy)
        #expect(standBy.size == banner.size && standBy.layout == banner.layout)
        #expect(standBy.pixelScale == 6 && banner.pixelScale == 3)
        let ipad = try DeviceCatalog.standard.device(id: "ipad-air-11-m2")
        #expect(throws: VignetteError.self) { try prepare(views, .standBy, device: ipad) }
    }

    @Test func anIslandPresentationOnANotchedPhoneSaysWhy() throws {
        let thirteen = try DeviceCatalog.standard.device(id: "iphone-13")
        #expect(
            try prepare(ActivityViews(lockScreen: Words("Hi").node), .lockScreen, device: thirteen).size.width == 368)
        do {
            _ = try prepare(ActivityViews(lockScreen: Words("Hi").node), .compact, device: thirteen)
            Issue.record("no error")
        } catch let error as VignetteError {
            #expect(error.message.contains("compact on iphone-13") && error.message.contains("no Dynamic Island"))
        }
    }
}

import Foundation
import Testing
import Vignette
@testable import VignetteScreenshots

/// Slots map to devices in the table, and the home-screen grid is the one Docs/WidgetFacts.md §2 derives.
@Suite struct GeometryTests {
    @Test func everySlotMatchesTheDeviceWhoseScreenItIs() throws {
        let devices = try StoreSlot.all.map { ($0.id, try $0.device().id) }
        #expect(
            devices.map(\.0) == [
                "iphone-6.9-1320x2868", "iphone-6.9-1290x2796", "iphone-6.5-1284x2778",
                "iphone-6.5-1242x2688", "ipad-13-2064x2752",
            ])
        // §3a/§3b: 440x956 @3x, 430x932 @3x, 428x926 @3x, 414x896 @3x, 1032x1376 @2x.
        #expect(
            devices.map(\.1) == [
                "iphone-16-pro-max", "iphone-14-pro-max", "iphone-12-pro-max", "iphone-xs-max",
                "ipad-pro-13-m4",
            ])
        for slot in StoreSlot.all {
            let device = try slot.device()
            #expect(Int(device.screenSize.width * device.scale) == slot.portraitPixels.width)
            #expect(Int(device.screenSize.height * device.scale) == slot.portraitPixels.height)
        }
        #expect(try StoreSlot.named("1320x2868").pixels(.landscape) == PixelSize(width: 2868, height: 1320))
    }

    @Test func anUnknownSlotSuggestsTheNearest() {
        #expect(
            throws: VignetteError.unknownName(
                kind: "slot", given: "iphone-6.9-1320x2869",
                known: StoreSlot.all.map(\.id))
        ) {
            try StoreSlot.named("iphone-6.9-1320x2869")
        }
    }

    /// §2, 440x956 @3x on iOS 26: gutters 24.67 / 40.67, side inset 31, pitches 100.67 / 108.67.
    @Test func gridOfThe69InchIPhoneOnIOS26() throws {
        let grid = try HomeScreenGrid(device: DeviceCatalog.standard.device(id: "iphone-16-pro-max"), os: .ios26)
        #expect(abs(grid.horizontalGutter - 24.67) < 0.01)
        #expect(abs(grid.verticalGutter - 40.67) < 0.01)
        #expect(abs(grid.sideInset - 31) < 0.01)
        #expect(abs(grid.columnPitch - 100.67) < 0.01)
        #expect(abs(grid.rowPitch - 108.67) < 0.01)
        // Same 62 pt safe area as the 402x874 phone CAL17 measured: first row at 90.67.
        #expect(abs(grid.firstRowTop - 90.67) < 0.01)
        #expect(abs(grid.cellSize.width - 76) < 0.01 && abs(grid.cellSize.height - 68) < 0.01)
        #expect((grid.columns, grid.rows) == (4, 6))
    }

    /// CAL17 on an iPhone 17 Pro (402x874, iOS 26): first widget row top 272 px = 90.67 pt;
    /// side margin measured 79 px = 26.33 pt, §2 derives 26.17 from the sizes.
    @Test func gridOfTheMeasuredIPhone17Pro() throws {
        let grid = try HomeScreenGrid(device: DeviceCatalog.standard.device(id: "iphone-17-pro"), os: .ios26)
        #expect(abs(grid.firstRowTop * 3 - 272) < 0.05)
        #expect(abs(grid.sideInset - 26.17) < 0.01)
        #expect(abs(grid.sideInset * 3 - 79) < 1)
        #expect(abs(grid.columnPitch - 92.67) < 0.01 && abs(grid.rowPitch - 100.33) < 0.01)
    }

    /// §2 HIG era (iOS 18), 430x932: gutters 24 / 42, inset 33, pitches 97 / 106.
    @Test func gridOnIOS18UsesTheHIGSizes() throws {
        let grid = try HomeScreenGrid(device: DeviceCatalog.standard.device(id: "iphone-14-pro-max"), os: .ios18)
        #expect((grid.horizontalGutter, grid.verticalGutter, grid.sideInset) == (24, 42, 33))
        #expect((grid.columnPitch, grid.rowPitch) == (97, 106))
        #expect(abs(grid.firstRowTop - (59 + HomeScreenGrid.firstRowGap)) < 0.001)
    }

    /// §2 iPad table, 1024x1366 device row (also the 13" M4's): small 160, gutters 36; 8 columns.
    @Test func iPadGridUsesTheOnScreenSizes() throws {
        let grid = try HomeScreenGrid(device: DeviceCatalog.standard.device(id: "ipad-pro-13-m4"), os: .ios26)
        #expect((grid.horizontalGutter, grid.verticalGutter, grid.columnPitch) == (36, 36, 98))
        #expect(grid.columns == 8 && grid.sideInset == (1032 - 748) / 2)
        #expect(grid.rows >= 8 && grid.rows % 2 == 0)
    }

    /// StandBy: the small widget enlarged to the short side less 88 pt, each centred in its half.
    @Test func standByFramesFillEachHalf() throws {
        let layout = try StandByLayout(device: DeviceCatalog.standard.device(id: "iphone-16-pro-max"), os: .ios26)
        #expect(layout.widgetFrames.count == 2)
        for (index, frame) in layout.widgetFrames.enumerated() {
            #expect(abs(frame.height - 352) < 0.01 && abs(frame.minY - 44) < 0.01)
            #expect(abs(frame.midX - 956 * (index == 0 ? 0.25 : 0.75)) < 0.01)
        }
    }
}

import Foundation
import Testing
@testable import Vignette

/// The sizes a Live Activity gets, against the HIG's "Specifications" tables (Docs/LiveActivities.md §2).
@Suite struct ActivityGeometryTests {
    func geometry(_ id: String) throws -> ActivityGeometry {
        ActivityGeometry.of(try DeviceCatalog.standard.device(id: id))
    }

    @Test func theHIGsTwoIPhoneRows() throws {
        // 430x932: compact 62.33x36.67, minimal 36.67–45, expanded and Lock Screen 408 x 84–160.
        let large = try geometry("iphone-15-pro-max")
        #expect(large.lockScreen.width == 408 && large.lockScreen.heights == 84...160)
        let island = try #require(large.island)
        #expect(island.compactSlot == CGSize(width: 62.33, height: 36.67))
        #expect(island.minimalWidths == 36.67...45 && island.expandedWidth == 408 && island.expandedHeights == 84...160)
        // 393x852: 52.33x36.67 and 371.
        let standard = try geometry("iphone-15-pro")
        #expect(standard.lockScreen.width == 371)
        #expect(
            standard.island?.compactSlot == CGSize(width: 52.33, height: 36.67) && standard.island?.expandedWidth == 371
        )
    }

    @Test func islandWidthsByDeviceAndTheCameraBetweenTheSlots() throws {
        // "Dynamic Island width (points)": compact or minimal 250 on Pro Max and Plus, 230 on Pro and base.
        #expect(try geometry("iphone-16-pro-max").island?.compactWidth == 250)
        #expect(try geometry("iphone-16-plus").island?.compactWidth == 250)
        #expect(try geometry("iphone-16-pro").island?.compactWidth == 230)
        #expect(try geometry("iphone-16").island?.compactWidth == 230)
        // Both classes leave the same 125.33 pt for the camera between the slots.
        let large = try #require(try geometry("iphone-16-pro-max").island),
            standard = try #require(try geometry("iphone-16").island)
        #expect(abs(large.cameraWidth - 125.34) < 0.01 && abs(standard.cameraWidth - 125.34) < 0.01)
        #expect(large.cornerRadius == 44)
    }

    @Test func devicesWithoutAnIslandShowTheBannerOnly() throws {
        for id in ["iphone-13", "iphone-16e", "iphone-se-3", "iphone-air"] {
            #expect(try geometry(id).island == nil, "\(id)")
        }
        // 11 pt in from each screen edge, as both HIG rows are.
        #expect(try geometry("iphone-13").lockScreen.width == 368)
        #expect(try geometry("iphone-16-pro-max").lockScreen.width == 418)
    }

    @Test func iPadBannersFollowTheHIGsIPadTable() throws {
        #expect(try geometry("ipad-pro-12-9-gen6").lockScreen.width == 500)
        #expect(try geometry("ipad-air-11-m2").lockScreen.width == 425)
        #expect(try geometry("ipad-air-11-m2").island == nil)
    }

    @Test func eachDeviceShowsThePresentationsItHas() throws {
        #expect(
            ActivityPresentation.all(on: try DeviceCatalog.standard.device(id: "iphone-16-pro"))
                == ActivityPresentation.allCases)
        #expect(
            ActivityPresentation.all(on: try DeviceCatalog.standard.device(id: "iphone-13")) == [.lockScreen, .standBy])
        // An iPad has no island and no StandBy (the gallery used to ask an iPad for StandBy).
        #expect(ActivityPresentation.all(on: try DeviceCatalog.standard.device(id: "ipad-air-11-m2")) == [.lockScreen])
    }

    @Test func aStateIsStaleFromItsStaleDate() {
        let now = Date(timeIntervalSince1970: 1_800_000_000)
        let state = ActivityMoment(name: "a", date: now, staleDate: now.addingTimeInterval(60))
        #expect(!state.isStale(at: now))
        #expect(state.isStale(at: now.addingTimeInterval(60)))
        #expect(!ActivityMoment(name: "b", date: now).isStale(at: .distantFuture))
    }
}

import Foundation
import SwiftUI
import Testing
import Vignette

/// A view preview with Apple's traits, as sebdam/FormulaOneForFree's views write them.
#Preview("With traits", traits: .fixedLayout(width: 182, height: 170), .portrait) {
    Text(verbatim: "traits")
}

/// The smaller names the fifth compatibility round built on the way (Docs/Compatibility.md, fifth round).
@Suite struct FifthRoundNamesTests {
    @Test func aPreviewWithTraitsIsRegisteredAsWithout() throws {
        let preview = try #require(Previews.all.first { $0.name == "With traits" })
        #expect(preview.fileID.hasSuffix("/FifthRoundNamesTests.swift"))
        #expect(preview.line == 7)
    }

    @Test func aTimelineViewClosureOfSeveralStatementsTypeChecks() {
        var core = WidgetEnvironment(family: .systemSmall)
        core.date = Date(timeIntervalSince1970: 1_764_324_942)
        // Written as psychonautwiki-journal's EffectTimeline: a `let` before the view, no types given.
        let view = TimelineView(.everyMinute) { timeline in
            let seconds = Int(timeline.date.timeIntervalSince1970)
            Text(verbatim: "\(seconds)")
        }
        #expect(lower(view, in: EnvironmentValues(core: core)) == .words("1764324900"))
        let context: TimelineView<EveryMinuteTimelineSchedule, Text>.Context? = nil
        #expect(type(of: context) == TimelineViewDefaultContext?.self)
    }

    @Test func anEmptyUIImageIsOneTransparentPixelAndDataKeepsItsScale() throws {
        let empty = UIImage()
        #expect(empty.scale == 3)
        let pixels = try #require(empty.cgImage)
        #expect(pixels.width == 1 && pixels.height == 1 && pixels.rgba == [0, 0, 0, 0])
        let png = try #require(
            try Data(
                contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
                    .deletingLastPathComponent().deletingLastPathComponent()
                    .appendingPathComponent("Snapshots/LazyGridSnapshotTests/canvas.png")))
        #expect(UIImage(data: png, scale: 2)?.scale == 2)
        #expect(UIImage(data: Data("not a picture".utf8), scale: 2) == nil)
    }

    @Test func foundationNamesLinuxLacks() throws {
        #expect(NSEC_PER_SEC == 1_000_000_000 && NSEC_PER_MSEC == 1_000_000 && NSEC_PER_USEC == 1_000)
        #expect(USEC_PER_SEC == 1_000_000)
        let defaults = try #require(UserDefaults(suiteName: "vignette.fifth-round.tests"))
        defaults.setValue("Ferrari", forKey: "team")
        #expect(defaults.string(forKey: "team") == "Ferrari")
        defaults.setValue(nil, forKey: "team")
        #expect(defaults.object(forKey: "team") == nil)
        defaults.removePersistentDomain(forName: "vignette.fifth-round.tests")
    }

    @Test func lifecycleActionsAreAcceptedAndNeverRun() {
        nonisolated(unsafe) var ran = false
        let view = Text("a")
            .onAppear { ran = true }
            .onDisappear { ran = true }
            .onChange(of: 1) { _ in ran = true }
            .onChange(of: 2, initial: true) { _, _ in ran = true }
            .onChange(of: 3, initial: true) { ran = true }
        #expect(Lowering.node(view) == Lowering.node(Text("a")))
        #expect(!ran)
    }
}

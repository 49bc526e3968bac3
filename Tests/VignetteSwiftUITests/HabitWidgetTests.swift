import Foundation
import Testing
import Vignette
import VignetteCairo
import WidgetKit

/// A template-style widget (Habit/) compiles unchanged and renders through the core paths.
@Suite struct HabitWidgetTests {
    static let fonts = try! FontLibrary.standard()
    let engine = try! PangoTextEngine(fonts: Self.fonts)
    let renderer = try! CairoRenderer(fonts: Self.fonts)
    let device = try! DeviceCatalog.standard.device(id: "iphone-16-pro-max")
    let habit = WidgetDefinition(HabitWidget())

    @Test func theAvailableBranchLowersWithTheTertiaryFillAsWidgetBackground() throws {
        // The provider dates its entries from `Date()`, which reads the render clock while it runs
        // (Docs/Time.md): its first entry (streak 3) is the one in force.
        let content = try habit.content(WidgetEnvironment(family: .systemSmall, date: .distantFuture))
        let badge = Column(alignment: .leading, spacing: 4) {
            Symbol("flame.fill").foregroundStyle(.orange)
            Words("3").font(.system(size: 40, weight: .bold, design: .rounded))
            Words("days").font(.footnote).foregroundStyle(.secondaryLabel)
        }
        #expect(content == badge.widgetBackground(.system(.tertiarySystemFill)))
    }

    @Test func rendersEverySupportedFamilyLightAndDark() throws {
        #expect(habit.id == "HabitWidget" && habit.displayName == "Streak")
        #expect(habit.families == [.systemSmall, .systemMedium])
        for family in habit.families {
            var drawn: Set<Data> = []
            for appearance in [Appearance.light, .dark] {
                let spec = WidgetRenderSpec(
                    family: family, device: device, appearance: appearance, date: .distantFuture)
                let prepared = try habit.prepare(spec, textEngine: engine, resources: .files())
                drawn.insert(try renderer.png(prepared.displayList, scale: Double(prepared.pixelScale)))
                #expect(prepared.layout.allNodes.contains { $0.lines == ["days"] }, "\(family) \(appearance)")
            }
            #expect(drawn.count == 2, "\(family): light and dark differ")
        }
    }
}

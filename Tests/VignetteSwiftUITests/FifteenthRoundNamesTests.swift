import Foundation
import SwiftUI
import Testing
import Vignette

extension EnvironmentValues {
    /// A value with a default, as TimeMachine's `@Entry var timeMachine` and HealthVaults' entries are written.
    @Entry var roundLabel: String = "plain"
    /// An optional written with no initial value: `nil` by default.
    @Entry var roundNote: String?
    /// No written type, as TimeMachine's `@Entry var timeMachineViewHeaderFontWeight = Font.Weight.semibold`.
    @Entry var roundCount = 3
}

/// Reads both entries and whether controls are enabled.
private struct EntryReader: View {
    @Environment(\.roundLabel) private var label
    @Environment(\.roundNote) private var note
    @Environment(\.isEnabled) private var isEnabled

    var body: some View {
        VStack {
            Text(label)
            Text(note ?? "no note")
            Text(isEnabled ? "enabled" : "disabled")
        }
    }
}

/// Names the fifteenth round's repositories reach for (Docs/Compatibility.md, "Fifteenth round"): `@Entry`
/// (daneden/TimeMachine, mohdfareed/health-bank), `EnvironmentValues.isEnabled` (TimeMachine), `.fill.quinary`
/// (PallavAg/mta-api-swiftui-widget).
@Suite struct FifteenthRoundNamesTests {
    static func lines(_ view: some View) -> [String] {
        Lowering.layout(Lowering.node(view.frame(width: 300, height: 100))).allNodes.compactMap(\.lines).flatMap { $0 }
    }

    @Test func anEntryReadsItsDefaultUntilAViewAboveSetsIt() {
        #expect(Self.lines(EntryReader()) == ["plain", "no note", "enabled"])
        let set = EntryReader().environment(\.roundLabel, "set").environment(\.roundNote, "a note")
        #expect(Self.lines(set) == ["set", "a note", "enabled"])
        #expect(Self.lines(EntryReader().environment(\.isEnabled, false)) == ["plain", "no note", "disabled"])
    }

    @Test func eachEntryHasAKeyOfItsOwn() {
        var values = EnvironmentValues()
        values.roundLabel = "label"
        #expect(values.roundNote == nil)
        values.roundNote = "note"
        #expect(values.roundLabel == "label" && values.roundNote == "note")
        #expect(values.roundCount == 3)
        values.roundCount = 4
        #expect(values.roundCount == 4 && EnvironmentValues().roundCount == 3)
        #expect(EnvironmentValues().isEnabled)
    }

    @Test func theFifthLevelIsDrawnAsTheFourth() {
        #expect(FillShapeStyle.fill.quinary._paint == FillShapeStyle.fill.quaternary._paint)
        #expect(HierarchicalShapeStyle.quinary._paint == HierarchicalShapeStyle.quaternary._paint)
        #expect(HierarchicalShapeStyle.quinary._paint != HierarchicalShapeStyle.tertiary._paint)
    }
}

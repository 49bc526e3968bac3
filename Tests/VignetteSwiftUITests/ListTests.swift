import Foundation
import SwiftUI
import Testing
import Vignette

/// `List`, `Section` and the list row modifiers, drawn as a snapshot's first screenful in iOS's list
/// styles (Docs/SwiftUI/Lists.md). Laid out in a systemMedium widget: 332 × 138 pt of content from
/// (16, 16), so the list is narrower than 414 pt and its layout margin is 16 pt.
@Suite struct ListTests {
    static let medium = CGSize(width: 364, height: 170)

    static func layout<V: View>(_ view: V) -> LayoutResult {
        Lowering.layout(Lowering.node(view, family: .systemMedium), family: .systemMedium, size: medium)
    }

    /// The hairlines laid out: fills less than a point tall.
    static func separators(in layout: LayoutResult) -> [CGRect] {
        layout.allNodes.filter { $0.kind == .fill && $0.frame.height < 1 }.map(\.frame)
    }

    @Test func theDefaultStyleIsInsetGroupedCardsWith44PointRows() throws {
        let layout = Self.layout(List { ForEach(0..<4, id: \.self) { Text("Row \($0)") } })
        // The card starts 35 pt below the list's top (16 + 35 = 51), inset 16 pt; the text 20 pt further in.
        let first = try #require(Lowering.frame(ofText: "Row 0", in: layout))
        let second = try #require(Lowering.frame(ofText: "Row 1", in: layout))
        #expect(first.minX == 52, "\(first)")
        #expect(abs(first.midY - (51 + 22)) < 0.34, "\(first)")
        #expect(second.midY - first.midY == 44)
        // Hairlines (one pixel) between rows, from the text's leading edge to the card's trailing edge (332).
        let lines = Self.separators(in: layout)
        #expect(lines.count == 3)
        #expect(lines.allSatisfy { $0.minX == 52 && $0.maxX == 332 && abs($0.height - 1.0 / 3) < 0.01 }, "\(lines)")
        #expect(abs(lines[0].maxY - 95) < 0.01, "\(lines)")
        // The card is clipped to a rounded rectangle of the card's frame.
        let card = try #require(layout.allNodes.first { $0.kind == .clipShape && $0.frame.minX == 32 })
        #expect(card.frame.minY == 51 && card.frame.width == 300)
    }

    @Test func aSectionHeaderIsCapitalisedAboveTheCardAndAFooterBelow() throws {
        let layout = Self.layout(
            List {
                Section {
                    Text("Apples")
                } header: {
                    Text("Fruit")
                } footer: {
                    Text("Fresh")
                }
            })
        let header = try #require(Lowering.frame(ofText: "FRUIT", in: layout))
        let row = try #require(Lowering.frame(ofText: "Apples", in: layout))
        let footer = try #require(Lowering.frame(ofText: "Fresh", in: layout))
        #expect(header.minX == 52 && header.minY == 16 + 17, "\(header)")
        // Footnote text (a line of 18 pt or less), 7 pt above the card; the row 11 pt inside it.
        #expect(header.height < 19)
        // A 44 pt row, its text centred, 7 pt below the header; the footer 7 pt below the card.
        #expect(abs(row.midY - (header.maxY + 7 + 22)) < 0.34, "\(header) \(row)")
        #expect(footer.minX == 52 && abs(footer.minY - (row.midY + 22 + 7)) < 0.34, "\(row) \(footer)")
        // Only one row: no hairline.
        #expect(Self.separators(in: layout).isEmpty)
    }

    @Test func textCaseNilKeepsTheHeaderAsWritten() {
        let layout = Self.layout(List { Section("Fruit") { Text("Apples") } }.textCase(nil))
        #expect(Lowering.frame(ofText: "Fruit", in: layout) != nil)
        #expect(Lowering.frame(ofText: "FRUIT", in: layout) == nil)
    }

    @Test func aPlainListRunsEdgeToEdgeWithALineUnderEachRow() throws {
        let layout = Self.layout(List(0..<2) { Text("Row \($0)") }.listStyle(.plain))
        let first = try #require(Lowering.frame(ofText: "Row 0", in: layout))
        #expect(first.minX == 32 && abs(first.midY - (16 + 22)) < 0.34, "\(first)")
        let lines = Self.separators(in: layout)
        #expect(lines.count == 2 && lines.allSatisfy { $0.minX == 32 && $0.maxX == 348 }, "\(lines)")
    }

    @Test func rowModifiersChangeInsetsSeparatorsAndBackgrounds() throws {
        let layout = Self.layout(
            List {
                Text("A").listRowInsets(EdgeInsets(top: 0, leading: 4, bottom: 0, trailing: 0))
                Text("B").listRowSeparator(.hidden)
                Text("C").listRowBackground(Color.red.frame(width: 10))
            })
        // A's content starts 4 pt into the card (32 + 4); its hairline follows its leading inset.
        #expect(try #require(Lowering.frame(ofText: "A", in: layout)).minX == 36)
        let lines = Self.separators(in: layout)
        // B hides its separators: the one above it (A's) and the one below it are gone.
        #expect(lines.isEmpty, "\(lines)")
        #expect(layout.allNodes.contains { $0.kind == .fill && $0.frame.width == 10 })
    }

    @Test func aListTakesTheSpaceOfferedAndCutsWhatDoesNotFit() throws {
        let layout = Self.layout(List { ForEach(0..<20, id: \.self) { Text("Row \($0)") } })
        let clip = try #require(layout.allNodes.first { $0.kind == .clipShape && $0.frame.minX == 16 })
        #expect(clip.frame == CGRect(x: 16, y: 16, width: 332, height: 138))
        #expect(try #require(Lowering.frame(ofText: "Row 1", in: layout)).minY < 154)
    }

    @Test func hiddenContentBackgroundDropsTheGroupedBackground() {
        let shown = Self.layout(List { Text("A") })
        let hidden = Self.layout(List { Text("A") }.scrollContentBackground(.hidden))
        let full = { (layout: LayoutResult) in
            layout.allNodes.filter { $0.kind == .fill && $0.frame == CGRect(x: 16, y: 16, width: 332, height: 138) }
        }
        #expect(full(shown).count == 1 && full(hidden).isEmpty)
    }

    @Test func listOfDataIsAListOfAForEach() {
        struct Fruit: Identifiable {
            let id: Int
            let name: String
        }
        let fruit = [Fruit(id: 1, name: "Apple"), Fruit(id: 2, name: "Pear")]
        let byID = Self.layout(List(fruit, id: \.id) { Text($0.name) })
        let identifiable = Self.layout(List(fruit) { Text($0.name) })
        let loop = Self.layout(List { ForEach(fruit) { Text($0.name) } })
        #expect(byID == loop && identifiable == loop)
    }

    @Test func aSectionOutsideAListIsItsHeaderContentAndFooter() {
        let node = Lowering.node(
            VStack {
                Section {
                    Text("b")
                } header: {
                    Text("a")
                } footer: {
                    Text("c")
                }
            })
        #expect(
            node
                == Lowering.node(
                    VStack {
                        Text("a")
                        Text("b")
                        Text("c")
                    }))
    }

    @Test func sectionModifiersApplyToEachOfItsRows() throws {
        let layout = Self.layout(
            List {
                Section {
                    Text("A")
                    Text("B")
                }
                .listRowBackground(Color.red.frame(width: 12))
                .listSectionSeparator(.hidden)
                Section { Text("C") }
            }
            .listStyle(.plain))
        // Both rows of the first section get the background; the second section keeps the style's.
        #expect(layout.allNodes.filter { $0.kind == .fill && $0.frame.width == 12 }.count == 2)
        // A plain list rules off A (a row line) and C (its section's line), not B (a hidden section line).
        let lines = Self.separators(in: layout)
        let b = try #require(Lowering.frame(ofText: "B", in: layout))
        #expect(lines.count == 2 && !lines.contains { abs($0.maxY - (b.midY + 22)) < 0.5 }, "\(lines) \(b)")
    }

    @Test func aSectionInsideARowsStackDrawsItsViewsInTheRow() throws {
        let layout = Self.layout(List { HStack { Section("Inner") { Text("x") } } })
        #expect(Lowering.frame(ofText: "INNER", in: layout) != nil && Lowering.frame(ofText: "x", in: layout) != nil)
    }

    @Test func aCollapsedSectionShowsItsHeaderAlone() {
        let layout = Self.layout(
            List {
                Section(isExpanded: .constant(false)) {
                    Text("Hidden")
                } header: {
                    Text("Closed")
                }
                Section(isExpanded: .constant(true)) {
                    Text("Shown")
                } header: {
                    Text("Open")
                }
            })
        #expect(
            Lowering.frame(ofText: "CLOSED", in: layout) != nil && Lowering.frame(ofText: "Hidden", in: layout) == nil)
        #expect(Lowering.frame(ofText: "Shown", in: layout) != nil)
    }

    @Test func listStylesReference() throws {
        let widget = WidgetDefinition(id: "listStyles", displayName: "List styles", families: [.systemMedium]) { _ in
            Lowering.node(
                HStack(spacing: 8) {
                    List {
                        Section("Plain") {
                            Text("Alpha")
                            Text("Beta")
                        }
                    }
                    .listStyle(.plain)
                    List {
                        Text("Grouped")
                        Text("Rows")
                    }
                    .listStyle(.grouped)
                })
        }
        try LazyGridSnapshotTests.expectReference(widget, named: "listStyles")
    }

    @Test func aRowLedByAnIconHasItsSeparatorUnderTheText() throws {
        let layout = Self.layout(
            List {
                Label("Run", systemImage: "figure.run")
                HStack {
                    Image(systemName: "star")
                    Text("Starred")
                }
                Text("Last").alignmentGuide(.listRowSeparatorLeading) { $0[.leading] }
            })
        let run = try #require(Lowering.frame(ofText: "Run", in: layout))
        let starred = try #require(Lowering.frame(ofText: "Starred", in: layout))
        let lines = Self.separators(in: layout)
        #expect(lines.count == 2, "\(lines)")
        // Each line starts where its row's text starts (not at the icon, 52) and ends at the card's edge.
        #expect(abs(lines[0].minX - run.minX) < 0.34 && lines[0].minX > 60 && lines[0].maxX == 332, "\(lines) \(run)")
        #expect(abs(lines[1].minX - starred.minX) < 0.34 && lines[1].maxX == 332, "\(lines) \(starred)")
        #expect(abs(lines[0].maxY - (run.midY + 22)) < 0.5, "\(lines) \(run)")
        // The icons repeated for the lines are hidden: VoiceOver reads each row once.
        let labels = layout.accessibilityElements().map(\.label)
        #expect(labels.filter { $0 == "Run" }.count == 1 && labels.filter { $0 == "Starred" }.count == 1, "\(labels)")
        #expect(labels.count == 4, "\(labels)")
    }

    @Test func listModifiersReference() throws {
        let widget = WidgetDefinition(id: "listModifiers", displayName: "List rows", families: [.systemMedium]) { _ in
            Lowering.node(
                HStack(spacing: 8) {
                    List {
                        Text("Inset style")
                        Text("No line below").listRowSeparator(.hidden, edges: .bottom)
                        Text("Tight").listRowInsets(EdgeInsets(top: 0, leading: 6, bottom: 0, trailing: 6))
                    }
                    .listStyle(.inset)
                    List {
                        Section("Clear list") { Text("On indigo") }
                    }
                    .scrollContentBackground(.hidden)
                    .background(Color.indigo)
                })
        }
        try LazyGridSnapshotTests.expectReference(widget, named: "listModifiers")
    }

    @Test func listReference() throws {
        let widget = WidgetDefinition(id: "list", displayName: "List", families: [.systemMedium]) { _ in
            Lowering.node(
                List {
                    Section("Today") {
                        Label("Run 5 km", systemImage: "figure.run")
                        Text("Read")
                        Text("Water the plants").listRowBackground(Color.yellow.opacity(0.3))
                    }
                    Section("Later") { Text("Call home") }
                })
        }
        try LazyGridSnapshotTests.expectReference(widget, named: "list")
    }
}

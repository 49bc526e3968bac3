import AppIntents
import Foundation
import SwiftUI
import Testing
import Vignette
import VignetteCairo

private struct ToggleLight: AppIntent {
    static let title: LocalizedStringResource = "Toggle the light"
}

/// SwiftUI's accessibility modifiers lower to the core's, and the controls read as iOS reads them
/// (Docs/Accessibility.md).
@Suite struct AccessibilityTests {
    let engine = try! PangoTextEngine(fonts: Lowering.fonts)

    /// What VoiceOver reads in `view`, laid out in a 170 pt square with its pictures read from disk.
    func transcript<V: SwiftUI.View>(_ view: V) -> String {
        let node = Lowering.node(view)
        let layout = Layout.layout(
            node, in: CGSize(width: 170, height: 170), environment: Lowering.environment(),
            textEngine: engine, resources: try! ResourceResolver.files().resolve(node))
        return AccessibilityElement.transcript(layout.accessibilityElements())
    }

    @Test func theModifiersLowerToTheCores() {
        let view = Text("72°").accessibilityLabel("Temperature").accessibilityValue("72 degrees")
            .accessibilityHint(Text("Opens the forecast")).accessibilityAddTraits(.isHeader)
            .accessibilitySortPriority(1).accessibilityHidden(false)
        let core = Lowering.node(Text("72°")).accessibilityLabel("Temperature").accessibilityValue("72 degrees")
            .accessibilityHint("Opens the forecast").accessibilityAddTraits(.isHeader)
            .accessibilitySortPriority(1).accessibilityHidden(false)
        #expect(Lowering.node(view) == core)
        #expect(
            Lowering.node(VStack { Text("a") }.accessibilityElement(children: .combine))
                == Lowering.node(VStack { Text("a") }).accessibilityElement(children: .combine))
        #expect(Lowering.node(Text("a").accessibilityIdentifier("id")) == Lowering.node(Text("a")))
    }

    @Test func aTextLabelIsReadAsItShowsAtTheRenderClock() {
        let date = Date(timeIntervalSince1970: 1_795_420_800 + 110 * 60)  // 09:50 UTC, the default clock's day
        let label = Text(date, style: .time)
        // The label is the time as the text draws it ("9:50 AM", with the narrow space ICU puts
        // before AM), not a placeholder for the date.
        let shown = Lowering.layout(Lowering.node(label)).allNodes.first { $0.kind == .words }?.lines?.first
        #expect(shown?.hasPrefix("9:50") == true)
        #expect(transcript(Image(systemName: "clock").accessibilityLabel(label)) == "\"\(shown ?? "?")\" [isImage]\n")
    }

    @Test func controlsReadAsOneElementWithTheirTrait() {
        #expect(transcript(Button("Add", intent: ToggleLight())) == "\"Add\" [isButton, isStaticText]\n")
        #expect(
            transcript(Toggle("Lamp", isOn: true, intent: ToggleLight()))
                == "\"Lamp\" value \"on\" [isButton, isToggle, isStaticText]\n")
        #expect(
            transcript(Link("Docs", destination: URL(string: "https://example.com")!))
                == "\"Docs\" [isLink, isStaticText]\n")
        // A label reads its title; its icon alone reads the symbol.
        #expect(transcript(Label("Inbox", systemImage: "star")) == "\"Inbox\" [isStaticText]\n")
        #expect(transcript(Label("Inbox", systemImage: "star").labelStyle(.iconOnly)) == "\"star\" [isImage]\n")
    }

    @Test func assetImagesReadTheirNameOrLabelAndDecorativeOnesNothing() {
        AssetLibrary.$overridingFolders.withValue([AssetFixtures.folder]) {
            #expect(transcript(Image("Badge")) == "\"Badge\" [isImage]\n")
            #expect(transcript(Image("Badge", label: Text("Gold medal"))) == "\"Gold medal\" [isImage]\n")
            #expect(transcript(Image(decorative: "Badge")) == "")
            // Decorative stays hidden even when given a label, as in SwiftUI.
            #expect(transcript(Image(decorative: "Badge").accessibilityLabel("Medal")) == "")
        }
    }

    @Test func theRenderSettingsAreInTheEnvironment() {
        var core = WidgetEnvironment(family: .systemSmall)
        core.legibilityWeight = .bold
        core.colorSchemeContrast = .increased
        let values = EnvironmentValues(core: core)
        #expect(values.legibilityWeight == .bold)
        #expect(values.colorSchemeContrast == .increased)
        #expect(EnvironmentValues(core: WidgetEnvironment()).legibilityWeight == .regular)
    }
}

import Foundation
import SwiftUI
import Testing
import Vignette

/// A capsule of the tint around the label, smaller when pressed, as Numi2/goer's `GlassButtonStyle` is written.
private struct PillStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .padding(.horizontal, 20)
            .padding(.vertical, 14)
            .background(Capsule().fill(configuration.role == .destructive ? Color.red : Color.blue))
            .scaleEffect(configuration.isPressed ? 0.95 : 1.0)
    }
}

/// A custom `ButtonStyle` draws each button under it with its `makeBody(configuration:)`: the label, the role,
/// never pressed (Docs/SwiftUI/Controls.md, "A button style of your own").
@Suite struct ButtonStyleTests {
    static func pills(_ view: some View) -> [CGRect] {
        Lowering.layout(Lowering.node(view.frame(width: 300, height: 100))).allNodes.filter { $0.kind == .pill }.map(
            \.frame)
    }

    @Test func theStylesBodyIsTheButtonUnpressed() throws {
        let button = Button("Start") {}.buttonStyle(PillStyle())
        let text = Lowering.layout(Lowering.node(Text("Start").frame(width: 300, height: 100)))
        let label = try #require(text.allNodes.first { $0.kind == .words }?.frame)
        let pills = Self.pills(button)
        try #require(pills.count == 1, "\(pills)")
        // The label's size plus the style's padding, unscaled (isPressed is false), centred.
        #expect(abs(pills[0].width - (label.width + 40)) < 0.01 && abs(pills[0].height - (label.height + 28)) < 0.01)
        let words = try #require(
            Lowering.layout(Lowering.node(button.frame(width: 300, height: 100))).allNodes.first {
                $0.kind == .words
            }?.frame)
        #expect(abs(pills[0].midX - words.midX) < 0.01 && abs(pills[0].midY - words.midY) < 0.01)
        // No tint or platter of the built-in styles is added: the same shapes and text as the body written out.
        let written = Text("Start").padding(.horizontal, 20).padding(.vertical, 14).background(
            Capsule().fill(Color.blue)
        )
        .scaleEffect(1.0)
        #expect(Self.drawn(button) == Self.drawn(written))
    }

    static func drawn(_ view: some View) -> [NodeKind] {
        let kinds: [NodeKind] = Lowering.layout(Lowering.node(view.frame(width: 300, height: 100))).allNodes.map(\.kind)
        return kinds.filter { (kind: NodeKind) -> Bool in kind != .frame && kind != .padding && kind != .background }
    }

    @Test func theStyleReceivesTheRoleAndIsNeverPressed() throws {
        struct Naming: ButtonStyle {
            func makeBody(configuration: Configuration) -> some View {
                Text("\(configuration.role == .destructive ? "destructive" : "none"), \(configuration.isPressed)")
            }
        }
        func lines(_ view: some View) -> [String] {
            Lowering.layout(Lowering.node(view.frame(width: 300, height: 100))).allNodes.compactMap(\.lines).flatMap {
                $0
            }
        }
        #expect(
            lines(Button(role: .destructive, action: {}, label: { Text("Delete") }).buttonStyle(Naming()))
                == ["destructive, false"])
        #expect(lines(Button("Keep") {}.buttonStyle(Naming())) == ["none, false"])
    }

    @Test func aBuiltInStyleInsideWins() {
        let inner = Button("Go") {}.buttonStyle(.borderedProminent).buttonStyle(PillStyle())
        #expect(Lowering.node(inner) == Lowering.node(Button("Go") {}.buttonStyle(.borderedProminent)))
        // And the custom style inside a built-in one is drawn.
        let outer = Button("Go") {}.buttonStyle(PillStyle()).buttonStyle(.borderedProminent)
        #expect(Lowering.node(outer) != Lowering.node(Button("Go") {}.buttonStyle(.borderedProminent)))
    }
}

/// Re-record after an intended change: `VIGNETTE_RECORD=all swift test --filter ButtonStyleSnapshotTests`,
/// look at the new PNG, commit it.
@Suite struct ButtonStyleSnapshotTests {
    static let widget = WidgetDefinition(id: "button-style", displayName: "Buttons", families: [.systemMedium]) { _ in
        Lowering.node(
            VStack(spacing: 12) {
                Button("Start") {}
                Button(role: .destructive, action: {}, label: { Label("Stop", systemImage: "stop.fill") })
                Button("Plain") {}.buttonStyle(.plain).foregroundStyle(.gray)
            }
            .buttonStyle(PillStyle())
            .foregroundStyle(.white), family: .systemMedium)
    }

    @Test func customStyledButtons() throws {
        try LazyGridSnapshotTests.expectReference(
            Self.widget, named: "customStyledButtons", suite: "ButtonStyleSnapshotTests")
    }
}

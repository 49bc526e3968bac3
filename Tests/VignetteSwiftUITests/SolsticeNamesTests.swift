import Foundation
import SwiftUI
import Testing
import Vignette

/// A modifier written as daneden/Suite's `FloatingOverlayModifier` is: content margins inside `body(content:)`.
private struct MarginedModifier: ViewModifier {
    func body(content: Content) -> some View {
        content.contentMargins(.bottom, 40, for: .automatic).contentMargins(12, for: .scrollContent)
    }
}

/// Reads the scene phase and whether a refresh action is in the environment.
private struct PhaseReader: View {
    @Environment(\.scenePhase) private var scenePhase
    @Environment(\.refresh) private var refresh

    var body: some View {
        VStack {
            Text(scenePhase == .active ? "active" : "not active")
            Text(refresh == nil ? "no refresh" : "refresh")
        }
    }
}

/// An observable model, as TimeMachine's `TimeMachine` is.
@Observable private final class Clock: @unchecked Sendable {
    var label = "now"
}

/// Binds a local `@Bindable` to a model, as `TimeMachineView.body` does, and writes through the binding.
private struct BindableWriter: View {
    let clock: Clock

    var body: some View {
        @Bindable var clock = self.clock
        let binding = $clock.label
        binding.wrappedValue = "written"
        return Text(clock.label).transition(.blurReplace)
    }
}

/// Counts the runs of a refresh action (none in a snapshot).
private final class RefreshCounter: @unchecked Sendable {
    var runs = 0
}

/// Names daneden/Solstice's widgets stop at (Docs/Compatibility.md, "Fifteenth round (tail15)"): daneden/Suite's
/// `contentMargins`, `safeAreaBar`, `scenePhase` and `refreshable`, daneden/TimeMachine's `DatePicker`,
/// `DatePickerComponents`, `labelsHidden`, `@Bindable` and `blurReplace`.
@Suite struct SolsticeNamesTests {
    static func layout(_ view: some View) -> LayoutResult {
        Lowering.layout(Lowering.node(view.frame(width: 300, height: 100)))
    }

    /// The frames of the first rectangle and the first text, from the 300 × 100 frame's top leading corner.
    static func rectAndWords(_ view: some View) throws -> (rect: CGRect, words: CGRect) {
        let nodes = layout(view).allNodes
        let box = try #require(nodes.first { $0.kind == .frame && $0.frame.size == CGSize(width: 300, height: 100) })
            .frame
        let rect = try #require(nodes.first { $0.kind == .rect }).frame.offsetBy(dx: -box.minX, dy: -box.minY)
        let words = try #require(nodes.first { $0.kind == .words }).frame.offsetBy(dx: -box.minX, dy: -box.minY)
        return (rect, words)
    }

    static func lines(_ view: some View) -> [String] {
        layout(view).allNodes.compactMap(\.lines).flatMap { $0 }
    }

    @Test func contentMarginsInAModifierDrawNothingDifferent() {
        let plain = Self.layout(Text("Sunrise").padding(4))
        let margined = Self.layout(Text("Sunrise").padding(4).modifier(MarginedModifier()))
        #expect(margined.allNodes.map(\.frame) == plain.allNodes.map(\.frame))
        #expect(ContentMarginPlacement.automatic != .scrollIndicators)
        let shaped = Self.layout(Text("Sunrise").padding(4).contentShape(ButtonBorderShape.automatic))
        #expect(shaped.allNodes.map(\.frame) == plain.allNodes.map(\.frame))
    }

    @Test func aSafeAreaBarInsetsTheViewByTheBarAndTheSpacing() throws {
        let (rect, bar) = try Self.rectAndWords(Rectangle().safeAreaBar(edge: .bottom, spacing: 10) { Text("Bar") })
        #expect(rect.minY == 0 && abs(rect.maxY + 10 - bar.minY) < 0.01 && abs(bar.maxY - 100) < 0.01)
        #expect(rect.width == 300 && abs(bar.midX - 150) < 0.5)
        let top = try Self.rectAndWords(
            Rectangle().safeAreaBar(edge: .top, alignment: .leading, spacing: 0) { Text("Bar") })
        #expect(top.words.minY == 0 && top.words.minX == 0 && abs(top.words.maxY - top.rect.minY) < 0.01)
        #expect(abs(top.rect.maxY - 100) < 0.01)
        let side = try Self.rectAndWords(Rectangle().safeAreaBar(edge: .trailing, spacing: 8) { Text("Bar") })
        #expect(side.rect.minX == 0 && abs(side.rect.maxX + 8 - side.words.minX) < 0.01)
        #expect(abs(side.words.maxX - 300) < 0.01 && abs(side.words.midY - 50) < 0.5)
    }

    @Test func theScenePhaseIsActiveAndARefreshNeverRuns() {
        #expect(Self.lines(PhaseReader()) == ["active", "no refresh"])
        #expect(Self.lines(PhaseReader().environment(\.scenePhase, .background)) == ["not active", "no refresh"])
        let counter = RefreshCounter()
        #expect(Self.lines(PhaseReader().refreshable { counter.runs += 1 }) == ["active", "refresh"])
        #expect(counter.runs == 0)
        #expect(EnvironmentValues().scenePhase == .active && ScenePhase.background < .active)
    }

    @Test func aDatePickerShowsItsLabelAndTheComponentsItNames() {
        let date = Date(timeIntervalSince1970: 1_796_000_000)
        let day = date.formatted(date: .abbreviated, time: .omitted)
        let time = date.formatted(date: .omitted, time: .shortened)
        let both: DatePickerComponents = [.date, .hourAndMinute]
        #expect(
            both.contains(.date) && both.contains(.hourAndMinute) && !DatePickerComponents.date.contains(.hourAndMinute)
        )
        #expect(Self.lines(DatePicker(selection: .constant(date)) { Text("When") }) == ["When", day, time])
        let dateOnly = DatePicker(selection: .constant(date), displayedComponents: .date) { Text("When") }
        #expect(Self.lines(dateOnly) == ["When", day])
        #expect(
            Self.lines(DatePicker("At", selection: .constant(date), displayedComponents: .hourAndMinute)) == [
                "At", time,
            ])
        #expect(Self.lines(VStack { dateOnly }.labelsHidden()) == [day])
    }

    @Test func aBindableMakesBindingsToTheModelsProperties() {
        let clock = Clock()
        let shown = Self.lines(BindableWriter(clock: clock))
        #expect(shown == ["written"])
        #expect(clock.label == "written")
        let binding = Bindable(clock).label
        binding.wrappedValue = "again"
        #expect(clock.label == "again" && binding.wrappedValue == "again")
    }
}

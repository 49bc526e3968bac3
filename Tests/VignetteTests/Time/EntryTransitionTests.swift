import Foundation
import Testing
import Vignette

/// The frames of an entry change: the spring's progress, the cross-fade, numeric text rolling
/// (characters compared from the end, the others sliding), identity text switching at once.
@Suite struct EntryTransitionTests {
    let engine = FixedAdvanceTextEngine()
    let size = CGSize(width: 100, height: 60)

    func list(_ text: String, _ transition: ContentTransition, y: CGFloat = 40) -> DisplayList {
        DisplayList(
            size: size,
            items: [
                .fill(Path(rect: CGRect(origin: .zero, size: size)), .color(RGBA(red: 0, green: 0, blue: 0.3))),
                .text(
                    TextRun(
                        text: text, font: .system(size: 20), origin: CGPoint(x: 10, y: y),
                        color: RGBA(red: 1, green: 1, blue: 1),
                        transition: transition)),
            ])
    }

    /// The runs of the old layer and of the new one (drawn at the progress's opacity).
    func layers(_ frame: DisplayList) -> (old: [TextRun], new: [TextRun], opacity: Double) {
        guard case .group(let old) = frame.items[0], case .group(let new) = frame.items[1] else { return ([], [], -1) }
        func runs(_ items: [DisplayItem]) -> [TextRun] {
            items.compactMap { if case .text(let run) = $0 { run } else { nil } }
        }
        return (runs(old.items), runs(new.items), new.opacity)
    }

    @Test func theSpringIsCriticallyDampedOverHalfASecond() {
        #expect(EntryTransition.springProgress(at: 0) == 0)
        // 1 − (1 + π)·e^(−π) at a quarter second (ωt = π).
        #expect(abs(EntryTransition.springProgress(at: 0.25) - (1 - (1 + Double.pi) * exp(-Double.pi))) < 1e-12)
        #expect(abs(EntryTransition.springProgress(at: 0.25) - 0.8210) < 1e-4)
        // Within 1/1000 of the end between 0.73 and 0.74 s (ωt ≈ 9.23).
        #expect(EntryTransition.springProgress(at: 0.74) > 0.999)
        #expect(EntryTransition.springProgress(at: 0.73) < 0.999)
    }

    @Test func plainTextCrossFades() {
        let frame = EntryTransition(from: list("5°", .opacity), to: list("4°", .opacity)).frame(
            at: 0.3, textEngine: engine)
        let (old, new, opacity) = layers(frame)
        #expect(opacity == 0.3)
        #expect(old.map(\.text) == ["5°"] && new.map(\.text) == ["4°"])
        #expect(old[0].origin == CGPoint(x: 10, y: 40) && new[0].origin == CGPoint(x: 10, y: 40))
    }

    @Test func numericTextRollsTheCharactersThatChange() {
        // "9°" → "10°": from the end, "°" stays, "9" becomes "0", and "1" is new.
        let frame = EntryTransition(from: list("9°", .numericText), to: list("10°", .numericText)).frame(
            at: 0.5, textEngine: engine)
        let (old, new, opacity) = layers(frame)
        #expect(opacity == 0.5)
        // Characters advance 10 pt at 20 pt; the roll is half the size (10 pt) times the progress.
        #expect(old.map(\.text) == ["9", "°"] && new.map(\.text) == ["1", "0", "°"])
        #expect(old[0].origin == CGPoint(x: 10, y: 35))  // leaving upwards: 40 − 0.5 × 10
        #expect(new[0].origin == CGPoint(x: 10, y: 45))  // arriving from below: 40 + 0.5 × 10
        #expect(new[1].origin == CGPoint(x: 20, y: 45))
        // "°" slides from x 20 to x 30, at the same place in both layers.
        #expect(old[1].origin == CGPoint(x: 25, y: 40) && new[2].origin == CGPoint(x: 25, y: 40))

        let down = EntryTransition(
            from: list("9°", .numericTextCountingDown), to: list("10°", .numericTextCountingDown))
        let (oldDown, newDown, _) = layers(down.frame(at: 0.5, textEngine: engine))
        #expect(oldDown[0].origin.y == 45 && newDown[0].origin.y == 35)
    }

    @Test func identityTextShowsTheNewTextAtOnce() {
        let frame = EntryTransition(from: list("12:05", .identity), to: list("12:06", .identity)).frame(
            at: 0.1, textEngine: engine)
        let (old, new, _) = layers(frame)
        #expect(old.map(\.text) == ["12:06"] && new.map(\.text) == ["12:06"])
    }

    @Test func linesOnAnotherBaselineAreNotPaired() {
        let frame = EntryTransition(from: list("9", .numericText, y: 40), to: list("8", .numericText, y: 50)).frame(
            at: 0.5, textEngine: engine)
        let (old, new, _) = layers(frame)
        #expect(old.map(\.origin) == [CGPoint(x: 10, y: 40)] && new.map(\.origin) == [CGPoint(x: 10, y: 50)])
    }

    @Test func theEndsAreTheEntries() {
        let transition = EntryTransition(from: list("9°", .numericText), to: list("10°", .numericText))
        #expect(layers(transition.frame(at: 0, textEngine: engine)).opacity == 0)
        #expect(layers(transition.frame(at: 1, textEngine: engine)).new.map(\.origin.y) == [40, 40, 40])
        #expect(layers(transition.frame(at: 7, textEngine: engine)).opacity == 1)
    }
}

import Foundation
import Testing
@testable import Vignette

/// Timers within an interval, 10:00–10:05 UTC on 2026-11-23. Expected strings follow Apple's
/// table for `SystemFormatStyle.Timer` (a five-minute countdown shows 5:00 at the start, 4:00 after
/// a minute, 0:30 after 4½ minutes, 0:00 at the end) and the `showsHours` parameter's description.
@Suite struct TimerTextTests {
    let start = Date(timeIntervalSince1970: 1_795_428_000)
    var fiveMinutes: ClosedRange<Date> { start...start.addingTimeInterval(300) }

    func at(_ seconds: TimeInterval, _ timer: TimerText) -> String {
        timer.string(now: start.addingTimeInterval(seconds))
    }

    @Test func countingDownFollowsApplesTable() {
        let timer = TimerText(interval: fiveMinutes)
        #expect([0, 60, 270, 300].map { at($0, timer) } == ["5:00", "4:00", "0:30", "0:00"])
    }

    @Test func countingUpStartsAtZero() {
        let timer = TimerText(interval: fiveMinutes, countsDown: false)
        #expect([0, 60, 270, 300].map { at($0, timer) } == ["0:00", "1:00", "4:30", "5:00"])
    }

    @Test func beforeAndAfterTheIntervalTheTimerWaitsAtItsEnds() {
        let down = TimerText(interval: fiveMinutes), up = TimerText(interval: fiveMinutes, countsDown: false)
        #expect(at(-600, down) == "5:00")
        #expect(at(3600, down) == "0:00")
        #expect(at(-600, up) == "0:00")
        #expect(at(3600, up) == "5:00")
    }

    @Test func aPausedTimerStopsAtThePause() {
        let timer = TimerText(interval: fiveMinutes, pauseTime: start.addingTimeInterval(100))
        #expect(at(50, timer) == "4:10")
        #expect(at(100, timer) == "3:20")
        #expect(at(250, timer) == "3:20")
    }

    @Test func hoursFoldIntoMinutesWhenNotShown() {
        let long = start...start.addingTimeInterval(5400)
        #expect(at(0, TimerText(interval: long)) == "1:30:00")
        #expect(at(0, TimerText(interval: long, showsHours: false)) == "90:00")
        #expect(at(5399, TimerText(interval: long, showsHours: false)) == "0:01")
    }

    @Test func anEmptyIntervalShowsZero() {
        #expect(at(0, TimerText(interval: start...start)) == "0:00")
    }

    @Test func theJSONFormRoundTripsAndChecksItsDates() throws {
        let node = Words(
            timerInterval: fiveMinutes, pauseTime: start.addingTimeInterval(60), countsDown: false,
            showsHours: false
        ).node
        #expect(try Node.decode(json: try node.jsonData()) == node)
        let json = #"{"type": "words", "timer": {"from": "2026-11-23T10:00:00Z", "to": "2026-11-23T10:05:00Z"}}"#
        #expect(try Node.decode(json: Data(json.utf8)) == Words(timerInterval: fiveMinutes).node)
        let backwards = #"{"type": "words", "timer": {"from": "2026-11-23T10:05:00Z", "to": "2026-11-23T10:00:00Z"}}"#
        #expect(throws: VignetteError.self) { try Node.decode(json: Data(backwards.utf8)) }
        do {
            _ = try Node.decode(json: Data(backwards.utf8), path: "t.json")
        } catch let error as VignetteError {
            #expect(error.message == "t.json: timer: a timer's 'from' must not be after its 'to'")
        }
    }
}

/// `Typeface.custom`: Dynamic Type scales it in proportion to its text style (SwiftUI's
/// `Font.custom(_:size:relativeTo:)`, body by default), or not at all with a fixed size.
@Suite struct CustomTypefaceTests {
    @Test func aCustomSizeGrowsInProportionToItsStyle() {
        // Body is 17 pt at Large and 23 pt at xxxLarge (Docs/WidgetFacts.md §5b).
        let face = Typeface.custom("Poppins", size: 20)
        #expect(face.scaled(to: .xxxLarge).size == 20.0 * 23 / 17)
        #expect(face.scaled(to: .large).size == 20)
        #expect(Typeface.custom("Poppins", size: 20, relativeTo: nil).scaled(to: .xxxLarge).size == 20)
        #expect(Typeface.custom("Poppins", size: 17).scaled(to: .xxxLarge).size == 23)
        #expect(face.scaled(to: .xxxLarge).family == "Poppins")
    }

    @Test func theFamilyIsInTheJSONForm() throws {
        let node = Words("a").font(.custom("Poppins-SemiBold", size: 14, relativeTo: .caption)).node
        #expect(try Node.decode(json: try node.jsonData()) == node)
        let empty = #"{"type": "words", "text": "a", "modifiers": [{"font": {"size": 12, "family": " "}}]}"#
        #expect(throws: VignetteError.self) { try Node.decode(json: Data(empty.utf8)) }
    }
}

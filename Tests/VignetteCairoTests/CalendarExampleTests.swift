import Foundation
import Testing
import Vignette
@testable import VignetteExamples

/// The calendar-agenda example: events at its moments, the month grid, and data errors.
@Suite struct CalendarExampleTests {
    let agenda: Agenda
    let calendar = exampleCalendar(CalendarAgendaWidget.definition.timeZone)

    init() throws { agenda = try Agenda.cached.get() }

    func state(_ hour: Int, _ minute: Int) -> AgendaState {
        AgendaState(
            at: ExampleChecks.date(CalendarAgendaWidget.definition.timeZone, day: 23, hour: hour, minute: minute),
            agenda: agenda, calendar: calendar)
    }

    @Test func eventsAtTheDemoMoments() {
        #expect(
            CalendarAgendaWidget.definition.moments.map(\.name) == ["morning", "in-meeting", "afternoon", "evening"])
        let morning = state(8, 10)
        #expect(morning.focus?.title == "Design review")
        #expect(morning.laterToday.count == 5)
        #expect(!morning.isOn(morning.focus!))

        let meeting = state(9, 50)
        #expect(meeting.focus?.title == "Design review" && meeting.isOn(meeting.focus!))
        #expect(AgendaWording.when(meeting.focus!, state: meeting, calendar) == "Now · until 10:30 AM")

        let afternoon = state(15, 20)
        #expect(afternoon.laterToday.map(\.title) == ["Prototype handoff", "Climbing"])
        #expect(afternoon.doneToday == 3)

        let evening = state(20, 30)
        #expect(evening.focus == nil)
        #expect(evening.tomorrow.map(\.title) == ["Grandma’s birthday", "Dentist", "Sprint planning", "Call Grandma"])
        #expect(evening.tomorrow.first?.isAllDay == true)
    }

    @Test func wording() {
        let items = state(8, 10).laterToday
        #expect(AgendaWording.range(items[0], calendar) == "9:30 – 10:30 AM")
        #expect(AgendaWording.range(items[2], calendar) == "12:30 – 1:30 PM")
        #expect(AgendaWording.weekday(items[0].start, calendar) == "MONDAY")
        #expect(AgendaWording.more(1) == "1 more event")
    }

    @Test func monthGridStartsOnSunday() {
        let weeks = MonthGrid.weeks(
            containing: ExampleChecks.date(CalendarAgendaWidget.definition.timeZone, day: 23, hour: 9, minute: 0),
            calendar: calendar)
        #expect(weeks.count == 5)  // November 2026 starts on a Sunday
        #expect(weeks[0] == [1, 2, 3, 4, 5, 6, 7])
        #expect(weeks[4] == [29, 30, nil, nil, nil, nil, nil])
    }

    @Test func everyFamilyBuildsAtEveryMoment() throws {
        try ExampleChecks.everyFamilyBuilds(CalendarAgendaWidget.definition.id, unsupported: .accessoryInline)
    }

    @Test func dataErrorsNameFileAndField() {
        func file(_ event: String, colour: String = "blue") -> String {
            #"{"calendars": [{"id": "work", "name": "Work", "color": "\#(colour)"}], "events": [\#(event)]}"#
        }
        let ok = #"{"title": "A", "calendar": "work", "start": "2026-11-23T09:00", "end": "2026-11-23T10:00"}"#
        let name = "calendar.json"
        #expect(ExampleChecks.decodeError(file(ok), as: Agenda.self, file: name) == nil)
        #expect(
            ExampleChecks.decodeError(file(ok, colour: "beige"), as: Agenda.self, file: name)?.message
                .hasPrefix("calendar.json: calendars[0].color: unknown colour 'beige'") == true)
        let unknown = ok.replacingOccurrences(of: #""work", "start""#, with: #""gym", "start""#)
        #expect(
            ExampleChecks.decodeError(file(unknown), as: Agenda.self, file: name)?.message
                == "calendar.json: events[0].calendar: unknown calendar 'gym'; known: work")
        let backwards = ok.replacingOccurrences(of: "T10:00", with: "T08:00")
        #expect(
            ExampleChecks.decodeError(file(backwards), as: Agenda.self, file: name)?.message
                == "calendar.json: events[0].end: the event ends before it starts")
        let noEnd = #"{"title": "A", "calendar": "work", "start": "2026-11-23T09:00"}"#
        #expect(
            ExampleChecks.decodeError(file(noEnd), as: Agenda.self, file: name)?.message
                == "calendar.json: events[0].end: missing; only all-day events may leave it out")
    }
}

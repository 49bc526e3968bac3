import Foundation
import Testing
import Vignette
@testable import VignetteExamples

/// The course-schedule example's state logic, at fixed instants in Asia/Shanghai.
@Suite struct CourseScheduleStateTests {
    let timetable: Timetable
    let calendar: Calendar

    init() throws {
        timetable = try Timetable.bundled()
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = CourseScheduleWidget.definition.timeZone
        self.calendar = calendar
    }

    func date(_ day: Int, _ hour: Int, _ minute: Int, _ second: Int = 0, month: Int = 11, year: Int = 2026) -> Date {
        calendar.date(
            from: DateComponents(year: year, month: month, day: day, hour: hour, minute: minute, second: second))!
    }

    func phase(_ date: Date) -> ScheduleState.Phase {
        ScheduleState(at: date, timetable: timetable, calendar: calendar).phase
    }

    @Test func demoMomentsCoverTheFiveStates() {
        let phases = CourseScheduleWidget.definition.moments.map { phase($0.date) }
        #expect(
            CourseScheduleWidget.definition.moments.map(\.name)
                == ["before-first", "starting-soon", "in-class", "ended", "tomorrow-preview"])
        #expect(phases[0] == .upcoming(next: 0))
        #expect(phases[1] == .startingSoon(next: 1, minutes: 10))
        #expect(phases[2] == .inClass(current: 1))
        #expect(phases[3] == .finished)
        #expect(phases[4] == .tomorrowPreview)
    }

    @Test func mondayHasFourClassesInOrder() {
        let state = ScheduleState(at: date(23, 7, 30), timetable: timetable, calendar: calendar)
        #expect(state.today.classes.map(\.course.name) == ["高等数学", "大学英语", "数据结构", "大学物理实验"])
        #expect(
            state.today.classes.map(\.timeRange)
                == ["08:00 – 09:35", "10:00 – 11:35", "14:00 – 15:35", "16:00 – 17:35"])
        #expect(state.today.classes.first?.session.room == "教三-201")
        #expect(state.focus?.course.name == "高等数学")
    }

    @Test func tomorrowPreviewShowsTuesday() {
        let state = ScheduleState(at: date(23, 21, 30), timetable: timetable, calendar: calendar)
        #expect(state.tomorrow.weekday == 2)
        #expect(state.focus?.course.name == "线性代数")
        #expect(state.following.map(\.course.name) == ["中国近现代史纲要", "体育（羽毛球）"])
    }

    @Test func fifteenMinuteBoundary() {
        #expect(phase(date(23, 9, 45, 0)) == .startingSoon(next: 1, minutes: 15))
        #expect(phase(date(23, 9, 44, 59)) == .upcoming(next: 1))
        #expect(phase(date(23, 7, 45, 0)) == .startingSoon(next: 0, minutes: 15))
        #expect(phase(date(23, 7, 44, 59)) == .upcoming(next: 0))
    }

    @Test func classStartAndEndInstants() {
        #expect(phase(date(23, 10, 0)) == .inClass(current: 1))
        #expect(phase(date(23, 11, 34, 59)) == .inClass(current: 1))
        #expect(phase(date(23, 11, 35)) == .upcoming(next: 2))
        #expect(phase(date(23, 17, 35)) == .finished)
    }

    @Test func previewBoundaryAt21() {
        #expect(phase(date(23, 20, 59, 59)) == .finished)
        #expect(phase(date(23, 21, 0, 0)) == .tomorrowPreview)
        // A day without classes also turns to tomorrow at 21:00.
        #expect(phase(date(28, 20, 59)) == .noClassesToday)
        #expect(phase(date(28, 21, 0)) == .tomorrowPreview)
    }

    @Test func weekNumbers() {
        #expect(timetable.week(containing: date(7, 0, 0, month: 9), calendar: calendar) == 1)
        #expect(timetable.week(containing: date(13, 23, 59, month: 9), calendar: calendar) == 1)
        #expect(timetable.week(containing: date(14, 0, 0, month: 9), calendar: calendar) == 2)
        #expect(timetable.week(containing: date(23, 10, 30), calendar: calendar) == 12)
        #expect(timetable.week(containing: date(10, 12, 0, month: 1, year: 2027), calendar: calendar) == 18)
        #expect(timetable.week(containing: date(11, 12, 0, month: 1, year: 2027), calendar: calendar) == nil)
        #expect(timetable.week(containing: date(6, 12, 0, month: 9), calendar: calendar) == nil)
        #expect(ScheduleWording.week(12) == "第12周")
    }

    @Test func sessionsOnlyMeetInTheirWeeks() {
        // 大学物理实验 runs in weeks 3-14; Monday of week 15 has three classes.
        let agenda = timetable.agenda(on: date(14, 9, 0, month: 12), calendar: calendar)
        #expect(agenda.week == 15)
        #expect(agenda.classes.map(\.course.name) == ["高等数学", "大学英语", "数据结构"])
    }

    @Test func dayWithNoClasses() {
        let state = ScheduleState(at: date(28, 10, 0), timetable: timetable, calendar: calendar)
        #expect(state.phase == .noClassesToday)
        #expect(state.today.classes.isEmpty)
        #expect(state.tomorrow.classes.isEmpty)
        #expect(state.nextClassDay?.weekday == 1)
        #expect(state.focus?.course.name == "高等数学")
        #expect(ScheduleWording.dayName(state.nextClassDay!, in: state) == "周一")
    }

    @Test func everyFamilyBuildsAtEveryDemoMoment() throws {
        let widget = try #require(Examples.all.first { $0.id == "course-schedule" })
        #expect(widget.families == [.systemSmall, .systemMedium, .systemLarge])
        for family in widget.families {
            for moment in CourseScheduleWidget.definition.moments {
                let environment = WidgetEnvironment(
                    family: family, date: moment.date,
                    timeZone: CourseScheduleWidget.definition.timeZone)
                #expect(try widget.content(environment) != .empty)
            }
        }
        #expect(throws: VignetteError.self) { try widget.content(WidgetEnvironment(family: .accessoryInline)) }
    }
}

/// Reading the timetable file: errors name the file and the bad field.
@Suite struct CourseScheduleDataTests {
    func decodeError(_ json: String, file: String = "course-schedule.json") -> VignetteError? {
        do {
            _ = try Timetable.decode(Data(json.utf8), file: file)
            return nil
        } catch {
            return error
        }
    }

    /// A valid file with one session, with `session` replacing parts of it.
    func file(session: String = #""course": "calculus", "weekday": 1, "start": "08:00", "end": "09:35""#) -> String {
        """
        {"semester": "test", "semesterStart": "2026-09-07", "weekCount": 18,
         "courses": [{"id": "calculus", "name": "高等数学", "teacher": "王建国", "color": "blue"}],
         "sessions": [{\(session), "room": "教三-201", "weeks": "1-16"}]}
        """
    }

    @Test func bundledFileDecodes() throws {
        let timetable = try Timetable.bundled()
        #expect(timetable.courses.count == 11)
        #expect(timetable.course(id: "history")?.compactName == "近代史纲要")
        #expect(timetable.course(id: "calculus")?.compactName == "高等数学")
        #expect(timetable.semesterStart == CalendarDay(year: 2026, month: 9, day: 7))
        #expect(decodeError(file()) == nil)
    }

    @Test func malformedFileNamesTheFile() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("broken-schedule-\(UUID()).json")
        try Data(#"{"semester": "test", "courses": ["#.utf8).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        do {
            _ = try Timetable.load(from: url)
            Issue.record("a malformed file decoded")
        } catch {
            guard case .invalidFile(let path, _, _) = error else {
                Issue.record("expected invalidFile, got \(error)")
                return
            }
            #expect(path == url.path)
            #expect(error.message.contains(url.lastPathComponent))
            // Malformed text is reported with its line and column (JSONSyntax.swift).
            #expect(error.message.contains(": line "), "\(error.message)")
        }
    }

    @Test func missingFileSaysSo() {
        let url = URL(fileURLWithPath: "/nonexistent/course-schedule.json")
        #expect(throws: VignetteError.self) { try Timetable.load(from: url) }
        do { _ = try Timetable.load(from: url) } catch {
            #expect(error.message.hasPrefix("cannot read /nonexistent/course-schedule.json"))
        }
    }

    @Test func badFieldsAreLocated() {
        let badTime = decodeError(file(session: #""course": "calculus", "weekday": 1, "start": "8am", "end": "09:35""#))
        #expect(badTime?.message.hasPrefix("course-schedule.json: sessions[0].start: expected a 24-hour time") == true)

        let unknownCourse = decodeError(
            file(session: #""course": "calc", "weekday": 1, "start": "08:00", "end": "09:35""#))
        #expect(
            unknownCourse
                == .invalidFile(
                    path: "course-schedule.json", location: "sessions[0].course",
                    reason: "unknown course 'calc'; known: calculus"))

        let backwards = decodeError(
            file(session: #""course": "calculus", "weekday": 1, "start": "10:00", "end": "09:35""#))
        #expect(backwards?.message == "course-schedule.json: sessions[0].end: class ends at 09:35 but starts at 10:00")

        let sunday0 = decodeError(
            file(session: #""course": "calculus", "weekday": 0, "start": "08:00", "end": "09:35""#))
        #expect(sunday0?.message.contains("sessions[0].weekday") == true)

        let missing = decodeError(#"{"semester": "test"}"#)
        #expect(missing?.message == "course-schedule.json: top level: missing key 'semesterStart'")
    }
}

import Foundation
import Vignette

/// `vignette timeline --widget ACTIVITY`: plays a Live Activity's scenario against the system's
/// limits and writes what the person saw, span by span (Docs/LiveActivities.md §4): a JSON story
/// and a filmstrip of the Lock Screen banner and the compact island for each span.
struct ActivityStoryRun {
    let activity: ActivityDefinition
    let device: Device
    let os: OSVersion
    let out: String
    /// The locale the frames are rendered in.
    var locale = LocaleNames.standard

    func run() throws {
        let clock = Self.clock(in: activity.timeZone)
        Progress.report("playing \(activity.id)'s scenario…")
        let story = try activity.simulate()
        let folder = try Output.makeFolder(out)
        let stem = "\(activity.id)_activity"
        try Output.write(
            try ActivityStoryJSON(story, activity: activity).encoded(),
            to: folder.appendingPathComponent("\(stem).json"))

        let toolkit = try Toolkit()
        let hasIsland = ActivityGeometry.of(device).island != nil
        var frames: [ActivityFilmstrip.Frame] = []
        for (index, span) in story.spans.enumerated() {
            Progress.report(
                "[\(index + 1)/\(story.spans.count)] rendering \(clock(span.from)): \(activity.states[span.state].name)"
            )
            func render(_ presentation: ActivityPresentation) throws -> DisplayList {
                let spec = ActivityRenderSpec(
                    presentation, device: device, os: os, appearance: .dark, scale: 2,
                    date: span.from, timeZone: activity.timeZone, locale: locale)
                return try activity.prepare(
                    spec, state: span.state, textEngine: toolkit.textEngine, resources: toolkit.resources
                )
                .displayList
            }
            frames.append(
                ActivityFilmstrip.Frame(
                    time: "\(clock(span.from)) – \(clock(span.to))",
                    caption: activity.states[span.state].name + (span.isStale ? " · stale" : "")
                        + (span.inIsland ? " · island and Lock Screen" : " · Lock Screen only"),
                    isStale: span.isStale, banner: try render(.lockScreen),
                    island: span.inIsland && hasIsland ? try render(.compact) : nil))
        }
        let title = "\(activity.displayName) · \(activity.id) · \(activity.timeZone.identifier) · \(device.name)"
        let strip = ActivityFilmstrip.displayList(
            frames, title: title, events: story.events.map { "\(clock($0.date))  \($0.what)" },
            textEngine: toolkit.textEngine)
        try Output.write(
            try toolkit.renderer.png(strip, scale: 2), to: folder.appendingPathComponent("\(stem)_filmstrip.png"))
        let ending =
            story.endedBySystem ? "ended by the system at \(clock(story.ended))" : "ended at \(clock(story.ended))"
        Console.print(
            "\(activity.id): \(activity.scenario.updates.count) updates, \(story.spans.count) spans, \(ending), "
                + "off the Lock Screen at \(clock(story.removed)); \(stem).json, \(stem)_filmstrip.png in \(folder.path)"
        )
    }

    /// Writes a date as "2026-11-23 10:00" in `timeZone`, with one formatter for the run.
    private static func clock(in timeZone: TimeZone) -> (Date) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = timeZone
        formatter.dateFormat = "yyyy-MM-dd HH:mm"
        return { formatter.string(from: $0) }
    }
}

/// The story as JSON: the spans with the state's name, and the events.
struct ActivityStoryJSON: Encodable {
    struct Span: Encodable {
        var from: Date, to: Date, state: String, stale: Bool, island: Bool, lockScreen: Bool
    }
    struct Event: Encodable {
        var date: Date, what: String
    }
    var activity: String
    var ended: Date
    var endedBySystem: Bool
    var removed: Date
    var spans: [Span]
    var events: [Event]

    init(_ story: ActivityStory, activity: ActivityDefinition) {
        self.activity = activity.id
        ended = story.ended
        endedBySystem = story.endedBySystem
        removed = story.removed
        spans = story.spans.map {
            Span(
                from: $0.from, to: $0.to, state: activity.states[$0.state].name, stale: $0.isStale,
                island: $0.inIsland, lockScreen: $0.onLockScreen)
        }
        events = story.events.map { Event(date: $0.date, what: $0.what) }
    }

    func encoded() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .iso8601
        return try encoder.encode(self)
    }
}

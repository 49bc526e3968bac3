import Foundation
import Vignette

/// The marks of `vignette preview`'s time slider for one widget of a catalogue: the local times
/// (`HH:mm`) at which the entry on screen changes through the day that `render --at HH:MM` draws,
/// as the timeline simulator plays the widget's provider; the sample moments when the widget has
/// no provider. Worked out where the widgets are: in `vignette` for the examples, in the package's
/// executable (`preview-worker`) for a package's.
public struct DayMarks: Codable, Sendable, Equatable {
    /// `HH:mm`, sorted, each once.
    public var marks: [String]
    /// Why there are no entry marks, for the page; nil when they are the provider's entries.
    public var note: String?

    /// Marks as given, with the note that explains their absence.
    public init(marks: [String], note: String?) {
        self.marks = marks
        self.note = note
    }

    /// The marks of widget `id` in `catalog` (an unknown id has none, with a note saying so).
    public static func of(_ id: String, in catalog: WidgetCatalog) -> DayMarks {
        guard let definition = catalog.definitions.first(where: { $0.id == id }) else {
            return DayMarks(marks: [], note: "no widget \(id) in \(catalog.name)")
        }
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = definition.timeZone
        formatter.dateFormat = "HH:mm"
        // The day `render --at HH:MM` uses: the first sample moment's, else today.
        let day = definition.moments.first?.date ?? Date()
        var dates = definition.moments.map(\.date)
        var note: String?
        if let timeline = catalog.timelines.first(where: { $0.kind == id }) {
            do {
                let result = try timeline.simulate(timeline.scenario(day: day))
                var calendar = Calendar(identifier: .gregorian)
                calendar.timeZone = definition.timeZone
                dates = result.frames.map(\.entryDate).filter { calendar.isDate($0, inSameDayAs: day) }
            } catch {
                note = "the timeline simulation failed (\(error)); the marks are the widget's previews"
            }
        } else {
            note =
                dates.isEmpty
                ? "no timeline provider and no previews: the slider steps through every minute"
                : "no timeline provider: the marks are the widget's previews"
        }
        var seen = Set<String>()
        let marks = dates.sorted().map { formatter.string(from: $0) }.filter { seen.insert($0).inserted }
        if marks.isEmpty && note == nil {
            note = "the provider's timeline has no entry on this day: the slider steps through every minute"
        }
        return DayMarks(marks: marks, note: note)
    }
}

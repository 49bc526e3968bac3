import Foundation
import VignetteFoundation
import SwiftUI
import Vignette

/// A widget's `#Preview(as:…)` entries as the command line renders them: each entry is a
/// named moment of the widget's definition, rendered at its own date, as Xcode's canvas shows
/// a preview's timeline entry by entry (Docs/SwiftUI/Previews.md).
struct PreviewMoments: @unchecked Sendable {
    /// One entry of one preview.
    struct Item {
        let moment: WidgetDefinition.Moment
        let entry: any TimelineEntry
    }

    let items: [Item]

    /// The entries of every widget preview of `typeName`, in file and line order. Entries that
    /// share a date (a timeline written with `.now`) are a millisecond apart, so each has its
    /// own moment; a preview whose provider fails is left out (its render shows the failure).
    init(typeName: String?) {
        var items: [Item] = []
        var last: Date?
        let previews = Previews.widgets.filter { $0.widgetTypeName == typeName }
        for (number, preview) in previews.enumerated() {
            let entries = WallClock.frozen(at: WallClock.previewClock) { preview.entries }
            for (index, entry) in entries.enumerated() {
                var date = entry.date
                if let last, date <= last { date = last.addingTimeInterval(0.001) }
                last = date
                let name =
                    Self.fileSafe(preview.name ?? (previews.count > 1 ? "preview-\(number + 1)" : "preview"))
                    + (entries.count > 1 ? "-\(index + 1)" : "")
                items.append(Item(moment: WidgetDefinition.Moment(name: name, date: date), entry: entry))
            }
        }
        self.items = items
    }

    var moments: [WidgetDefinition.Moment] { items.map(\.moment) }

    /// A preview's name as file names carry moments: "Full Moon" → "full-moon".
    static func fileSafe(_ name: String) -> String {
        let words = name.lowercased().split { !($0.isLetter || $0.isNumber) }
        return words.isEmpty ? "preview" : words.joined(separator: "-")
    }

    /// `description` drawing the preview entry whose moment is the render clock, and otherwise
    /// (another `--at`) asking the provider as usual.
    func applied(to description: _WidgetDescription) -> _WidgetDescription {
        guard !items.isEmpty, let draw = description.drawEntry else { return description }
        var previewed = description
        let original = description.content
        previewed.content = { request in
            let now = request.environment.core.date
            if let item = items.first(where: { $0.moment.date == now }) {
                return try draw(item.entry, request)
            }
            return try original(request)
        }
        return previewed
    }
}

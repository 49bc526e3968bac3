import Foundation
import SwiftUI
import Vignette

/// Draws an entry given as `Any` with a configuration's content closure, failing naming both
/// types when the entry is not the provider's entry type.
func drawing<Entry, Content: View>(_ content: @escaping (Entry) -> Content) -> (Any, RenderRequest) throws -> Node {
    { entry, request in
        guard let entry = entry as? Entry else {
            throw WidgetKitError.previewEntryMismatch(expected: "\(Entry.self)", given: "\(type(of: entry))")
        }
        return lower(content(entry), in: request.environment)
    }
}

extension WidgetDefinition {
    /// A definition that draws entry `entryIndex` of a widget preview (`#Preview(as:…)`) with the
    /// widget's content closure, in the preview's family only; no provider is asked.
    public init(
        preview: RegisteredPreview, entryIndex: Int = 0, id: String? = nil,
        timeZone: TimeZone = TimeZone(identifier: "UTC")!
    ) throws {
        guard let widget = preview.makeWidget(), let family = preview.family else {
            throw WidgetKitError.notAWidgetPreview(name: preview.name ?? "\(preview.fileID):\(preview.line)")
        }
        let entries = preview.entries
        guard entries.indices.contains(entryIndex) else {
            throw WidgetKitError.previewEntryOutOfRange(index: entryIndex, count: entries.count)
        }
        let description = onMainActor(widget) { $0.body._description }
        guard let draw = description.drawEntry else { throw WidgetKitError.bundleIsNotAWidget }
        let entry = UncheckedBox(value: entries[entryIndex])
        var previewed = description
        previewed.families = [family]
        previewed.content = { request in try draw(entry.value, request) }
        self.init(
            describing: { previewed }, id: id ?? preview.name ?? description.kind, timeZone: timeZone,
            moments: [], entry: .timeline, providerTimeout: 10)
    }
}

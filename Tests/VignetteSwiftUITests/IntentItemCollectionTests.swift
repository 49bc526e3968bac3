import AppIntents
import Foundation
import SwiftUI
import Testing
import Vignette
@testable import WidgetKit

private struct NoteEntity: AppEntity {
    let id: String
    let owner: String
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Note"
    static let defaultQuery = NoteQuery()
    var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(id)") }
}

/// Suggestions in sections by owner, as geoje/Keep's query returns them.
private struct NoteQuery: EntityQuery {
    func entities(for identifiers: [String]) async throws -> [NoteEntity] { [] }
    func suggestedEntities() async throws -> IntentItemCollection<NoteEntity> {
        IntentItemCollection(sections: [
            IntentItemSection("ana@example.com", items: [IntentItem(NoteEntity(id: "groceries", owner: "ana"))]),
            IntentItemSection(
                "bo@example.com", items: [NoteEntity(id: "ideas", owner: "bo"), NoteEntity(id: "trips", owner: "bo")]),
        ])
    }
}

private struct NoteIntent: WidgetConfigurationIntent {
    static var title: LocalizedStringResource { "Note" }
    @Parameter(title: "Note", optionsProvider: NoteQuery()) var note: NoteEntity?
}

private struct NoteWidget: Widget {
    var body: some WidgetConfiguration {
        AppIntentConfiguration(kind: "note", intent: NoteIntent.self, provider: Provider()) { _ in Text("Note") }
            .configurationDisplayName(NoteIntent.title)
            .description(LocalizedStringResource("Quick access to one of your notes"))
    }

    struct Provider: AppIntentTimelineProvider {
        func placeholder(in context: Context) -> SimpleEntry { SimpleEntry(date: .now) }
        func snapshot(for configuration: NoteIntent, in context: Context) async -> SimpleEntry {
            placeholder(in: context)
        }
        func timeline(for configuration: NoteIntent, in context: Context) async -> Timeline<SimpleEntry> {
            Timeline(entries: [placeholder(in: context)], policy: .never)
        }
    }

    struct SimpleEntry: TimelineEntry { let date: Date }
}

/// A query's suggestions in `IntentItemCollection` sections, and gallery texts from `LocalizedStringResource`.
struct IntentItemCollectionTests {
    @Test func suggestionsInSectionsAreListedInOrder() async throws {
        let collection = try await NoteQuery().suggestedEntities()
        #expect(collection.items.map(\.id) == ["groceries", "ideas", "trips"], "every section's values, flattened")
        #expect(collection.sections.map { $0.title?.key } == ["ana@example.com", "bo@example.com"])
        #expect(try await NoteEntity._intentChoices()?.map(\.value) == ["groceries", "ideas", "trips"])
    }

    @Test func theGalleryTextsComeFromResources() {
        let widget = NoteWidget()
        #expect(widget.body._description.displayName == "Note")
        #expect(widget.body._description.summary == "Quick access to one of your notes")
    }
}

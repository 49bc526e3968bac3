import CoreData
import Foundation
import SwiftUI
import Testing
import Vignette
@testable import WidgetKit

private final class Chore: NSManagedObject {}

private struct CountEntry: TimelineEntry {
    let date: Date
    let open: Int
}

/// The provider widget code commonly writes: a shared container, a fetch, and 0 when it fails.
private struct CountProvider: TimelineProvider {
    func placeholder(in context: Context) -> CountEntry { CountEntry(date: .now, open: 3) }
    func getSnapshot(in context: Context, completion: @escaping (CountEntry) -> Void) {
        completion(placeholder(in: context))
    }
    func getTimeline(in context: Context, completion: @escaping (Timeline<CountEntry>) -> Void) {
        let container = NSPersistentContainer(name: "Tasks")
        container.loadPersistentStores { _, error in if let error { fatalError("\(error)") } }
        let request = NSFetchRequest<Chore>(entityName: "Chore")
        request.predicate = NSPredicate(value: true)
        let open = (try? container.viewContext.fetch(request).count) ?? 0
        completion(Timeline(entries: [CountEntry(date: .now, open: open)], policy: .atEnd))
    }
}

private struct CountWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "tasks", provider: CountProvider()) { Text("\($0.open) open") }
    }
}

/// Core Data's stores load empty; fetches, counts and saves fail naming CoreData and the call.
struct CoreDataTests {
    @Test func storesLoadAndEveryFetchCountAndSaveFailsNamingTheCall() {
        let ((), uses) = UnavailableFramework.collecting {
            let container = NSPersistentCloudKitContainer(name: "Model")
            var loaded: [(any Error)?] = []
            container.loadPersistentStores { _, error in loaded.append(error) }
            #expect(loaded.count == 1 && loaded[0] == nil, "one store, loaded with no error")
            let context = container.newBackgroundContext()
            #expect(throws: UnavailableFramework.Failure.self) { try context.fetch(NSFetchRequest<Chore>()) }
            #expect(throws: UnavailableFramework.Failure.self) {
                try context.count(for: NSFetchRequest<Chore>(entityName: "Chore"))
            }
            do {
                try context.save()
                Issue.record("save should fail")
            } catch {
                #expect("\(error)" == "CoreData is not available on Linux: NSManagedObjectContext.save() did not run")
            }
        }
        #expect(
            uses.map(\.description) == [
                "CoreData (NSManagedObjectContext.fetch(NSFetchRequest<Chore>))",
                "CoreData (NSManagedObjectContext.count(for: NSFetchRequest<Chore>))",
                "CoreData (NSManagedObjectContext.save())",
            ])
    }

    @Test func aProviderThatCopesDrawsItsOwnEntry() throws {
        let drawn = try WidgetDefinition(CountWidget()).content(WidgetEnvironment(family: .systemSmall))
        #expect(Lowering.frame(ofText: "0 open", in: Lowering.layout(drawn)) != nil, "the entry it made: 0 open")
    }
}

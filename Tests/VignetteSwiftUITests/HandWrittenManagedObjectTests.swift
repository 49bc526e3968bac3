import CoreData
import Foundation
import Testing
import Vignette
import VignetteFoundation

// A class and properties file as an app writes them with Xcode's "Manual/None" codegen, after the iOS
// reading (`@NSManaged` read as `@CDManaged`, IOSSourceReadingTests): the accessors are in an extension.
final class Basket: NSManagedObject {}

extension Basket {
    @CDManaged public var name: String?
    @CDManaged public var count: String
    @CDManaged public var isStaple: Bool
    @CDManaged public var aisle: Int16
    @CDManaged public var weight: Double
    @CDManaged public var dates: [Date]?
    @CDManaged public var shelf: Shelf?
}

final class Shelf: NSManagedObject {
    @CDManaged var label: String?
    @CDManaged var `default`: Bool
}

/// Hand-written `@NSManaged` properties, through CoreData's `@CDManaged` accessors.
struct HandWrittenManagedObjectTests {
    @Test func propertiesReadAndWriteTheObjectsValuesByKey() {
        let basket = Basket(context: NSManagedObjectContext(concurrencyType: .mainQueueConcurrencyType))
        let shelf = Shelf()
        basket.name = "waffles"
        basket.count = "2"
        basket.isStaple = true
        basket.aisle = 7
        basket.weight = 0.5
        basket.dates = [Date(timeIntervalSince1970: 0)]
        basket.shelf = shelf
        shelf.default = true
        #expect(basket.value(forKey: "name") as? String == "waffles")
        #expect(basket.value(forKey: "count") as? String == "2")
        #expect(basket.value(forKey: "isStaple") as? Bool == true)
        #expect(basket.value(forKey: "aisle") as? Int16 == 7)
        #expect(basket.value(forKey: "shelf") as? Shelf === shelf)
        #expect(shelf.value(forKey: "default") as? Bool == true, "the key is the name without backquotes")
        basket.setValue("tortillas", forKey: "name")
        #expect(basket.name == "tortillas" && basket.count == "2" && basket.isStaple && basket.aisle == 7)
        #expect(basket.weight == 0.5 && basket.dates == [Date(timeIntervalSince1970: 0)] && basket.shelf === shelf)
        basket.name = nil
        #expect(basket.value(forKey: "name") == nil && basket.name == nil, "nil removes the value")
    }

    @Test func propertiesNeverSetReadAsNilZeroAndFalse() {
        let basket = Basket()
        #expect(basket.name == nil && basket.dates == nil && basket.shelf == nil)
        #expect(basket.isStaple == false && basket.aisle == 0 && basket.weight == 0)
        #expect(Shelf().label == nil && Shelf().default == false)
    }

    @Test func aNonOptionalObjectNeverSetStopsNamingTheProperty() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = Basket().count
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(
            message.contains(
                "CoreData: Basket.count (@NSManaged, String) was never set; "
                    + "a non-optional property of this type has no value to read"), "\(message)")
    }

    @Test func anObjectIsAFormatArgumentPrintedAsItsDescription() {
        let shelf = Shelf()
        #expect(String(format: "%@", shelf) == shelf.description)
        let predicate = NSPredicate(format: "shelf = %@", shelf)
        let ((), uses) = UnavailableFramework.collecting { _ = predicate.evaluate(with: nil) }
        #expect(uses.map(\.description) == ["NSPredicate format strings (NSPredicate(format: \"shelf = %@\"))"])
    }
}

/// The store coordinator, store types and options, save notifications and file coordination that shared
/// persistence code names (rsarv3006/BasketBuddy's `Persistence.swift`, `CoreDataPublisher.swift`).
struct CoreDataStoreNamesTests {
    @Test func theCoordinatorHoldsNoStoreAndMovingOneFailsNamingCoreData() {
        let container = NSPersistentContainer(name: "ListApp")
        container.loadPersistentStores { _, _ in }
        let coordinator = container.persistentStoreCoordinator
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("ListApp.sqlite")
        #expect(coordinator === container.persistentStoreCoordinator)
        #expect(coordinator.persistentStores.isEmpty && coordinator.persistentStore(for: url) == nil)
        let store = NSPersistentStore(persistentStoreCoordinator: coordinator, configurationName: nil, at: url)
        let ((), uses) = UnavailableFramework.collecting {
            do {
                try coordinator.migratePersistentStore(store, to: url, options: nil, withType: NSSQLiteStoreType)
                Issue.record("the move should fail")
            } catch {
                #expect(
                    "\(error)"
                        == "CoreData is not available on Linux: "
                        + "NSPersistentStoreCoordinator.migratePersistentStore(to: ListApp.sqlite) did not run")
            }
        }
        #expect(uses.count == 1)
        #expect(store.type == "SQLite" && store.url == url)
    }

    @Test func storeTypesOptionsAndNotificationsHaveApplesValues() {
        #expect([NSSQLiteStoreType, NSInMemoryStoreType, NSBinaryStoreType] == ["SQLite", "InMemory", "Binary"])
        #expect(NSMigratePersistentStoresAutomaticallyOption == "NSMigratePersistentStoresAutomaticallyOption")
        #expect(NSInferMappingModelAutomaticallyOption == "NSInferMappingModelAutomaticallyOption")
        #expect(Notification.Name.NSManagedObjectContextDidSave.rawValue == "NSManagedObjectContextDidSaveNotification")
        #expect(
            Notification.Name.NSManagedObjectContextObjectsDidChange.rawValue
                == "NSManagedObjectContextObjectsDidChangeNotification")
        let description = NSPersistentStoreDescription(
            url: FileManager.default.temporaryDirectory.appendingPathComponent("ListApp.sqlite"))
        description.setOption(true as NSNumber, forKey: NSMigratePersistentStoresAutomaticallyOption)
        #expect(description.options[NSMigratePersistentStoresAutomaticallyOption] as? NSNumber == true)
    }

    @Test func aCoordinatedWriteRunsItsAccessorAtOnceWithTheURL() {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("old.sqlite")
        var given: [URL] = []
        var error: NSError?
        let coordinator = NSFileCoordinator(filePresenter: nil)
        coordinator.coordinate(writingItemAt: url, options: .forDeleting, error: &error) { given.append($0) }
        coordinator.coordinate(readingItemAt: url, error: nil) { given.append($0) }
        #expect(given == [url, url] && error == nil)
        #expect(NSFileCoordinator.WritingOptions.forDeleting.rawValue == 1)
        #expect(NSFileCoordinator.WritingOptions.contentIndependentMetadataOnly.rawValue == 16)
        #expect(NSFileCoordinator.ReadingOptions.forUploading.rawValue == 8)
    }
}

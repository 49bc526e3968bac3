import Foundation
import VignetteFoundation

/// A Core Data stack: on Linux there is no store, so loading "succeeds" with nothing in it and every
/// fetch or save through its contexts fails naming CoreData (Docs/Compatibility.md). Loading succeeds
/// because shared persistence code commonly traps on a load error, which would stop the render.
open class NSPersistentContainer: @unchecked Sendable {
    /// The model's name, as given.
    public let name: String
    /// The stores to load: one, at the default location, as Apple's container makes.
    open var persistentStoreDescriptions: [NSPersistentStoreDescription]
    /// The main-queue context.
    public let viewContext = NSManagedObjectContext(concurrencyType: .mainQueueConcurrencyType)
    /// The coordinator of the container's stores, which holds none here.
    public let persistentStoreCoordinator = NSPersistentStoreCoordinator()

    /// A container for the model named `name`, its one store `<name>.sqlite` in the class's
    /// `defaultDirectoryURL()` (a subclass's override moves it, as on Apple's; nothing is written there).
    public init(name: String) {
        self.name = name
        let folder = Self.defaultDirectoryURL()
        persistentStoreDescriptions = [
            NSPersistentStoreDescription(url: folder.appendingPathComponent("\(name).sqlite"))
        ]
    }

    /// The folder a container's stores go in by default: the user's Application Support folder, as
    /// Apple's. Open, as Apple's: an app's subclass overrides it to keep its store in the app group
    /// (pespinel/BusVal's `CustomPersistenceController`, Docs/Compatibility.md, tenth round).
    open class func defaultDirectoryURL() -> URL {
        FileManager.default.urls(for: .applicationSupportDirectory, in: .userDomainMask).first
            ?? URL(fileURLWithPath: NSTemporaryDirectory())
    }

    /// Calls `block` once per store description with no error: there is no store, so none fails to load.
    open func loadPersistentStores(
        completionHandler block: @escaping (NSPersistentStoreDescription, (any Error)?) -> Void
    ) {
        for description in persistentStoreDescriptions { block(description, nil) }
    }

    /// A new private-queue context.
    open func newBackgroundContext() -> NSManagedObjectContext {
        NSManagedObjectContext(concurrencyType: .privateQueueConcurrencyType)
    }

    /// Runs `block` with a new background context, at once.
    open func performBackgroundTask(_ block: @escaping (NSManagedObjectContext) -> Void) {
        block(newBackgroundContext())
    }
}

/// The container that mirrors its store to CloudKit: the same as `NSPersistentContainer` here.
open class NSPersistentCloudKitContainer: NSPersistentContainer, @unchecked Sendable {}

/// Where and how a store is kept.
open class NSPersistentStoreDescription: @unchecked Sendable {
    /// The store file.
    open var url: URL?
    /// The store type, `"SQLite"` as Apple's default.
    open var type = "SQLite"
    /// Options set by name.
    open private(set) var options: [String: NSObject] = [:]
    /// A description of the store at `url`.
    public init(url: URL) { self.url = url }
    /// A description with no location.
    public init() {}
    /// Sets `option` for `key`.
    open func setOption(_ option: NSObject?, forKey key: String) { options[key] = option }
}

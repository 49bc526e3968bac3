import Foundation
import SwiftUI

/// SwiftUI's `@FetchRequest`: the managed objects a view shows, fetched from the environment's
/// `managedObjectContext` as the view draws. With no store on Linux the results are empty, as a store
/// with no rows gives, and the view draws its empty state; a view is not a provider, so nothing is
/// recorded — as SwiftData's `@Query` (Docs/SwiftUI/SwiftData.md). The request is kept as given
/// (`FetchedResults.nsPredicate`, `nsSortDescriptors`). Found in pespinel/BusVal's widget view
/// (Docs/Compatibility.md, "Tenth round (sdkpkgs)").
@propertyWrapper public struct FetchRequest<Result: NSFetchRequestResult>: @unchecked Sendable {
    private let request: NSFetchRequest<Result>

    /// The objects the request finds: none.
    public var wrappedValue: FetchedResults<Result> { FetchedResults(request: request) }

    /// The objects `fetchRequest` asks for.
    public init(fetchRequest: NSFetchRequest<Result>, animation: Animation? = nil) {
        request = fetchRequest
    }
}

extension FetchRequest where Result: NSManagedObject {
    /// The objects of `Result`'s entity meeting `predicate`, in the order of `sortDescriptors`.
    public init(sortDescriptors: [NSSortDescriptor], predicate: NSPredicate? = nil, animation: Animation? = nil) {
        let request = NSFetchRequest<Result>(entityName: String(describing: Result.self))
        request.sortDescriptors = sortDescriptors
        request.predicate = predicate
        self.init(fetchRequest: request, animation: animation)
    }
}

/// The results of a `@FetchRequest`: a random-access collection of the objects found (none here).
public struct FetchedResults<Result: NSFetchRequestResult>: RandomAccessCollection {
    private let request: NSFetchRequest<Result>
    private let objects: [Result] = []

    init(request: NSFetchRequest<Result>) { self.request = request }

    /// The request's predicate.
    public var nsPredicate: NSPredicate? { request.predicate }
    /// The request's sort descriptors.
    public var nsSortDescriptors: [NSSortDescriptor] { request.sortDescriptors ?? [] }
    /// The first index, 0.
    public var startIndex: Int { objects.startIndex }
    /// One past the last index.
    public var endIndex: Int { objects.endIndex }
    /// The object at `position`.
    public subscript(position: Int) -> Result { objects[position] }
}

private struct ManagedObjectContextKey: EnvironmentKey {
    static var defaultValue: NSManagedObjectContext {
        NSManagedObjectContext(concurrencyType: .mainQueueConcurrencyType)
    }
}

extension EnvironmentValues {
    /// The context `@FetchRequest` fetches from; by default one with no store (its fetches fail).
    public var managedObjectContext: NSManagedObjectContext {
        get { self[ManagedObjectContextKey.self] }
        set { self[ManagedObjectContextKey.self] = newValue }
    }
}

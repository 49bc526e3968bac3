import Foundation
import VignetteFoundation

/// What a context reads from its store (SwiftData's `FetchDescriptor`).
public struct FetchDescriptor<T: PersistentModel>: @unchecked Sendable {
    /// The models wanted, or all.
    public var predicate: Predicate<T>?
    /// Their order.
    public var sortBy: [SortDescriptor<T>]
    /// At most this many.
    public var fetchLimit: Int?
    /// Skipping this many.
    public var fetchOffset: Int?
    /// Whether unsaved changes count.
    public var includePendingChanges = true
    /// The properties to read up front.
    public var propertiesToFetch: [PartialKeyPath<T>] = []
    /// The relationships to read up front.
    public var relationshipKeyPathsForPrefetching: [PartialKeyPath<T>] = []

    /// A descriptor of the models meeting `predicate`, in the order of `sortBy`.
    public init(predicate: Predicate<T>? = nil, sortBy: [SortDescriptor<T>] = []) {
        self.predicate = predicate
        self.sortBy = sortBy
    }
}

/// Reads and writes a container's models (SwiftData's `ModelContext`). With no store on Linux a
/// fetch or save throws, naming SwiftData and the call, and is recorded, so a provider that lets it
/// through is drawn from its placeholder with a warning (Docs/SwiftUI/SwiftData.md).
public final class ModelContext: @unchecked Sendable {
    /// The container of the context.
    public let container: ModelContainer
    /// Whether changes are saved on their own.
    public var autosaveEnabled = true
    /// Whether there are unsaved changes: inserted models are not kept, so never.
    public var hasChanges: Bool { false }

    /// A context of `container`.
    public init(_ container: ModelContainer) { self.container = container }

    /// Throws the failure naming SwiftData and the call.
    public func fetch<T>(_ descriptor: FetchDescriptor<T>) throws -> [T] {
        throw UnavailableFramework.record("SwiftData", "ModelContext.fetch(FetchDescriptor<\(T.self)>)")
    }

    /// Throws the failure naming SwiftData and the call.
    public func fetchCount<T>(_ descriptor: FetchDescriptor<T>) throws -> Int {
        throw UnavailableFramework.record("SwiftData", "ModelContext.fetchCount(FetchDescriptor<\(T.self)>)")
    }

    /// Records the call; the model is not kept (no store to save it to).
    public func insert<T: PersistentModel>(_ model: T) {
        UnavailableFramework.record("SwiftData", "ModelContext.insert(\(T.self))")
    }

    /// Records the call; there is nothing to delete.
    public func delete<T: PersistentModel>(_ model: T) {
        UnavailableFramework.record("SwiftData", "ModelContext.delete(\(T.self))")
    }

    /// Throws the failure naming SwiftData and the call.
    public func delete<T: PersistentModel>(model: T.Type, where predicate: Predicate<T>? = nil) throws {
        throw UnavailableFramework.record("SwiftData", "ModelContext.delete(model: \(T.self))")
    }

    /// Throws the failure naming SwiftData and the call.
    public func save() throws {
        throw UnavailableFramework.record("SwiftData", "ModelContext.save()")
    }

    /// Does nothing: there are no changes to discard.
    public func rollback() {}
}

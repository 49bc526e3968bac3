import Foundation
import SwiftUI

/// The models a view shows, fetched as the view draws (SwiftData's `@Query`). With no store on Linux
/// the result is empty, as a store with no rows gives: the view draws its empty state (Docs/SwiftUI/SwiftData.md).
///
/// `Result` is always `[Element]`, stated in the declaration so that `@Query var items: [Item]` with no
/// arguments infers `Element` from the property's type: a property wrapper with no arguments takes its
/// generic arguments from `wrappedValue`'s type alone (Apple's SwiftData declares a `Query()` macro for
/// that case, https://developer.apple.com/documentation/swiftdata/query(); a macro of that name here would
/// also take `@Query(sort:)`, which Swift 6.3 then rejects as arguments to a macro that takes none).
/// The requirement makes `Result` non-generic, which Swift 5 mode accepts: this module compiles in that mode.
@propertyWrapper public struct Query<Element, Result>: @unchecked Sendable
where Element: PersistentModel, Result == [Element] {
    private let models: Result
    /// The models: none.
    public var wrappedValue: Result { models }
    /// The error of the last fetch: none, as there is no store to fail.
    public var fetchError: (any Error)? { nil }

    /// Every instance of the model type: what `@Query var items: [Item]` with no arguments makes, and
    /// what a view's memberwise initialiser gives such a property when it is not passed.
    public init() {
        models = []
    }
}

extension Query where Result == [Element] {
    /// The models meeting `filter`, in the order of `sort`.
    public init(
        filter: Predicate<Element>? = nil, sort descriptors: [SortDescriptor<Element>] = [],
        animation: Animation = .default
    ) {
        models = []
    }

    /// The models meeting `filter`, ordered by `keyPath`.
    public init<Value: Comparable>(
        filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value>, order: SortOrder = .forward,
        animation: Animation = .default
    ) {
        models = []
    }

    /// The models `descriptor` describes.
    public init(_ descriptor: FetchDescriptor<Element>, animation: Animation = .default) {
        models = []
    }
}

private struct ModelContextKey: EnvironmentKey {
    static var defaultValue: ModelContext { ModelContext(ModelContainer(empty: Schema([]))) }
}

extension EnvironmentValues {
    /// The context views insert and fetch models with.
    public var modelContext: ModelContext {
        get { self[ModelContextKey.self] }
        set { self[ModelContextKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Sets the container of the views inside: their `modelContext` is its main context.
    public func modelContainer(_ container: ModelContainer) -> some View {
        environment(\.modelContext, container.mainContext)
    }

    /// Sets a container for `modelType` (SwiftData's `modelContainer(for:inMemory:isAutosaveEnabled:isUndoEnabled:onSetup:)`):
    /// a container of that schema, whose store on Linux holds nothing (Docs/SwiftUI/SwiftData.md).
    public func modelContainer(
        for modelType: any PersistentModel.Type, inMemory: Bool = false, isAutosaveEnabled: Bool = true,
        isUndoEnabled: Bool = false, onSetup: @escaping (Result<ModelContainer, any Error>) -> Void = { _ in }
    ) -> some View {
        modelContainer(
            for: [modelType], inMemory: inMemory, isAutosaveEnabled: isAutosaveEnabled,
            isUndoEnabled: isUndoEnabled, onSetup: onSetup)
    }

    /// Sets a container for `modelTypes`, as above.
    public func modelContainer(
        for modelTypes: [any PersistentModel.Type], inMemory: Bool = false, isAutosaveEnabled: Bool = true,
        isUndoEnabled: Bool = false, onSetup: @escaping (Result<ModelContainer, any Error>) -> Void = { _ in }
    ) -> some View {
        let container = ModelContainer(empty: Schema(modelTypes))
        onSetup(.success(container))
        return modelContainer(container)
    }

    /// Sets the context of the views inside.
    public func modelContext(_ context: ModelContext) -> some View {
        environment(\.modelContext, context)
    }
}

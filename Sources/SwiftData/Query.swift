import Foundation
import SwiftUI

/// The models a view shows, fetched as the view draws (SwiftData's `@Query`). With no store on Linux
/// the result is empty, as a store with no rows gives: the view draws its empty state (Docs/SwiftUI/SwiftData.md).
@propertyWrapper
public struct Query<Element: PersistentModel, Result>: @unchecked Sendable {
    private let models: Result
    /// The models: none.
    public var wrappedValue: Result { models }
    /// The error of the last fetch: none, as there is no store to fail.
    public var fetchError: (any Error)? { nil }
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

extension View {
    /// Sets the container of the views inside: their `modelContext` is its main context.
    public func modelContainer(_ container: ModelContainer) -> some View {
        environment(\.modelContext, container.mainContext)
    }

    /// Sets the context of the views inside.
    public func modelContext(_ context: ModelContext) -> some View {
        environment(\.modelContext, context)
    }
}

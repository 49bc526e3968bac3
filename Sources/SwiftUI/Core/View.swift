// Apple's SwiftUI re-exports Foundation: widget files use Date and Calendar with only `import SwiftUI`.
@_exported import Foundation
@_exported import VignetteFoundation
import Vignette

/// A piece of a widget's user interface, written as in Apple's SwiftUI.
///
/// Write `body` for views of your own; the views this module ships (`Text`, `VStack`,
/// shapes…) are primitives that lower straight to a core `Node` (Docs/SwiftUI.md §1). Isolated to the main
/// actor as Apple's is (`@MainActor @preconcurrency protocol View`,
/// https://developer.apple.com/documentation/swiftui/view): a type that conforms in its own declaration, its
/// `body` and a `View` extension of your own are main-actor code (Docs/SwiftUI.md §1, "The main actor").
@MainActor @preconcurrency public protocol View {
    /// The type of view this view is made of.
    associatedtype Body: View
    /// The content of this view.
    @ViewBuilder var body: Body { get }
}

/// `Never` is the body of primitive views, as in SwiftUI.
nonisolated extension Never: View {
    /// Primitive views have no body; reaching it is a bug in Vignette, not in your code.
    public nonisolated var body: Never { fatalError("Never has no body") }
}

/// A view that lowers itself to a core node instead of through a `body`.
package protocol PrimitiveView {
    /// The core node for this view in `environment`.
    func lower(in environment: EnvironmentValues) -> Node
}

extension PrimitiveView {
    /// Primitive views have no body: `lower(_:in:)` never asks for it.
    package func primitiveBody() -> Never {
        fatalError("\(Self.self) is a primitive view: it lowers to a node and has no body")
    }
}

/// Lowers any view to the core tree: primitives directly, custom views through their
/// `body`, evaluated with `environment` as the value `@Environment` reads.
package func lower<V: View>(_ view: V, in environment: EnvironmentValues) -> Node {
    // Off the main thread, the whole tree is lowered there in one hop (Sources/SwiftUI/Core/MainActorGate.swift).
    guard isOnMainQueue else { return onMainThread { lower(view, in: environment) } }
    if let primitive = view as? any PrimitiveView {
        return primitive.lower(in: environment)
    }
    if view is any UIViewRepresentable { return UIKitViewSign.lower(V.self, in: environment) }
    // The task-local is set outside the main-actor closure, which `withValue` would check for the main thread.
    let body = EnvironmentValues.$current.withValue(environment) { onMainActor(view) { $0.body } }
    return lower(body, in: environment)
}

extension Node {
    /// The children a stack sees: groups opened, empties dropped, as the core DSL's
    /// stacks flatten builder blocks and loops (SwiftUI flattens `TupleView` and `ForEach`).
    package var stackChildren: [Node] {
        switch self {
        case .empty: []
        case .group(let parts): parts.flatMap(\.stackChildren)
        default: [self]
        }
    }
}

import Foundation
import Vignette
import VignetteFoundation

/// SwiftUI's `AsyncImage`. A widget's view is drawn once, synchronously, from its entry, so the image never
/// loads: it always draws its `.empty` phase — the default gray placeholder, the `placeholder` view, or
/// `content(.empty)` — and the render warns once per URL (Docs/SwiftUI/AsyncImage.md).
nonisolated public struct AsyncImage<Content: View>: View {
    private let url: URL?
    private let empty: () -> AnyView

    /// An image loaded from `url`, drawn as the default placeholder (a gray fill taking the space offered).
    public init(url: URL?, scale: CGFloat = 1) where Content == Image {
        self.url = url
        empty = { AnyView(AsyncImagePlaceholder.fill) }
    }

    /// An image loaded from `url`, drawn as `placeholder()`: `content` would receive the loaded image.
    public init<I: View, P: View>(
        url: URL?, scale: CGFloat = 1, @ViewBuilder content: @escaping (Image) -> I,
        @ViewBuilder placeholder: @escaping () -> P
    ) where Content == _ConditionalContent<I, P> {
        self.url = url
        empty = { AnyView(placeholder()) }
    }

    /// An image loaded from `url` in phases, drawn as `content(.empty)`.
    public init(
        url: URL?, scale: CGFloat = 1, transaction: Transaction = Transaction(),
        @ViewBuilder content: @escaping (AsyncImagePhase) -> Content
    ) {
        self.url = url
        empty = { AnyView(content(.empty)) }
    }

    /// The empty phase, after the warning that the image does not load in a widget.
    public var body: some View {
        AsyncImagePlaceholder.warn(url)
        return empty()
    }
}

/// The phases an `AsyncImage` goes through; in a widget it stays `.empty`.
public enum AsyncImagePhase {
    /// No image is loaded.
    case empty
    /// An image loaded.
    case success(Image)
    /// Loading failed with an error.
    case failure(any Error)

    /// The loaded image, if any.
    public var image: Image? {
        if case .success(let image) = self { return image }
        return nil
    }

    /// The error loading failed with, if it did.
    public var error: (any Error)? {
        if case .failure(let error) = self { return error }
        return nil
    }
}

/// SwiftUI's `Transaction`: the animation a state change would run with. Widgets do not animate view
/// updates, so it is carried and not used.
public struct Transaction {
    /// The animation, if any.
    public var animation: Animation?
    /// Whether animations are disabled for the change.
    public var disablesAnimations = false
    /// Whether the change is part of a continuous interaction.
    public var isContinuous = false

    /// A transaction with no animation.
    public init() {}

    /// A transaction with `animation`.
    public init(animation: Animation?) { self.animation = animation }
}

/// Runs `body` with `transaction` (SwiftUI's `withTransaction`); returns what it returns.
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
    try body()
}

nonisolated extension View {
    /// SwiftUI's `task(priority:_:)`: work started when the view appears. A widget's view never appears
    /// on a live screen, so the task does not run. The action inherits the caller's isolation, as Apple's does
    /// (`@_inheritActorContext`): in a body it is main-actor code and may set the view's `@State` (Docs/SwiftUI.md §1).
    public func task(
        priority: TaskPriority = .userInitiated, @_inheritActorContext _ action: @escaping @Sendable () async -> Void
    )
        -> some View
    { self }

    /// SwiftUI's `task(id:priority:_:)`: as `task(priority:_:)`, restarted when `id` changes; never run.
    public func task<T: Equatable>(
        id value: T, priority: TaskPriority = .userInitiated,
        @_inheritActorContext _ action: @escaping @Sendable () async -> Void
    ) -> some View { self }
}

/// The default placeholder and the once-per-URL warning.
enum AsyncImagePlaceholder {
    /// SwiftUI's default placeholder: a gray fill of the space offered (the system's secondary fill).
    static var fill: some View { Color(paint: .system(.secondarySystemFill)) }

    /// Writes once per URL that the image is drawn as its placeholder.
    static func warn(_ url: URL?) {
        RenderWarnings.warn(message(url?.absoluteString ?? "nil"))
    }

    /// The warning for an `AsyncImage` of `url`.
    static func message(_ url: String) -> String {
        "AsyncImage(url: \(url)) is drawn as its placeholder: a widget's view is drawn once, synchronously, "
            + "so AsyncImage never loads in a widget (load the image in the timeline provider)"
    }
}

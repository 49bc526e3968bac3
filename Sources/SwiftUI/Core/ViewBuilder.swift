/// The result builder behind `body` and every `content` closure: blocks of views,
/// `if`/`else`, `switch`, `if let` and availability checks, as in SwiftUI. Loops are
/// written with `ForEach`, as in SwiftUI (a `for` statement does not compile).
@resultBuilder public enum ViewBuilder {
    /// A view used as a statement of the block.
    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }

    /// An empty block.
    public static func buildBlock() -> EmptyView { EmptyView() }

    /// A block of one view: the view itself.
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }

    /// A block of several views, laid out by the enclosing stack as its children.
    public static func buildBlock<each Content: View>(
        _ content: repeat each Content
    ) -> TupleView<(repeat each Content)> {
        TupleView(repeat each content)
    }

    /// An `if` without `else`: nothing when the condition fails.
    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }

    /// The first branch of an `if`/`else` or `switch`.
    public static func buildEither<TrueContent: View, FalseContent: View>(
        first: TrueContent
    ) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(branch: .first(first))
    }

    /// The second branch of an `if`/`else` or `switch`.
    public static func buildEither<TrueContent: View, FalseContent: View>(
        second: FalseContent
    ) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(branch: .second(second))
    }

    /// The content of an `if #available` branch, type-erased as in SwiftUI.
    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView { AnyView(content) }
}

import Vignette

/// One view per element of a collection; the enclosing stack lays them out as its children.
/// As in SwiftUI, the content need not be a view: the Charts module makes a loop of marks chart content.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {
    /// The collection.
    public var data: Data
    /// The view (or chart content) for one element.
    public var content: (Data.Element) -> Content
    /// The environment of the body that made this loop. `content` runs when the loop is lowered,
    /// after that body returned; the enclosing view's `@Environment` properties it reads must
    /// still give that view's values, as in SwiftUI, not a render's defaults.
    private let enclosing = EnvironmentValues.current

    /// A loop over `data` making `content` per element (for modules that build other content).
    package init(data: Data, content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
    }
}

nonisolated extension ForEach: View, PrimitiveView where Content: View {
    /// A view per element, identified by the element's property at `id`.
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content)
    {
        self.init(data: data, content: content)
    }

    /// Primitive: lowered by Vignette, not through a body.
    public var body: Never { primitiveBody() }

    package func lower(in environment: EnvironmentValues) -> Node {
        .group(
            data.map { element in
                SwiftUI.lower(EnvironmentValues.$current.withValue(enclosing) { content(element) }, in: environment)
            })
    }
}

nonisolated extension ForEach where Content: View, Data.Element: Identifiable, ID == Data.Element.ID {
    /// A view per element of identifiable data.
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data, id: \.id, content: content)
    }
}

nonisolated extension ForEach where Content: View, Data == Range<Int>, ID == Int {
    /// A view per integer in a constant range.
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.init(data, id: \.self, content: content)
    }
}

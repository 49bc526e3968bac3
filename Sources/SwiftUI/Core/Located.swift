import Vignette

/// A view marked with the Swift line that made it: `Text`, `Image`, `Label`, `Button` and
/// `Link` take the caller's `#fileID` and `#line` as defaulted last parameters, invisible to
/// callers, so lint can point at the code behind a finding (Docs/Lint.md §5).
nonisolated struct Located<Content: View>: View, PrimitiveView {
    let content: Content
    let origin: SourceOrigin?

    var body: Never { primitiveBody() }

    func lower(in environment: EnvironmentValues) -> Node {
        SwiftUI.lower(content, in: environment).located(origin)
    }
}

nonisolated extension View {
    /// This view marked as made at `origin` (nothing changes when it is nil).
    func located(_ origin: SourceOrigin?) -> Located<Self> { Located(content: self, origin: origin) }
}

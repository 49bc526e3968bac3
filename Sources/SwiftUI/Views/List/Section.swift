import Foundation
import Vignette

/// A group of rows with an optional header and footer, as SwiftUI's `Section`. In a `List` it is one
/// of the list's sections (Docs/SwiftUI/Lists.md); elsewhere it draws its header, its content and
/// its footer as views of the container it is in.
nonisolated public struct Section<Parent: View, Content: View, Footer: View>: View, PrimitiveView {
    let header: Parent
    let content: Content
    let footer: Footer
    /// Whether the content is shown: a collapsed section shows its header alone.
    var isExpanded = true

    /// A section of `content` under `header`, above `footer`.
    public init(
        @ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer
    ) {
        self.header = header()
        self.content = content()
        self.footer = footer()
    }

    /// A section of `content` under `header`, above `footer` (the older spelling).
    public init(header: Parent, footer: Footer, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { header }, footer: { footer })
    }

    /// Primitive: lowered by Vignette, not through a body.
    public var body: Never { primitiveBody() }

    package func lower(in environment: EnvironmentValues) -> Node {
        let context = ListContext.current
        var headerEnvironment = environment
        // A list's grouped styles show headers in capitals unless a `textCase` above says otherwise.
        if context != nil, environment.listLook.kind != .plain, !environment.textCaseIsSet {
            headerEnvironment.textCase = .uppercase
        }
        let header = SwiftUI.lower(self.header, in: headerEnvironment)
        let rows = isExpanded ? SwiftUI.lower(content, in: environment) : .empty
        let footer = SwiftUI.lower(self.footer, in: environment)
        let drawn = Node.group([header, rows, footer])
        guard let context else { return drawn }
        return context.marker(
            for: LoweredSection(
                header: header == .empty ? nil : header, rows: rows.stackChildren,
                footer: footer == .empty ? nil : footer),
            around: drawn)
    }
}

extension Section where Footer == EmptyView {
    /// A collapsible section of `content` under `header`, showing its content while `isExpanded` is true.
    public init(
        isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent
    ) {
        self.init(content: content, header: header, footer: { EmptyView() })
        self.isExpanded = isExpanded.wrappedValue
    }

    /// A section of `content` under `header`.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        self.init(content: content, header: header, footer: { EmptyView() })
    }

    /// A section of `content` under `header` (the older spelling).
    public init(header: Parent, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { header }, footer: { EmptyView() })
    }
}

extension Section where Parent == EmptyView {
    /// A section of `content` above `footer`.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
        self.init(content: content, header: { EmptyView() }, footer: footer)
    }

    /// A section of `content` above `footer` (the older spelling).
    public init(footer: Footer, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { EmptyView() }, footer: { footer })
    }
}

extension Section where Parent == EmptyView, Footer == EmptyView {
    /// A section of `content` with no header or footer.
    public init(@ViewBuilder content: () -> Content) {
        self.init(content: content, header: { EmptyView() }, footer: { EmptyView() })
    }
}

extension Section where Parent == Text, Footer == EmptyView {
    /// A section of `content` under a header showing `titleKey`.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { Text(titleKey) }, footer: { EmptyView() })
    }

    /// A section of `content` under a header showing `title` as written.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { Text(title) }, footer: { EmptyView() })
    }
}

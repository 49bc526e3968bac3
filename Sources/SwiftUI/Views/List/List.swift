import Foundation
import Vignette

/// Rows of data in sections, as SwiftUI's `List`, drawn as its first screenful: a snapshot shows a
/// list scrolled to its top, so the rows that fit are drawn and the rest are cut at the list's edge.
/// The list takes all the space offered; its rows and sections are the core's stacks, rounded
/// rectangles and fills, laid out by the one engine (Docs/SwiftUI/Lists.md).
nonisolated public struct List<SelectionValue: Hashable, Content: View>: View, PrimitiveView {
    let content: Content

    /// A list of `content`: its views are rows, its `Section`s sections.
    public init(@ViewBuilder content: () -> Content) where SelectionValue == Never {
        self.content = content()
    }

    /// A list whose selection is bound to `selection`; a snapshot shows no row selected.
    public init(selection: Binding<SelectionValue?>?, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// A list whose selection set is bound to `selection`; a snapshot shows no row selected.
    public init(selection: Binding<Set<SelectionValue>>?, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// Primitive: lowered by Vignette, not through a body.
    public var body: Never { primitiveBody() }

    package func lower(in environment: EnvironmentValues) -> Node {
        let context = ListContext()
        let node = ListContext.$current.withValue(context) { SwiftUI.lower(content, in: environment) }
        let sections = ListSections.collect(node, context)
        let style = ListStyleMetrics(
            kind: environment.listLook.kind, minimumRowHeight: environment.defaultMinListRowHeight,
            hairline: 1 / environment.core.displayScale,
            drawsBackground: environment.scrollContentBackground != .hidden)
        return SizeReader { size in style.list(sections, in: size) }.node
    }
}

extension List {
    /// A row for each element of `data`, identified by the element's property at `id`.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent>, SelectionValue == Never {
        self.init { ForEach(data, id: id, content: rowContent) }
    }

    /// A row for each element of identifiable `data`.
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable, SelectionValue == Never {
        self.init { ForEach(data, content: rowContent) }
    }

    /// A row for each integer in a constant range.
    public init<RowContent: View>(
        _ data: Range<Int>, @ViewBuilder rowContent: @escaping (Int) -> RowContent
    ) where Content == ForEach<Range<Int>, Int, RowContent>, SelectionValue == Never {
        self.init { ForEach(data, content: rowContent) }
    }
}

nonisolated extension ForEach where Content: View {
    /// Accepted: a snapshot cannot delete rows, so `action` is never called.
    public func onDelete(perform action: ((IndexSet) -> Void)?) -> Self { self }
    /// Accepted: a snapshot cannot move rows, so `action` is never called.
    public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> Self { self }
}

/// The sections a list's lowered content holds, with its rows' traits applied.
enum ListSections {
    /// A row ready to draw: its content and what its traits asked for.
    struct Row {
        var content: Node
        var background: Node?
        var insets: Insets?
        var hidesTopSeparator = false
        var hidesBottomSeparator = false
    }

    /// A section ready to draw.
    struct Section {
        var header: Node?
        var rows: [Row]
        var footer: Node?
        var hidesTopSeparator = false
        var hidesBottomSeparator = false
    }

    /// The sections of `node`: each `Section` one, and each run of rows outside them one without
    /// a header, in the order written.
    static func collect(_ node: Node, _ context: ListContext) -> [Section] {
        var sections: [Section] = []
        var loose: [Row] = []
        func closeLoose() {
            if !loose.isEmpty { sections.append(Section(header: nil, rows: loose, footer: nil)) }
            loose = []
        }
        for child in node.stackChildren {
            let (core, traits, marker) = context.peel(child)
            guard let marker else {
                loose.append(row(core, traits))
                continue
            }
            closeLoose()
            let lowered = context.sections[marker]
            // Modifiers written on the section (a font, a colour) apply to each of its views.
            let wrap = { (inner: Node) in rewrap(core, around: inner) }
            var section = Section(
                header: lowered.header.map(wrap),
                rows: lowered.rows.map { rowNode in
                    let (content, own, _) = context.peel(rowNode)
                    return row(wrap(content), traits + own)
                },
                footer: lowered.footer.map(wrap))
            for case .sectionSeparator(let visibility, let edges) in traits {
                if edges.contains(.top) { section.hidesTopSeparator = visibility == .hidden }
                if edges.contains(.bottom) { section.hidesBottomSeparator = visibility == .hidden }
            }
            sections.append(section)
        }
        closeLoose()
        return sections
    }

    /// A row of `content` with `traits` applied outermost first, so the one nearest the row wins.
    static func row(_ content: Node, _ traits: [ListTrait]) -> Row {
        var row = Row(content: content)
        for trait in traits {
            switch trait {
            case .rowBackground(let background): row.background = background
            case .rowInsets(let insets): row.insets = insets
            case .rowSeparator(let visibility, let edges):
                if edges.contains(.top) { row.hidesTopSeparator = visibility == .hidden }
                if edges.contains(.bottom) { row.hidesBottomSeparator = visibility == .hidden }
            case .sectionSeparator: break
            }
        }
        return row
    }

    /// `inner` in the modifiers that wrap the section's own node at the bottom of `wrapper`.
    static func rewrap(_ wrapper: Node, around inner: Node) -> Node {
        guard case .modified(let child, let modifier) = wrapper else { return inner }
        return .modified(rewrap(child, around: inner), modifier)
    }
}

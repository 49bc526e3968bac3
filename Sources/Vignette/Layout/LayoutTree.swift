import Foundation

/// The node tree flattened for layout: one entry per layout node in preorder (a
/// node's subtree is the index range `id ..< id + subtreeSize`), each with the
/// environment it sees. Environment modifiers and names leave no entry of their own,
/// as they are not layouts in SwiftUI either.
struct LayoutTree {
    enum Kind: Hashable {
        case stack(Axis, StackAlignment, spacing: CGFloat?)
        case layers(Align)
        case firstThatFits(Axes)
        case grid(Align, horizontalSpacing: CGFloat, verticalSpacing: CGFloat)
        /// Content built and laid out once the reader's size is known (`LayoutEngine+SizeReader.swift`).
        case sizeReader(SizeReader)
        case gridRow(VerticalAlign?)
        /// A chart: its marks, axes and legend built as nodes once its size is known (`ChartLayout.swift`).
        case chart(ChartSpec)
        /// `axis` is the enclosing stack's axis; nil outside a stack.
        case spring(minLength: CGFloat?, axis: Axis?)
        /// Text with its styles resolved: `words`, `dateWords` and `joinedWords`.
        case text(TextContent)
        /// A symbol's name, glyph (nil for an unknown name, which draws nothing) and box: the icon
        /// font's em square, or its template's box on the text baseline (`SymbolCatalog.shapes`).
        case symbol(String, SymbolGlyph?, SymbolBox)
        /// A picture with what the resolver found for it (nil when it was not resolved).
        case picture(PictureSpec, ResolvedPicture?)
        case rule(axis: Axis?)
        case fill(Paint)
        case shape(ShapeKind, Paint?)
        case stroke(ShapeKind, Paint?, StrokeStyle)
        case padding(Insets)
        case frame(width: CGFloat?, height: CGFloat?, Align)
        case flexFrame(FlexFrame)
        /// children[0] is the primary view, children[1] the decoration.
        case decoration(Align, isOverlay: Bool)
        /// children[0] is the content, children[1] the mask laid out in its frame.
        case mask(Align)
        case priority(Double)
        case fixedSize(horizontal: Bool, vertical: Bool)
        case aspectRatio(CGFloat?, ContentMode)
        case offset(x: CGFloat, y: CGFloat)
        case opacity(Double)
        case blend(BlendMode)
        case colorEffect(ColorEffect)
        case clip(ShapeKind)
        case shadow(Shadow)
        case rotation(Angle, UnitPoint)
        case scale(CGSize, UnitPoint)
    }

    /// A stack's cross-axis alignment: horizontal for a column, vertical for a row.
    enum StackAlignment: Hashable {
        case horizontal(HorizontalAlign)
        case vertical(VerticalAlign)
    }

    struct Entry {
        var kind: Kind
        var children: [Int] = []
        var subtreeSize = 1
        /// Shared by the entries that see the same environment, so copying an entry (the
        /// engine does, on every size and place call) retains one reference, not every field.
        let environmentBox: EnvironmentBox
        var name: String?
        /// The accessibility modifiers on this node, outermost first (Accessibility/).
        var accessibility: [AccessibilityModifier] = []
        /// In a grid row: the columns this cell spans and its column's alignment, if it sets one.
        var gridSpan = 1
        var gridColumnAlignment: HorizontalAlign?
        /// On a grid cell: the axes the grid sizes without it (`gridCellUnsizedAxes`).
        var gridUnsized: Axes = []
        /// Whether this node or the child it passes guides up from sets alignment guides (`AlignmentLayout.swift`).
        var hasGuides = false
        /// Whether this container lines its children up by guides: a child has some, or it has custom alignments.
        var alignsByGuides = false

        var environment: WidgetEnvironment { environmentBox.value }
    }

    final class EnvironmentBox: Sendable {
        let value: WidgetEnvironment
        init(_ value: WidgetEnvironment) { self.value = value }
    }

    private(set) var entries: [Entry] = []
    /// Rarely set, so kept beside the entries rather than in each (an entry is copied on every
    /// access): lazy-grid tracks by grid, alignment guides and custom alignments by node.
    private(set) var gridTracks: [Int: GridTracks] = [:]
    private(set) var guides: [Int: [AlignmentGuide]] = [:]
    private(set) var customAlignments: [Int: CustomAlignment] = [:]
    private(set) var cellAnchors: [Int: UnitPoint] = [:]
    /// The Swift line that made a node (`Modifier.origin`), by entry: the innermost one given.
    private(set) var origins: [Int: SourceOrigin] = [:]
    /// Symbol glyphs and pictures, found before layout.
    let resources: ResolvedResources

    /// Builds the tree; `root` must already have had its widget background taken out.
    init(root: Node, environment: WidgetEnvironment, resources: ResolvedResources) {
        self.resources = resources
        let top = root.flattened.count == 1 ? root.flattened[0] : Node.column(.center, spacing: nil, root.flattened)
        _ = add(top, EnvironmentBox(environment), parentAxis: nil)
    }

    /// A grid's spacing between cells when it names none (Docs/LayoutSemantics.md §a.11).
    static let gridSpacing: CGFloat = 8

    /// Node `id`'s entry, lent rather than copied: layout reads one field of an entry at a time,
    /// and a copy would retain and release every reference the entry holds.
    subscript(id: Int) -> Entry {
        _read { yield entries[id] }
    }
    var count: Int { entries.count }

    /// Adds `node` and its subtree, seeing the environment in `box`; returns the new entry's
    /// id. Only environment modifiers make a new box, so a subtree shares its parent's.
    private mutating func add(
        _ node: Node, _ box: EnvironmentBox, parentAxis: Axis?, name: String? = nil,
        accessibility: [AccessibilityModifier] = []
    ) -> Int {
        let id = addNode(node, box, parentAxis: parentAxis, name: name, accessibility: accessibility)
        // Modifiers that make no entry of their own hand theirs to the entry below.
        if !accessibility.isEmpty, entries[id].accessibility.isEmpty { entries[id].accessibility = accessibility }
        return id
    }

    private mutating func addNode(
        _ node: Node, _ box: EnvironmentBox, parentAxis: Axis?, name: String?,
        accessibility: [AccessibilityModifier]
    ) -> Int {
        switch node {
        case .empty:
            return append(.fill(.clear), [], box, name, parentAxis: nil)
        case .group(let parts):
            return add(.column(.center, spacing: nil, parts), box, parentAxis: parentAxis, name: name)
        case .column(let alignment, let spacing, let children):
            return append(
                .stack(.vertical, .horizontal(alignment), spacing: spacing), children, box, name, parentAxis: .vertical)
        case .row(let alignment, let spacing, let children):
            return append(
                .stack(.horizontal, .vertical(alignment), spacing: spacing), children, box, name,
                parentAxis: .horizontal)
        case .layers(let alignment, let children):
            return append(.layers(alignment), children, box, name, parentAxis: nil)
        case .firstThatFits(let axes, let children):
            return append(.firstThatFits(axes), children, box, name, parentAxis: nil)
        case .grid(let alignment, let horizontal, let vertical, let children):
            return append(
                .grid(
                    alignment, horizontalSpacing: horizontal ?? Self.gridSpacing,
                    verticalSpacing: vertical ?? Self.gridSpacing),
                children, box, name, parentAxis: nil)
        case .gridRow(let alignment, let children):
            return append(.gridRow(alignment), children, box, name, parentAxis: .horizontal)
        case .spring(let minLength):
            return append(.spring(minLength: minLength, axis: parentAxis), [], box, name, parentAxis: nil)
        case .words, .dateWords, .timerWords, .joinedWords:
            return append(
                .text(Self.textContent(node, box.value, symbols: resources.symbols)), [], box, name, parentAxis: nil)
        case .symbol(let symbolName):
            let glyph = resources.symbols.glyph(named: symbolName)
            return append(
                .symbol(symbolName, glyph, Self.symbolBox(symbolName, box.value, resources.symbols)), [], box, name,
                parentAxis: nil)
        case .picture(let spec):
            let picture = resources.pictures[spec.path]
            if picture == nil { resources.misses.record(spec) }
            return append(.picture(spec, picture), [], box, name, parentAxis: nil)
        case .sizeReader(let reader):
            return append(.sizeReader(reader), [], box, name, parentAxis: nil)
        case .chart(let spec):
            return append(.chart(spec), [], box, name, parentAxis: nil)
        case .timerProgress(let progress):
            // Live, like timer text: drawn at the render clock, not when the view was built.
            return add(progress.node(at: box.value.date), box, parentAxis: parentAxis, name: name)
        case .rule:
            return append(.rule(axis: parentAxis), [], box, name, parentAxis: nil)
        case .fill(let paint):
            return append(.fill(paint), [], box, name, parentAxis: nil)
        case .shape(let kind, let paint):
            return append(.shape(kind, paint), [], box, name, parentAxis: nil)
        case .stroke(let kind, let paint, let style):
            return append(.stroke(kind, paint, style), [], box, name, parentAxis: nil)
        case .modified(let child, let modifier):
            return addModified(child, modifier, box, parentAxis: parentAxis, name: name, accessibility: accessibility)
        }
    }

    private mutating func addModified(
        _ child: Node, _ modifier: Modifier, _ box: EnvironmentBox,
        parentAxis: Axis?, name: String?, accessibility: [AccessibilityModifier]
    ) -> Int {
        var inner = box.value
        switch modifier {
        case .font(let font): inner.font = font
        case _ where inner.applyText(modifier): break
        case .foregroundStyle(let paint): inner.foreground = paint
        case .lineLimit(let limit): inner.lineLimit = limit
        case .multilineTextAlignment(let alignment): inner.multilineTextAlignment = alignment
        case .truncationMode(let mode): inner.truncationMode = mode
        case .widgetAccentable(let accentable): inner.isAccentGroup = accentable
        case .gridCellColumns, .gridColumnAlignment, .gridTracks, .gridCellUnsizedAxes, .gridCellAnchor,
            .alignmentGuide,
            .customAlignment:
            // Recorded on the entry of the node they modify; they lay nothing out of their own.
            let id = add(child, box, parentAxis: parentAxis, name: name, accessibility: accessibility)
            record(modifier, on: id)
            return id
        case .named(let given):
            // The outermost name wins, so a name given last names the whole modified node.
            return add(child, box, parentAxis: parentAxis, name: name ?? given, accessibility: accessibility)
        case .origin(let location):
            // The innermost wins: a Text's own line, not the line of the Button that holds it.
            let id = add(child, box, parentAxis: parentAxis, name: name, accessibility: accessibility)
            if origins[id] == nil { origins[id] = location }
            return id
        case .widgetBackground, .contentMarginsDisabled:
            // Read by the widget container (WidgetContainer.swift), not laid out here.
            return add(child, box, parentAxis: parentAxis, name: name, accessibility: accessibility)
        case .accessibility(let given):
            // Kept outermost first on the entry of the view they describe; they lay nothing out.
            return add(child, box, parentAxis: parentAxis, name: name, accessibility: accessibility + [given])
        case .background(let decoration, let alignment), .overlay(let decoration, let alignment):
            let isOverlay = if case .overlay = modifier { true } else { false }
            let id = reserve(.decoration(alignment, isOverlay: isOverlay), box, name)
            let primary = add(child, box, parentAxis: parentAxis)
            let secondary = add(decoration, box, parentAxis: nil)
            return finish(id, children: [primary, secondary])
        case .mask(let mask, let alignment):
            let id = reserve(.mask(alignment), box, name)
            let content = add(child, box, parentAxis: parentAxis)
            let cover = add(mask, box, parentAxis: nil)
            return finish(id, children: [content, cover])
        default:
            let id = reserve(Self.kind(of: modifier), box, name)
            // A spring keeps its stack's axis through modifiers, as its size rule needs it.
            let childID = add(child, box, parentAxis: parentAxis)
            return finish(id, children: [childID])
        }
        return add(
            child, EnvironmentBox(inner.sanitized), parentAxis: parentAxis, name: name, accessibility: accessibility)
    }

    /// Records a grid or alignment modifier on entry `id` (or beside it, for the rare ones).
    private mutating func record(_ modifier: Modifier, on id: Int) {
        switch modifier {
        case .gridCellColumns(let count): entries[id].gridSpan = max(1, count)
        case .gridColumnAlignment(let alignment): entries[id].gridColumnAlignment = alignment
        case .gridTracks(let tracks): gridTracks[id] = tracks
        case .gridCellUnsizedAxes(let axes): entries[id].gridUnsized = axes
        case .gridCellAnchor(let anchor): cellAnchors[id] = anchor
        case .alignmentGuide(let guide):
            guides[id, default: []].append(guide)
            entries[id].hasGuides = true
        case .customAlignment(let custom):
            customAlignments[id] = custom
            entries[id].alignsByGuides = true
        default: break
        }
    }

    private static func kind(of modifier: Modifier) -> Kind {
        switch modifier {
        case .padding(let insets): .padding(insets)
        case .frame(let width, let height, let alignment): .frame(width: width, height: height, alignment)
        case .flexFrame(let frame): .flexFrame(frame)
        case .layoutPriority(let priority): .priority(priority)
        case .fixedSize(let horizontal, let vertical): .fixedSize(horizontal: horizontal, vertical: vertical)
        case .aspectRatio(let ratio, let mode): .aspectRatio(ratio, mode)
        case .opacity(let opacity): .opacity(opacity)
        case .blendMode(let mode): .blend(mode)
        case .colorEffect(let effect): .colorEffect(effect)
        case .clipShape(let shape): .clip(shape)
        case .offset(let x, let y): .offset(x: x, y: y)
        case .shadow(let shadow): .shadow(shadow)
        case .rotation(let angle, let anchor): .rotation(angle, anchor)
        case .scale(let x, let y, let anchor): .scale(CGSize(width: x, height: y), anchor)
        default: preconditionFailure("\(modifier) is not a layout modifier")
        }
    }

    /// Adds a container and its children, groups (`.group`, `.empty`) flattened in place.
    private mutating func append(
        _ kind: Kind, _ children: [Node], _ box: EnvironmentBox, _ name: String?,
        parentAxis: Axis?
    ) -> Int {
        let id = reserve(kind, box, name)
        var ids: [Int] = []
        ids.reserveCapacity(children.count)
        func addFlattened(_ nodes: [Node]) {
            for node in nodes {
                switch node {
                case .empty: continue
                case .group(let parts): addFlattened(parts)
                default: ids.append(add(node, box, parentAxis: parentAxis))
                }
            }
        }
        addFlattened(children)
        return finish(id, children: ids)
    }

    private mutating func reserve(_ kind: Kind, _ box: EnvironmentBox, _ name: String?) -> Int {
        // NaN, infinite and negative values from the DSL become usable ones (LayoutTree+Sanitize.swift).
        entries.append(Entry(kind: kind.sanitized, environmentBox: box, name: name))
        return entries.count - 1
    }

    private mutating func finish(_ id: Int, children: [Int]) -> Int {
        entries[id].children = children
        if entries[id].kind.passesGuidesUp, let first = children.first, entries[first].hasGuides {
            entries[id].hasGuides = true
        }
        if children.contains(where: { entries[$0].hasGuides }) {
            entries[id].alignsByGuides = true
            if case .stack = entries[id].kind { entries[id].hasGuides = true }
        }
        entries[id].subtreeSize = entries.count - id
        return id
    }
}

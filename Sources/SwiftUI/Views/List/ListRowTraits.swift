import Foundation
import Vignette

/// A vertical edge of a rectangle, as SwiftUI's `VerticalEdge`.
public enum VerticalEdge: Int8, Hashable, Sendable, CaseIterable {
    /// The top edge.
    case top
    /// The bottom edge.
    case bottom

    /// A set of vertical edges.
    public struct Set: OptionSet, Hashable, Sendable {
        /// The bits of the set.
        public let rawValue: Int8
        /// A set from its bits.
        public init(rawValue: Int8) { self.rawValue = rawValue }
        /// The set holding one edge.
        public init(_ edge: VerticalEdge) { rawValue = 1 << edge.rawValue }
        /// The top edge.
        public static let top = Set(.top)
        /// The bottom edge.
        public static let bottom = Set(.bottom)
        /// Both edges.
        public static let all: Set = [.top, .bottom]
    }
}

/// What a row (or a section) tells the list it is in, as SwiftUI's list row modifiers do.
enum ListTrait {
    case rowBackground(Node?)
    case rowInsets(Insets?)
    case rowSeparator(Visibility, VerticalEdge.Set)
    case sectionSeparator(Visibility, VerticalEdge.Set)
}

/// A section as lowered inside a list, before the list draws it.
struct LoweredSection {
    var header: Node?
    var rows: [Node]
    var footer: Node?
}

/// What a `List` collects while its content is lowered: the sections its `Section`s made and the
/// traits its rows set. A section or trait is left in the content's node as a marker name (a
/// `.named` modifier holding an index into these tables) that the list reads and removes.
final class ListContext: @unchecked Sendable {
    @TaskLocal static var current: ListContext?
    private static let prefix = "\u{1F}list."

    private(set) var sections: [LoweredSection] = []
    private(set) var traits: [ListTrait] = []

    /// A marker standing for `section` in the content's node, around `drawn`: what the section draws
    /// where the list does not take it as one of its sections (inside a row's stack).
    func marker(for section: LoweredSection, around drawn: Node) -> Node {
        sections.append(section)
        return .modified(drawn, .named("\(Self.prefix)section.\(sections.count - 1)"))
    }

    /// The marker modifier standing for `trait`.
    func marker(for trait: ListTrait) -> Modifier {
        traits.append(trait)
        return .named("\(Self.prefix)trait.\(traits.count - 1)")
    }

    /// `node` without the trait markers on its outside (through other modifiers, not into stacks),
    /// the traits found, outermost first, and the section it stands for, if it is a section marker.
    func peel(_ node: Node) -> (node: Node, traits: [ListTrait], section: Int?) {
        guard case .modified(let inner, let modifier) = node else { return (node, [], nil) }
        let (rest, found, section) = peel(inner)
        if case .named(let name) = modifier, name.hasPrefix(Self.prefix) {
            let parts = name.dropFirst(Self.prefix.count).split(separator: ".")
            if parts.count == 2, let index = Int(parts[1]) {
                if parts[0] == "section" { return (rest, found, index) }
                if parts[0] == "trait", traits.indices.contains(index) {
                    return (rest, [traits[index]] + found, section)
                }
            }
        }
        return (.modified(rest, modifier), found, section)
    }
}

/// A view that sets a list trait on each of its views, as a row modifier does; outside a list it
/// draws as its content.
nonisolated struct ListTraitSetting<Content: View>: View, PrimitiveView {
    let content: Content
    /// The trait, made in the view's environment (a row background is a view lowered there).
    let trait: (EnvironmentValues) -> ListTrait

    var body: Never { primitiveBody() }

    func lower(in environment: EnvironmentValues) -> Node {
        let node = SwiftUI.lower(content, in: environment)
        guard let context = ListContext.current else { return node }
        return CoreModified<Content>.apply(context.marker(for: trait(environment)), to: node)
    }
}

nonisolated extension View {
    /// Draws `view` behind this row of a list instead of the style's row background (nil: the style's).
    public func listRowBackground<V: View>(_ view: V?) -> some View {
        ListTraitSetting(content: self) { environment in .rowBackground(view.map { SwiftUI.lower($0, in: environment) })
        }
    }

    /// Insets this row's content in a list by `insets` instead of the style's (nil: the style's).
    public func listRowInsets(_ insets: EdgeInsets?) -> some View {
        ListTraitSetting(content: self) { _ in .rowInsets(insets) }
    }

    /// Shows or hides this row's separators in a list, on `edges`.
    public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View {
        ListTraitSetting(content: self) { _ in .rowSeparator(visibility, edges) }
    }

    /// Accepted: separators are drawn in the style's separator colour.
    public func listRowSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all) -> some View { self }

    /// Shows or hides the separators above and below this section of a plain list, on `edges`.
    public func listSectionSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View {
        ListTraitSetting(content: self) { _ in .sectionSeparator(visibility, edges) }
    }
}

/// The leading end of a list row's separator, by default the view's leading edge.
private enum ListRowSeparatorLeadingID: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context[.leading] }
}

/// The trailing end of a list row's separator, by default the view's trailing edge.
private enum ListRowSeparatorTrailingID: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context[.trailing] }
}

extension HorizontalAlignment {
    /// The leading end of a list row's separator. Guides set for it compile and are not read: the
    /// separator starts at the row's first text (Docs/SwiftUI/Lists.md).
    public static let listRowSeparatorLeading = HorizontalAlignment(ListRowSeparatorLeadingID.self)
    /// The trailing end of a list row's separator. Guides set for it compile and are not read: the
    /// separator ends at the card's or list's edge.
    public static let listRowSeparatorTrailing = HorizontalAlignment(ListRowSeparatorTrailingID.self)
}

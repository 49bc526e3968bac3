/// Every kind of node Vignette knows, by the name JSON trees and layout output use.
///
/// One closed list for the tree JSON's `"type"` (Docs/TreeFormat.md), the laid-out tree
/// (`PlacedNode.kind`, the `"kind"` of `vignette layout`) and lint, so a new kind is added
/// in one place and every `switch` over it says where it is missing. The raw value is the
/// JSON spelling. Declaration order is the order error messages list the tree types in.
public enum NodeKind: String, Codable, CaseIterable, Sendable {
    /// A vertical stack (SwiftUI's `VStack`).
    case column
    /// A horizontal stack (SwiftUI's `HStack`).
    case row
    /// Children drawn on top of each other, aligned in one frame (SwiftUI's `ZStack`).
    case layers
    /// The first child that fits the space offered (SwiftUI's `ViewThatFits`).
    case firstThatFits
    /// Rows of cells in shared columns (SwiftUI's `Grid`).
    case grid
    /// One row of a grid (SwiftUI's `GridRow`).
    case gridRow
    /// Flexible space along the enclosing stack's axis (SwiftUI's `Spacer`).
    case spring
    /// Text: plain, a date style, or pieces joined (SwiftUI's `Text`).
    case words
    /// A thin line across the stack (SwiftUI's `Divider`).
    case rule
    /// A paint filling the space offered (a colour or gradient as a view).
    case fill
    /// A rectangle (SwiftUI's `Rectangle`).
    case rect
    /// A rectangle with rounded corners (SwiftUI's `RoundedRectangle`).
    case roundedRect
    /// A circle inscribed in its frame (SwiftUI's `Circle`).
    case disc
    /// An ellipse filling its frame (SwiftUI's `Ellipse`).
    case oval
    /// A capsule (SwiftUI's `Capsule`).
    case pill
    /// The widget's shape inset to the frame (SwiftUI's `ContainerRelativeShape`).
    case containerRelative
    /// Children laid out by the parent as if written in its place; tree JSON only (laid out as a column).
    case group
    /// Nothing; tree JSON only (laid out as a clear `fill`).
    case empty
    /// An SF Symbol glyph (SwiftUI's `Image(systemName:)`).
    case symbol
    /// An image file (SwiftUI's `Image`).
    case picture
    /// Content made from the size it is given (SwiftUI's `GeometryReader`); Swift only, no JSON form.
    case sizeReader
    /// An outline computed from its frame (SwiftUI's custom `Shape` and `Path`); Swift only, no JSON form.
    case customShape
    /// A gauge filled at the render clock (SwiftUI's `ProgressView(timerInterval:)`); Swift only, no JSON
    /// form, and laid out as the bar or ring it draws.
    case timerProgress
    /// A chart of marks with its axes and legend (Swift Charts' `Chart`).
    case chart
    /// Space around the child (the `padding` modifier).
    case padding
    /// A fixed or flexible frame around the child (the `frame` modifiers).
    case frame
    /// A view drawn behind the child, sized by it (the `background` modifier).
    case background
    /// A view drawn in front of the child, sized by it (the `overlay` modifier).
    case overlay
    /// The child shown only where a view laid out in its frame covers it (the `mask` modifier).
    case mask
    /// The child's priority in its stack (the `layoutPriority` modifier).
    case layoutPriority
    /// The child at its ideal size on one or both axes (the `fixedSize` modifier).
    case fixedSize
    /// The child fitted or filled to a ratio (the `aspectRatio` modifier).
    case aspectRatio
    /// The child drawn moved, its frame left in place (the `offset` modifier).
    case offset
    /// The child drawn translucent (the `opacity` modifier).
    case opacity
    /// The child composited with a blend mode (the `blendMode` modifier).
    case blendMode
    /// The child's pixels recoloured (`colorInvert`, `grayscale`, `luminanceToAlpha` …).
    case colorEffect
    /// The child clipped to a shape (the `clipShape` and `cornerRadius` modifiers).
    case clipShape
    /// The child with a shadow (the `shadow` modifier).
    case shadow
    /// The child drawn turned about an anchor, its frame left in place (the `rotation` modifier).
    case rotation
    /// The child drawn stretched about an anchor, its frame left in place (the `scale` modifier).
    case scale

    /// The kinds a tree JSON `"type"` may name, in the order error messages list them.
    public static let treeTypes: [NodeKind] = allCases.filter(\.isTreeType)

    /// The basic shapes, which `clipShape` also accepts.
    public static let shapes: [NodeKind] = [.rect, .roundedRect, .disc, .oval, .pill, .containerRelative]

    /// Whether a tree JSON node may have this `"type"`; modifiers are written in `"modifiers"` instead,
    /// and a size reader's content is Swift code, which JSON cannot hold.
    public var isTreeType: Bool { !isModifier && ![.sizeReader, .customShape, .timerProgress].contains(self) }

    /// Whether this node comes from a modifier wrapping one child.
    public var isModifier: Bool {
        switch self {
        case .padding, .frame, .background, .overlay, .mask, .layoutPriority, .fixedSize, .aspectRatio, .offset,
            .opacity, .blendMode, .colorEffect,
            .clipShape, .shadow, .rotation, .scale:
            true
        default: false
        }
    }

    /// Whether this node arranges children: a column, a row or layers.
    public var isStack: Bool { self == .column || self == .row || self == .layers }

    /// Whether this is one of the basic shapes.
    public var isShape: Bool { Self.shapes.contains(self) }
}

extension NodeKind: CustomStringConvertible {
    /// The JSON spelling, so messages read `words`, not `NodeKind.words`.
    public var description: String { rawValue }
}

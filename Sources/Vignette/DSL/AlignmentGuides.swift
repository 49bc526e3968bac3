import Foundation

/// A view's size and text baselines, as an alignment guide's computation sees them (SwiftUI's
/// `ViewDimensions`). The baselines are measured only when read: most guides need the size only.
public struct GuideDimensions: Equatable, Sendable {
    final class Baselines: @unchecked Sendable {
        private let measure: () -> (first: CGFloat?, last: CGFloat?)
        private(set) lazy var values = measure()
        init(_ measure: @escaping () -> (first: CGFloat?, last: CGFloat?)) { self.measure = measure }
    }

    /// The view's width.
    public var width: CGFloat
    /// The view's height.
    public var height: CGFloat
    private let baselines: Baselines?

    /// Dimensions of a view of `width` × `height` whose baselines are the bottom edge.
    public init(width: CGFloat, height: CGFloat) {
        self.width = width
        self.height = height
        baselines = nil
    }

    /// Dimensions whose baselines `measure` finds when first read (nil: the bottom edge).
    init(width: CGFloat, height: CGFloat, baselines measure: @escaping () -> (first: CGFloat?, last: CGFloat?)) {
        self.width = width
        self.height = height
        baselines = Baselines(measure)
    }

    /// The first line's baseline from the top, or the height when the view shows no text.
    public var firstBaseline: CGFloat { baselines?.values.first ?? height }
    /// The last line's baseline from the top, or the height when the view shows no text.
    public var lastBaseline: CGFloat { baselines?.values.last ?? height }

    /// The default position of a built-in or custom guide in these dimensions.
    public subscript(key: AlignmentKey) -> CGFloat { key.defaultValue(in: self) }

    /// Equal sizes and baselines.
    public static func == (a: GuideDimensions, b: GuideDimensions) -> Bool {
        a.width == b.width && a.height == b.height && a.firstBaseline == b.firstBaseline
            && a.lastBaseline == b.lastBaseline
    }
}

/// An alignment a container lines its children up by: a built-in one or a custom one
/// (SwiftUI's `HorizontalAlignment(MyID.self)`), compared by axis and name.
public struct AlignmentKey: Hashable, Sendable {
    final class Default: Sendable {
        let value: @Sendable (GuideDimensions) -> CGFloat
        init(_ value: @escaping @Sendable (GuideDimensions) -> CGFloat) { self.value = value }
    }

    /// The axis positions are measured along: `.horizontal` for a horizontal alignment.
    public let axis: Axis
    /// The alignment's name: a built-in one's ("leading", "firstTextBaseline"…) or the custom type's.
    public let name: String
    let fallback: Default

    /// A custom alignment along `axis`, named `name`, whose guide is `defaultValue` wherever a
    /// view does not set one.
    public init(custom name: String, axis: Axis, defaultValue: @escaping @Sendable (GuideDimensions) -> CGFloat) {
        self.axis = axis
        self.name = name
        self.fallback = Default(defaultValue)
    }

    /// A built-in horizontal alignment.
    public init(_ alignment: HorizontalAlign) {
        let fraction = alignment.fraction
        self.init(custom: alignment.rawValue, axis: .horizontal) { $0.width * fraction }
    }

    /// A built-in vertical alignment; the baselines read the dimensions' baselines.
    public init(_ alignment: VerticalAlign) {
        let fraction = alignment.fraction
        switch alignment {
        case .firstTextBaseline: self.init(custom: alignment.rawValue, axis: .vertical) { $0.firstBaseline }
        case .lastTextBaseline: self.init(custom: alignment.rawValue, axis: .vertical) { $0.lastBaseline }
        default: self.init(custom: alignment.rawValue, axis: .vertical) { $0.height * fraction }
        }
    }

    /// Where the guide lies in `dimensions` when the view sets none.
    public func defaultValue(in dimensions: GuideDimensions) -> CGFloat { fallback.value(dimensions) }

    /// The same axis and name.
    public static func == (a: AlignmentKey, b: AlignmentKey) -> Bool { a.axis == b.axis && a.name == b.name }
    /// Hashes the axis and name.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(axis)
        hasher.combine(name)
    }
}

/// A view's own position for one alignment, computed from its dimensions once laid out (SwiftUI's
/// `alignmentGuide(_:computeValue:)`). Compared by identity, as a closure has no equality; no JSON form.
public struct AlignmentGuide: Hashable, Sendable {
    final class Compute: Sendable {
        let value: @Sendable (GuideDimensions) -> CGFloat
        init(_ value: @escaping @Sendable (GuideDimensions) -> CGFloat) { self.value = value }
    }

    /// The alignment this guide positions.
    public let key: AlignmentKey
    let compute: Compute

    /// The guide for `key` at `value(dimensions)` from the view's top-leading corner.
    public init(_ key: AlignmentKey, _ value: @escaping @Sendable (GuideDimensions) -> CGFloat) {
        self.key = key
        self.compute = Compute(value)
    }

    /// The guide's position in a view of `dimensions`.
    public func value(in dimensions: GuideDimensions) -> CGFloat { compute.value(dimensions) }

    /// The same alignment and the same closure.
    public static func == (a: AlignmentGuide, b: AlignmentGuide) -> Bool { a.key == b.key && a.compute === b.compute }
    /// Hashes the alignment and the closure's identity.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(key)
        hasher.combine(ObjectIdentifier(compute))
    }
}

/// Custom alignments a container lines its children up by, in place of its built-in ones.
public struct CustomAlignment: Hashable, Sendable {
    /// Replaces the horizontal alignment (a `VStack`'s, or a frame's, `ZStack`'s, overlay's across).
    public var horizontal: AlignmentKey?
    /// Replaces the vertical alignment.
    public var vertical: AlignmentKey?

    /// Custom alignments on either axis.
    public init(horizontal: AlignmentKey? = nil, vertical: AlignmentKey? = nil) {
        self.horizontal = horizontal
        self.vertical = vertical
    }
}

extension Modifier {
    /// Swift-only modifiers: written as a marker in tree JSON, which cannot be read back.
    var guideJSONMember: (String, JSONValue)? {
        switch self {
        case .alignmentGuide(let guide): ("alignmentGuide", .string("\(guide.key.name) (Swift only)"))
        case .customAlignment(let custom):
            (
                "customAlignment",
                .string([custom.horizontal, custom.vertical].compactMap { $0?.name }.joined(separator: ", "))
            )
        default: nil
        }
    }
}

import Foundation
import Vignette

/// A custom alignment's identity and default guide, as SwiftUI's `AlignmentID`
/// (Docs/SwiftUI/Alignment.md).
public protocol AlignmentID {
    /// The guide's position in a view that does not set one with `alignmentGuide`.
    static func defaultValue(in context: ViewDimensions) -> CGFloat
}

/// A view's size and guides, as an alignment guide's closure reads them (SwiftUI's `ViewDimensions`).
public struct ViewDimensions: Equatable, Sendable {
    let core: GuideDimensions

    /// The view's width.
    public var width: CGFloat { core.width }
    /// The view's height.
    public var height: CGFloat { core.height }

    /// Where a horizontal alignment's default guide lies, from the leading edge.
    public subscript(guide: HorizontalAlignment) -> CGFloat { core[guide.key] }
    /// Where a vertical alignment's default guide lies, from the top edge.
    public subscript(guide: VerticalAlignment) -> CGFloat { core[guide.key] }
    /// The view's explicit guide for an alignment; guides are not reported back here, so nil.
    public subscript(explicit guide: HorizontalAlignment) -> CGFloat? { nil }
    /// The view's explicit guide for an alignment; guides are not reported back here, so nil.
    public subscript(explicit guide: VerticalAlignment) -> CGFloat? { nil }
}

extension HorizontalAlignment {
    /// A custom horizontal alignment identified by `id`.
    public init(_ id: any AlignmentID.Type) {
        self.init(
            core: .center,
            custom: AlignmentKey(custom: String(reflecting: id), axis: .horizontal) {
                id.defaultValue(in: ViewDimensions(core: $0))
            })
    }

    /// The core alignment key: the custom one, or the built-in.
    var key: AlignmentKey { custom ?? AlignmentKey(core) }
}

extension VerticalAlignment {
    /// A custom vertical alignment identified by `id`.
    public init(_ id: any AlignmentID.Type) {
        self.init(
            core: .center,
            custom: AlignmentKey(custom: String(reflecting: id), axis: .vertical) {
                id.defaultValue(in: ViewDimensions(core: $0))
            })
    }

    /// The core alignment key: the custom one, or the built-in.
    var key: AlignmentKey { custom ?? AlignmentKey(core) }
}

extension Alignment {
    /// The custom alignments a container must line up by, if either part is one.
    var customAlignment: CustomAlignment? {
        horizontal.custom == nil && vertical.custom == nil
            ? nil
            : CustomAlignment(horizontal: horizontal.custom, vertical: vertical.custom)
    }
}

extension Node {
    /// This container lined up by `custom` alignments, when there are any.
    func aligned(by custom: CustomAlignment?) -> Node {
        custom.map { .modified(self, .customAlignment($0)) } ?? self
    }
}

/// A guide closure carried to layout; SwiftUI's is not `Sendable`, and layout calls it on one thread.
private final class GuideClosure: @unchecked Sendable {
    let compute: (ViewDimensions) -> CGFloat
    init(_ compute: @escaping (ViewDimensions) -> CGFloat) { self.compute = compute }
}

nonisolated extension View {
    /// Sets this view's guide for a horizontal alignment: containers aligning by `g` line this
    /// point up with their other children's.
    public func alignmentGuide(
        _ g: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat
    ) -> some View {
        let closure = GuideClosure(computeValue)
        return coreModified(.alignmentGuide(AlignmentGuide(g.key) { closure.compute(ViewDimensions(core: $0)) }))
    }

    /// Sets this view's guide for a vertical alignment.
    public func alignmentGuide(_ g: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View
    {
        let closure = GuideClosure(computeValue)
        return coreModified(.alignmentGuide(AlignmentGuide(g.key) { closure.compute(ViewDimensions(core: $0)) }))
    }

    /// This view in a core container modifier made in its environment, then lined up by `alignment`'s
    /// custom parts when it has any.
    func coreModified(
        _ modifier: @escaping (EnvironmentValues) -> Modifier?, aligning alignment: Alignment
    ) -> some View {
        CoreModified(CoreModified(self, modifier), { _ in alignment.customAlignment.map(Modifier.customAlignment) })
    }
}

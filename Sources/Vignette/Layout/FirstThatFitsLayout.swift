import Foundation

/// `FirstThatFits` (SwiftUI's `ViewThatFits`, Docs/LayoutSemantics.md §a.13).
extension LayoutEngine {
    /// The first child whose ideal size fits `p` on `axes`, else the last child; nil without children.
    ///
    /// A child's ideal size on a checked axis is its size for an unspecified proposal on that
    /// axis (the other axis keeps the proposal); it fits when it is no larger than the proposal
    /// there, and always on an axis the proposal leaves unspecified.
    func fittingChild(_ id: Int, _ axes: Axes, _ p: Proposal) -> Int? {
        let children = tree[id].children
        guard let last = children.last else { return nil }
        let probe = Proposal(
            width: axes.contains(.horizontal) ? nil : p.width,
            height: axes.contains(.vertical) ? nil : p.height)
        for child in children.dropLast() {
            let ideal = size(child, probe)
            let fitsWidth = !axes.contains(.horizontal) || p.width.map { ideal.width <= $0 + Self.fitTolerance } ?? true
            let fitsHeight =
                !axes.contains(.vertical) || p.height.map { ideal.height <= $0 + Self.fitTolerance } ?? true
            if fitsWidth && fitsHeight { return child }
        }
        return last
    }

    /// Floating-point noise forgiven when comparing an ideal length with the space offered.
    static let fitTolerance: CGFloat = 1e-9
}

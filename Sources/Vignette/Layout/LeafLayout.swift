import Foundation

extension LayoutEngine {
    /// A spring is `minLength` long at least (nil: 8, the default spacing) and takes
    /// what it is offered along its stack's axis, with no thickness across it
    /// (Docs/LayoutSemantics.md §a.2). Outside a stack it grows on both axes; its ideal
    /// size there is `minLength` square — our choice, as the reference does not say.
    func springSize(minLength: CGFloat?, axis: Axis?, _ p: Proposal) -> CGSize {
        let least = minLength ?? 8
        func along(_ offered: CGFloat?) -> CGFloat { max(offered ?? -.infinity, least) }
        switch axis {
        case .horizontal: return CGSize(width: along(p.width), height: 0)
        case .vertical: return CGSize(width: 0, height: along(p.height))
        case nil: return CGSize(width: max(p.width ?? least, least), height: max(p.height ?? least, least))
        }
    }

    /// A rule spans the offered length across its stack and is one pixel thick along
    /// it (1/3 pt at @3x), and 1 pt at the accessibility text sizes; outside a stack it
    /// is horizontal (Docs/LayoutSemantics.md §a.2).
    func ruleSize(axis: Axis?, environment: WidgetEnvironment, _ p: Proposal) -> CGSize {
        let thickness = environment.dynamicTypeSize.isAccessibilitySize ? 1 : 1 / environment.displayScale
        if axis == .horizontal {
            return CGSize(width: thickness, height: p.height ?? 10)
        }
        return CGSize(width: p.width ?? 10, height: thickness)
    }
}

import Foundation
import Vignette

extension LintRules {
    /// Rounded shapes near a widget corner whose radius is not the widget's less the inset.
    ///
    /// **Level: warning:** HIG guidance on coordinating corner radii; off-radius corners look
    /// unpolished, not broken.
    ///
    /// A shape corner is near a widget corner when it is inset less than the widget's
    /// radius R on both axes (22 pt on iPhone); it is concentric when its radius is
    /// R − inset (the larger of the two insets) within 3 pt. A shape too thin for that
    /// radius passes when fully rounded. Rectangles count as radius 0; discs and ovals
    /// are not rounded rectangles and are skipped, as are shapes under a clip (the clip
    /// is checked instead) and full-bleed backgrounds.
    public static let concentricCorners: LintRule = LintRule(
        id: "concentric-corners", severity: .warning, scope: .layout,
        summary: "A rounded shape near a widget corner whose radius is not the widget radius minus its inset (±3 pt).",
        guidance:
            "Corners concentric with the widget's (Docs/Design.md, Layout; HIG: coordinate the corner radius of your content with the widget's, ContainerRelativeShape)."
    ) { context in
        let sample = context.sample
        guard !sample.family.isAccessory else { return [] }
        let widgetRadius = sample.device.widgetCornerRadius, size = sample.size
        var issues: [LintIssue] = []
        for node in ConcentricCorners.shapes(under: sample.content) {
            guard let (frame, radius) = ConcentricCorners.geometry(node),
                frame.width < size.width * 0.95 || frame.height < size.height * 0.95
            else { continue }
            let corners = [
                (frame.minX, frame.minY), (size.width - frame.maxX, frame.minY),
                (frame.minX, size.height - frame.maxY), (size.width - frame.maxX, size.height - frame.maxY),
            ]
            guard let inset = corners.map({ max($0.0, $0.1) }).filter({ $0 >= 0 && $0 < widgetRadius }).min() else {
                continue
            }
            let expected = min(widgetRadius - inset, min(frame.width, frame.height) / 2)
            guard abs(radius - expected) > 3 else { continue }
            issues.append(
                LintIssue(
                    "corner radius \(LintFormat.points(radius)) pt, \(LintFormat.points(inset)) pt from a widget corner "
                        + "of radius \(LintFormat.points(widgetRadius)): concentric would be \(LintFormat.points(expected)) pt",
                    node: node.clipShape.map { "clipShape " + PaintedLeaf.describe($0) } ?? PaintedLeaf.describe(node),
                    frame: frame))
        }
        return issues
    }
}

enum ConcentricCorners {
    /// Painted shapes and clips, not descending below a clip.
    static func shapes(under root: PlacedNode) -> [PlacedNode] {
        var out: [PlacedNode] = []
        func walk(_ node: PlacedNode) {
            if case .shape = node.painted { out.append(node) }
            if node.clipShape != nil {
                out.append(node)
                return
            }
            node.children.forEach(walk)
        }
        walk(root)
        return out
    }

    /// The frame a shape draws in and its corner radius; nil for shapes without one.
    static func geometry(_ node: PlacedNode) -> (CGRect, CGFloat)? {
        var kind: ShapeKind
        if let clip = node.clipShape {
            kind = clip
        } else if case .shape(let k, _) = node.painted {
            kind = k
        } else {
            return nil
        }
        var frame = node.frame
        while case .inset(let base, let by) = kind {
            frame = frame.insetBy(dx: by, dy: by)
            kind = base
            if case .roundedRect(let r, let style) = base {
                kind = .roundedRect(cornerRadius: max(r - by, 0), style: style)
            }
        }
        switch kind {
        case .rect: return (frame, 0)
        case .roundedRect(let r, _): return (frame, min(r, min(frame.width, frame.height) / 2))
        case .pill: return (frame, min(frame.width, frame.height) / 2)
        default: return nil
        }
    }
}

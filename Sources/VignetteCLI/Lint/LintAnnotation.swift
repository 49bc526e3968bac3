import Foundation
import Vignette
import VignetteLint

/// One finding drawn on its rendering: the widget on a backdrop of its appearance, the
/// rest dimmed, the offending frame outlined in red with the rule id on a tag, and the
/// explanation underneath. Everything is display items added over the widget's own list.
enum LintAnnotation {
    static let red = RGBA(hex: 0xFF2D55)

    static func displayList(_ finding: LintFinding, on prepared: PreparedWidget, textEngine: TextEngine) -> DisplayList
    {
        displayList(finding, on: prepared.displayList, dark: prepared.spec.appearance != .light, textEngine: textEngine)
    }

    /// The same for a Live Activity presentation.
    static func displayList(
        _ finding: LintFinding, on prepared: PreparedActivity, textEngine: TextEngine
    ) -> DisplayList {
        displayList(finding, on: prepared.displayList, dark: prepared.spec.appearance == .dark, textEngine: textEngine)
    }

    /// `finding` drawn over `rendering`, on a light or dark backdrop.
    static func displayList(
        _ finding: LintFinding, on rendering: DisplayList, dark: Bool, textEngine: TextEngine
    ) -> DisplayList {
        let size = rendering.size
        let captionWidth = max(size.width, 300)
        let sheet = Column(alignment: .leading, spacing: 10) {
            Fill(.clear).frame(width: size.width, height: size.height).named("cell-0")
            Words("\(finding.rule) · \(finding.severity.rawValue)").font(.caption.bold()).foregroundStyle(
                .hex(0xFF2D55))
            Words(finding.message).font(.caption).foregroundStyle(dark ? .hex(0xF2F2F7) : .hex(0x1C1C1E))
                .frame(width: captionWidth, alignment: .leading)
            Words(
                [finding.widget, finding.family, finding.presentation, finding.device, finding.appearance].compactMap {
                    $0
                }
                .joined(separator: " · ")
                    + " · " + finding.moments.joined(separator: ", ")
            )
            .font(.caption2).foregroundStyle(.hex(0x8E8E93)).frame(width: captionWidth, alignment: .leading)
        }
        .padding(20)
        .background(Fill(.hex(dark ? 0x2C2C2E : 0xE5E5EA)))
        .fixedSize()
        var list = SheetCompositor.displayList(sheet, cells: [rendering], textEngine: textEngine)
        guard let frame = finding.rect else { return list }
        let origin = CGPoint(x: 20, y: 20)
        let widget = CGRect(origin: origin, size: size)
        let target = frame.offsetBy(dx: origin.x, dy: origin.y).insetBy(dx: -2, dy: -2)
        // Dim the widget around the frame (four bands), so the eye goes to what is wrong.
        if target.width < widget.width - 8 || target.height < widget.height - 8 {
            let veil = ResolvedPaint.color(RGBA(red: 0, green: 0, blue: 0, alpha: 0.45))
            let visible = target.intersection(widget)
            for band in [
                CGRect(x: widget.minX, y: widget.minY, width: widget.width, height: visible.minY - widget.minY),
                CGRect(x: widget.minX, y: visible.maxY, width: widget.width, height: widget.maxY - visible.maxY),
                CGRect(x: widget.minX, y: visible.minY, width: visible.minX - widget.minX, height: visible.height),
                CGRect(x: visible.maxX, y: visible.minY, width: widget.maxX - visible.maxX, height: visible.height),
            ]
            where band.width > 0 && band.height > 0 {
                list.items.append(.fill(Path(rect: band), veil))
            }
        }
        list.items.append(
            .stroke(
                Path(roundedRect: target, cornerRadius: 3, style: .circular), StrokeStyle(lineWidth: 2), .color(red)))
        // The rule id on a red tag just above the frame (below it when there is no room).
        let tag = SheetCompositor.displayList(
            Words(finding.rule).font(.caption2.bold()).foregroundStyle(.white).lineLimit(1)
                .padding(.horizontal, 5).padding(.vertical, 1)
                .background(RoundedRect(cornerRadius: 3, style: .circular).fill(.hex(0xFF2D55))).fixedSize(),
            textEngine: textEngine)
        let above = target.minY - tag.size.height - 1
        let y = above >= 2 ? above : min(target.maxY + 1, list.size.height - tag.size.height)
        let x = min(max(target.minX, 2), list.size.width - tag.size.width - 2)
        list.items += tag.items.map { $0.translated(dx: x, dy: y) }
        return list
    }
}

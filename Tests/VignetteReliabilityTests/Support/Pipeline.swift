import Foundation
import Vignette
import VignetteCairo

/// The whole pipeline for one tree, with one text engine and renderer (Pango's font
/// maps are not thread-safe: each thread gets its own `Pipeline`).
final class Pipeline {
    let engine: PangoTextEngine
    let renderer: CairoRenderer
    static let device = DeviceCatalog.standard.defaultDevice

    init() throws {
        engine = try PangoTextEngine()
        renderer = try CairoRenderer()
    }

    /// Frames in points, not snapped, for `node` in a `size` host at `scale`.
    func layout(_ node: Node, in size: CGSize = CGSize(width: 170, height: 170), scale: CGFloat = 2) -> LayoutResult {
        Layout.layout(node, in: size, environment: WidgetEnvironment(displayScale: scale), textEngine: engine)
    }

    /// `node` as a systemSmall widget, prepared for painting.
    func prepare(
        _ node: Node, family: WidgetFamily = .systemSmall, appearance: Appearance = .light,
        scale: CGFloat = 2
    ) throws -> PreparedWidget {
        let widget = WidgetDefinition(id: "generated", displayName: "Generated", families: [family]) { _ in node }
        return try widget.prepare(
            WidgetRenderSpec(
                family: family, device: Self.device, appearance: appearance, scale: scale,
                date: Date(timeIntervalSince1970: 1_795_420_800)),
            textEngine: engine, resources: .files())
    }

    func png(_ prepared: PreparedWidget) throws -> Data {
        try renderer.png(prepared.displayList, scale: Double(prepared.pixelScale))
    }
}

extension LayoutResult {
    /// The first frame that is not finite or has a negative size, described; nil when all are fine.
    var badFrame: String? {
        allNodes.first { node in
            let f = node.frame
            return ![f.minX, f.minY, f.width, f.height].allSatisfy(\.isFinite) || f.width < 0 || f.height < 0
        }.map { "\($0.kind) \($0.name ?? "") at \($0.frame)" }
    }
}

/// Whether two coordinates agree to rounding error, at any magnitude.
func close(_ a: CGFloat, _ b: CGFloat) -> Bool {
    abs(a - b) <= 1e-6 * max(1, abs(a), abs(b))
}

import Foundation
import SwiftUI
import Testing
import Vignette
import VignetteCairo
import WidgetKit

/// `widgetLabel { Text(…) }` (daysleft's accessory gauge) draws as `widgetLabel("…")` does.
struct WidgetLabelViewTests {
    let watch = try! DeviceCatalog.standard.device(id: "apple-watch-series-11-46mm")

    private func list<V: View>(_ view: V, _ family: Vignette.WidgetFamily) throws -> DisplayList {
        let node = Lowering.node(view, family: family)
        let widget = WidgetDefinition(id: "label", displayName: "Label", families: [family]) { _ in node }
        let pipeline = PNGPipeline()
        let spec = WidgetRenderSpec(family: family, device: watch, appearance: .dark, date: Date())
        return try widget.prepare(spec, textEngine: pipeline.engine, resources: .files()).displayList
    }

    @Test func aViewLabelCurvesInTheCornerAsAStringLabelDoes() throws {
        let view = try list(
            Image(systemName: "heart.fill").widgetLabel { Text("RUN").foregroundColor(.red) }, .accessoryCorner)
        let string = try list(
            Image(systemName: "heart.fill").widgetLabel("RUN").foregroundColor(.red), .accessoryCorner)
        let bare = try list(Image(systemName: "heart.fill"), .accessoryCorner)
        let texts = { (list: DisplayList) in
            list.items.compactMap { item -> String? in
                guard case .group(let group) = item, case .text(let run)? = group.items.first else { return nil }
                return run.text
            }
        }
        #expect(texts(view).joined() == "RUN" && texts(view) == texts(string) && view != bare)
    }

    @Test func aViewLabelIsNotDrawnInOtherFamilies() throws {
        let labelled = try list(Text("12").widgetLabel { Text("Days left") }, .accessoryCircular)
        #expect(labelled == (try list(Text("12").widgetLabel("Days left"), .accessoryCircular)))
        func texts(_ items: [DisplayItem]) -> [String] {
            items.flatMap { item -> [String] in
                switch item {
                case .text(let run): return [run.text]
                case .group(let group): return texts(group.items)
                default: return []
                }
            }
        }
        #expect(texts(labelled.items) == ["12"])
    }
}

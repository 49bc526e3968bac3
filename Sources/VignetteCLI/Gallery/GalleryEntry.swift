import Foundation
import Vignette

/// One image of the gallery: a widget in one family, appearance and moment.
struct GalleryEntry {
    let widget: WidgetDefinition
    let moment: WidgetDefinition.Moment
    let spec: WidgetRenderSpec
    var fileName: String { spec.fileStem(widget: widget.id, suffix: moment.name) + ".png" }
    /// Filled in once rendered.
    var displayList: DisplayList?

    /// Every example × family × appearance × sample moment on one device, in a stable order.
    static func all(widgets: [WidgetDefinition], device: Device, os: OSVersion, scale: CGFloat?) -> [GalleryEntry] {
        var entries: [GalleryEntry] = []
        for widget in widgets {
            let moments = widget.moments.isEmpty ? [.init(name: "default", date: WidgetEnvironment().date)] : widget.moments
            for moment in moments {
                for appearance in Appearance.allCases {
                    for family in widget.families where device.offers(family, os: os) && appearance.applies(to: family, on: device.platform) {
                        let spec = WidgetRenderSpec(family: family, device: device, os: os, appearance: appearance,
                                                    scale: scale, date: moment.date, timeZone: widget.timeZone)
                        entries.append(GalleryEntry(widget: widget, moment: moment, spec: spec))
                    }
                }
            }
        }
        return entries
    }
}

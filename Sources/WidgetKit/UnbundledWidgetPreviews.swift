import Foundation
import SwiftUI
import Vignette
import VignetteFoundation

extension WidgetDefinition {
    /// The widget previews (`#Preview(as:) { SomeWidget() } timeline: { … }`) whose widget the bundle
    /// does not list, each entry as a definition `vignette test` renders, as Xcode's canvas draws such
    /// a preview: the macro needs only the widget's type, not its place in the bundle (nilsmango/
    /// 7III_Meditation comments its home-screen widget out of the bundle and keeps its preview).
    ///
    /// Ids are `Preview-<Type>` and the preview's name or line, with the entry's number when it has
    /// several; the display name is `Module/File.swift:line`. An entry is drawn in the preview's family
    /// with the widget's content closure, asking no provider (`init(preview:entryIndex:)`), its entries
    /// made at the preview clock (`.now` in them is `WallClock.previewClock`). A preview whose provider
    /// fails is left out, as for the bundle's moments.
    package static func unbundledWidgetPreviews(
        bundled typeNames: Set<String>, timeZone: TimeZone
    ) -> [WidgetDefinition] {
        var definitions: [WidgetDefinition] = []
        for preview in Previews.widgets {
            guard let typeName = preview.widgetTypeName, !typeNames.contains(typeName) else { continue }
            // Entries written with `.now` read the preview clock, as the bundle's moments do, so a
            // reference drawn today matches tomorrow.
            let count = WallClock.frozen(at: WallClock.previewClock) { preview.entries.count }
            let base = "Preview-\(typeName)-" + (preview.name ?? "\(preview.line)")
            for index in 0..<count {
                let id = count > 1 ? "\(base)-\(index + 1)" : base
                guard
                    var definition = WallClock.frozen(
                        at: WallClock.previewClock,
                        {
                            try? WidgetDefinition(
                                preview: preview, entryIndex: index, id: Self.fileSafe(id), timeZone: timeZone)
                        })
                else { continue }
                definition.displayName = "\(preview.fileID):\(preview.line)"
                definitions.append(definition)
            }
        }
        return definitions
    }

    /// Letters, digits, `-` and `.`; anything else becomes `-`, so the id names a reference file.
    private static func fileSafe(_ text: String) -> String {
        String(text.map { $0.isASCII && ($0.isLetter || $0.isNumber || "-.".contains($0)) ? $0 : "-" })
    }
}

import Vignette

/// A small widget whose colour and font design a test can change: a coloured bar and a
/// word, on a plain background.
enum SampleWidget {
    static func make(bar: Paint = .rgb(0.1, 0.4, 0.9), design: Typeface.Design = .default) -> WidgetDefinition {
        WidgetDefinition(id: "sample", displayName: "Sample", families: [.systemSmall, .systemMedium]) { _ in
            Column(alignment: .leading, spacing: 6) {
                Rect().fill(bar).frame(height: 24)
                Words("Quartz 42").font(.system(size: 22, weight: .bold, design: design))
                Spring()
            }
            .widgetBackground(.systemBackground)
            .node
        }
    }
}

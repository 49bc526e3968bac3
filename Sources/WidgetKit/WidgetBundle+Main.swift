import Foundation
import Vignette
import VignetteCLI
import VignetteTimeline

extension WidgetCatalog {
    /// The widgets of `bundle`, each by its type name, those with a provider also for the
    /// timeline commands.
    public init<B: WidgetBundle>(bundle: B, timeZone: TimeZone = .current, providerTimeout: TimeInterval = 10) {
        let descriptions = bundle.body.widgetDescriptions
        self.init(name: "\(B.self)",
                  definitions: descriptions.map {
                      WidgetDefinition(description: $0, timeZone: timeZone, providerTimeout: providerTimeout)
                  },
                  timelines: descriptions.compactMap {
                      AnyTimelineWidget($0, id: $0.typeName ?? $0.kind, timeZone: timeZone, timeout: providerTimeout)
                  })
    }
}

extension WidgetBundle {
    /// The entry point `@main` calls: Vignette's command line on this bundle's widgets, so
    /// `swift run MyWidgets render --widget MyWidget` works, and `vignette … --package` runs
    /// the package's commands through it. `--widget` takes a widget's type name.
    public static func main() {
        VignetteCommand.main(catalog: WidgetCatalog(bundle: Self()))
    }
}

import Foundation
import SwiftUI
import Vignette
import VignetteCairo

/// Lowers SwiftUI views and lays them out as widget content, beside core-DSL trees.
enum Lowering {
    static let fonts = try! FontLibrary.standard()
    /// Shared by the tests, which run in parallel: an engine is not thread-safe (its caches and
    /// Pango's font map), so every use holds `engineLock`.
    nonisolated(unsafe) private static let engine = try! PangoTextEngine(fonts: fonts)
    private static let engineLock = NSLock()

    /// The core environment of a render of `family` (light, the default clock).
    static func environment(_ family: Vignette.WidgetFamily = .systemSmall) -> WidgetEnvironment {
        WidgetEnvironment(family: family)
    }

    /// The core node `view` lowers to in a render of `family`.
    static func node<V: SwiftUI.View>(_ view: V, family: Vignette.WidgetFamily = .systemSmall) -> Node {
        lower(view, in: EnvironmentValues(core: environment(family)))
    }

    /// `content` laid out inside a widget container of `size` (margins, background, clip),
    /// snapped to the 3× pixel grid as a render is; `date` sets the render clock.
    static func layout(
        _ content: Node, family: Vignette.WidgetFamily = .systemSmall,
        size: CGSize = CGSize(width: 170, height: 170), date: Date? = nil
    ) -> LayoutResult {
        let container = WidgetContainer(family: family, size: size, cornerRadius: 22)
        var environment = environment(family)
        if let date { environment.date = date }
        environment.containerShape = container.shape
        return engineLock.withLock {
            Layout.layout(
                container.wrap(content, environment: environment), in: size,
                environment: environment, textEngine: engine
            ).snapped(toScale: 3)
        }
    }

    /// The frame of the text node showing `text` as its only line.
    static func frame(ofText text: String, in layout: LayoutResult) -> CGRect? {
        layout.allNodes.first { $0.lines == [text] }?.frame
    }
}

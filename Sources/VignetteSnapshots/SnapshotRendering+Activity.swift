import Foundation
import Vignette
import VignetteCairo
import VignettePNG

extension SnapshotRendering where Subject == ActivityDefinition, Value == Bitmap {
    /// The Live Activity painted in every device × content state × colour scheme × presentation
    /// asked for (`ActivitySnapshotMatrix`), each a PNG reference.
    ///
    /// - Parameters:
    ///   - presentations: where it is shown; `.all` by default. Dynamic Island presentations
    ///     are skipped on a device without one (its activities show as the banner only).
    ///   - colorSchemes: the device's appearance, `[.light]` by default (the island is dark in both).
    ///   - devices: nil for `iphone-16-pro-max`.
    ///   - os: whose system colours apply.
    ///   - scale: pixels per point; nil for each device's own scale.
    ///   - states: content states by name, each rendered at its own date; nil for every state.
    public static func image(
        presentations: [ActivityPresentation] = .all, colorSchemes: [ColorScheme] = [.light],
        devices: [Device]? = nil, os: OSVersion = .default, scale: CGFloat? = nil,
        states: [String]? = nil
    ) -> Self {
        SnapshotRendering(name: \.id, format: .png) { activity, name, strategy in
            try ActivitySnapshotMatrix(
                activity: activity, presentations: presentations,
                devices: devices ?? [DeviceCatalog.standard.defaultDevice],
                appearances: colorSchemes.map(Appearance.init),
                os: os, scale: scale, states: states, name: name,
                locale: try strategy.resolvedLocale()
            ).variants()
                .map { variant in
                    SnapshotCase(stem: variant.stem) { renderer, resources in
                        SnapshotRender(
                            try renderer.paint(activity, variant.spec, state: variant.state, resources: resources))
                    }
                }
        }
    }
}

extension Array where Element == ActivityPresentation {
    /// Every presentation: the Lock Screen banner and the Dynamic Island's compact, minimal
    /// and expanded ones (`presentations: .all`).
    public static var all: [ActivityPresentation] { ActivityPresentation.allCases }
}

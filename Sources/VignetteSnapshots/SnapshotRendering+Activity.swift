import Foundation
import Vignette
import VignetteCairo
import VignettePNG

extension SnapshotRendering where Subject == ActivityDefinition, Value == Bitmap {
    /// The Live Activity painted in every device × content state × colour scheme × presentation
    /// asked for (`ActivitySnapshotMatrix`), each a PNG reference; what
    /// `assertSnapshot(of: ActivityDefinition…)` checks.
    package static func image(presentations: [ActivityPresentation], colorSchemes: [ColorScheme], devices: [Device]?,
                              os: OSVersion, scale: CGFloat?, states: [String]?) -> Self {
        SnapshotRendering(name: \.id, format: .png) { activity, name, strategy in
            try ActivitySnapshotMatrix(activity: activity, presentations: presentations,
                                       devices: devices ?? [DeviceCatalog.standard.defaultDevice], colorSchemes: colorSchemes,
                                       os: os, scale: scale, states: states, name: name,
                                       locale: try strategy.resolvedLocale()).variants()
                .map { variant in
                    SnapshotCase(stem: variant.stem) { renderer, resources in
                        SnapshotRender(try renderer.paint(activity, variant.spec, state: variant.state, resources: resources))
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

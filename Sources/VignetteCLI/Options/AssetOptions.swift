import ArgumentParser
import Foundation

/// `--strict-assets`: an image name that no asset catalogue or file provides fails the render,
/// where by default it is drawn as nothing with a warning, as iOS draws it (Docs/SwiftUI/Assets.md).
struct AssetOptions: ParsableArguments {
    @Flag(
        name: .customLong("strict-assets"),
        help:
            "Fail when an image name has no asset (without it: drawn as nothing, as on iOS, with a warning). Same as VIGNETTE_STRICT_ASSETS=1."
    )
    var strictAssets = false

    /// Sets `VIGNETTE_STRICT_ASSETS` for this process and the package executable it starts.
    func apply() {
        if strictAssets { setenv("VIGNETTE_STRICT_ASSETS", "1", 1) }
    }
}

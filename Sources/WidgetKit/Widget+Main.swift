import Foundation
import VignetteCLI

extension Widget {
    /// The entry point of a `@main` widget (an extension with one widget and no bundle, as
    /// Xcode's template allows): Vignette's command line on that widget alone, as for a bundle.
    public static func main() {
        SingleWidgetBundle<Self>.main()
    }
}

/// A bundle of the one widget a `@main` widget is.
struct SingleWidgetBundle<W: Widget>: WidgetBundle {
    var body: some Widget { W() }
}

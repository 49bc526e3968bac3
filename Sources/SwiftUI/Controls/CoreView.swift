import Vignette

/// A view drawn by a core element made in the view's environment: how a control whose look
/// the core already draws (a gauge ring, a progress bar) joins the SwiftUI tree.
nonisolated struct CoreView: View, PrimitiveView {
    let make: (EnvironmentValues) -> Node

    var body: Never { primitiveBody() }

    func lower(in environment: EnvironmentValues) -> Node { make(environment) }
}

nonisolated extension View {
    /// This view's core node in `environment`, e.g. a label inside a core gauge.
    func node(in environment: EnvironmentValues) -> Node { SwiftUI.lower(self, in: environment) }

    /// The characters of a `Text` view, for the core elements that take strings (a gauge's end labels).
    var plainText: String? { (self as? Text)?.plainString }
}

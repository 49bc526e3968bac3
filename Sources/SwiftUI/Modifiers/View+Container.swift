import Vignette

/// Where a container background goes; WidgetKit adds `.widget`.
public struct ContainerBackgroundPlacement: Hashable, Sendable {
    let name: String
    package init(name: String) { self.name = name }
}

nonisolated extension View {
    /// The background of the container this view is shown in; for `.widget`, drawn behind
    /// the whole widget and removed where the system removes it (Docs/WidgetFacts.md §4d).
    public func containerBackground<S: ShapeStyle>(_ style: S, for container: ContainerBackgroundPlacement) -> some View
    {
        coreModified(.widgetBackground(.fill(style._paint.core)))
    }

    /// Views as the background of the container this view is shown in.
    public func containerBackground<V: View>(
        for container: ContainerBackgroundPlacement, alignment: Alignment = .center,
        @ViewBuilder content: () -> V
    ) -> some View {
        let background = content()
        return coreModified { environment in
            let node = SwiftUI.lower(background, in: environment)
            return .widgetBackground(
                alignment == .center
                    ? node
                    : .modified(
                        node,
                        .flexFrame(FlexFrame(maxWidth: .infinity, maxHeight: .infinity, alignment: alignment.core))))
        }
    }
}

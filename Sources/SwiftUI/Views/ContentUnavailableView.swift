import Foundation
import Vignette

/// What a view shows when its content is unavailable (iOS 17's `ContentUnavailableView`): the label's
/// icon above its title, the description and the actions, centred in a column that takes the space
/// offered. Apple does not publish its metrics: the icon at 48 pt in the secondary colour, the title
/// in bold `title2`, the description in `subheadline` secondary, 8 pt apart, are our estimate
/// (Docs/SwiftUI/Controls.md, "ContentUnavailableView").
nonisolated public struct ContentUnavailableView<Label: View, Description: View, Actions: View>: View {
    let label: Label
    let description: Description
    let actions: Actions

    /// A view from a label (its icon shown above its title), a description and actions.
    public init(
        @ViewBuilder label: () -> Label, @ViewBuilder description: () -> Description = { EmptyView() },
        @ViewBuilder actions: () -> Actions = { EmptyView() }
    ) {
        self.label = label()
        self.description = description()
        self.actions = actions()
    }

    /// The column, centred in the space offered.
    public var body: some View {
        VStack(spacing: 8) {
            label.labelStyle(.iconOnly).font(.system(size: 48)).foregroundStyle(.secondary)
            label.labelStyle(.titleOnly).font(.title2.bold())
            description.font(.subheadline).foregroundStyle(.secondary)
            actions
        }
        .multilineTextAlignment(.center)
        .frame(maxWidth: .infinity, maxHeight: .infinity)
    }
}

extension ContentUnavailableView where Label == SwiftUI.Label<Text, Image>, Description == Text?, Actions == EmptyView {
    /// A title, the image named `image` in the asset catalogue, and an optional description.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image name: String, description: Text? = nil) {
        self.init(label: { SwiftUI.Label(title: { Text(title) }, icon: { Image(name) }) }, description: { description })
    }

    /// A title, an SF Symbol and an optional description.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage name: String, description: Text? = nil) {
        self.init(
            label: { SwiftUI.Label(title: { Text(title) }, icon: { Image(systemName: name) }) },
            description: { description })
    }

    /// A localized title, the image named `image` and an optional description.
    public init(_ titleKey: LocalizedStringKey, image name: String, description: Text? = nil) {
        self.init(
            label: { SwiftUI.Label(title: { Text(titleKey) }, icon: { Image(name) }) }, description: { description })
    }

    /// A localized title, an SF Symbol and an optional description.
    public init(_ titleKey: LocalizedStringKey, systemImage name: String, description: Text? = nil) {
        self.init(
            label: { SwiftUI.Label(title: { Text(titleKey) }, icon: { Image(systemName: name) }) },
            description: { description })
    }
}

import Foundation
import Vignette

/// A title with an icon, as SwiftUI's `Label`: by default the icon, then the title, in a row
/// aligned on the text's first baseline; `labelStyle(_:)` shows one of them alone.
///
/// Apple does not publish the default style's spacing; the row uses the stacks' default
/// spacing (Docs/SwiftUI/Controls.md).
nonisolated public struct Label<Title: View, Icon: View>: View {
    let title: Title
    let icon: Icon
    @Environment(\.controlStyles) private var styles
    /// The Swift line that made the label, for lint (`Located.swift`).
    var origin: SourceOrigin?

    /// A label from two views.
    public init(
        @ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon, fileID: String = #fileID, line: Int = #line
    ) {
        self.title = title()
        self.icon = icon()
        origin = SourceOrigin(fileID: fileID, line: line)
    }

    /// The label as its style shows it. VoiceOver reads a label with both parts as one element,
    /// its title: the icon only illustrates it (Docs/Accessibility.md).
    public var body: some View { styled.located(origin) }

    private var styled: some View {
        switch styles.label {
        case .titleOnly: AnyView(title)
        case .iconOnly: AnyView(icon)
        case .custom: styles.customLabel.map { $0(configuration) } ?? AnyView(title)
        case .automatic, .titleAndIcon:
            AnyView(
                HStack(alignment: .firstTextBaseline) {
                    icon.accessibilityHidden(true)
                    title
                }
                .accessibilityElement(children: .combine))
        }
    }
}

extension Label where Title == Text, Icon == Image {
    /// A localized title and an SF Symbol.
    public init(_ titleKey: LocalizedStringKey, systemImage name: String, fileID: String = #fileID, line: Int = #line) {
        self.init(title: { Text(titleKey) }, icon: { Image(systemName: name) }, fileID: fileID, line: line)
    }

    /// A title shown as it is and an SF Symbol.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage name: String, fileID: String = #fileID, line: Int = #line) {
        self.init(title: { Text(title) }, icon: { Image(systemName: name) }, fileID: fileID, line: line)
    }
}

import Foundation
import Vignette

/// A control that opens a URL: in a widget, a tappable area of a medium or large widget.
/// A still image has no taps, so it is drawn as its label (Docs/SwiftUI/Controls.md).
nonisolated public struct Link<Label: View>: View {
    let destination: URL
    let label: Label
    /// The Swift line that made the link, for lint (`Located.swift`).
    let origin: SourceOrigin?

    /// A link to `destination` drawn as `label`.
    public init(destination: URL, @ViewBuilder label: () -> Label, fileID: String = #fileID, line: Int = #line) {
        self.destination = destination
        self.label = label()
        origin = SourceOrigin(fileID: fileID, line: line)
    }

    /// The label, in the tint colour as SwiftUI draws links; VoiceOver reads it as one element, a link.
    public var body: some View {
        label.foregroundStyle(.tint)
            .accessibilityElement(children: .combine)
            .accessibilityAddTraits(.isLink)
            .located(origin)
    }
}

extension Link where Label == Text {
    /// A link with a localized title.
    public init(_ titleKey: LocalizedStringKey, destination: URL, fileID: String = #fileID, line: Int = #line) {
        self.init(destination: destination, label: { Text(titleKey) }, fileID: fileID, line: line)
    }

    /// A link with a title shown as it is.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, destination: URL, fileID: String = #fileID, line: Int = #line) {
        self.init(destination: destination, label: { Text(title) }, fileID: fileID, line: line)
    }
}

/// The tint in force (`tint(_:)`, else the accent colour) as a style.
public struct TintShapeStyle: ShapeStyle, Sendable {
    /// The style in force where it is used.
    public init() {}
    /// The accent colour; inside `tint(_:)` the controls use the tint itself.
    public var _paint: _ShapePaint { _ShapePaint(EnvironmentValues.current.controlTint) }
}

extension ShapeStyle where Self == TintShapeStyle {
    /// The tint colour in force.
    public static var tint: TintShapeStyle { TintShapeStyle() }
}

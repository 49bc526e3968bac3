import Foundation
import Vignette

/// A control choosing one of several options (SwiftUI's `Picker`), drawn at rest in its style: a
/// widget's snapshot opens no menu. The options are the content's views, each marked with `tag(_:)`;
/// the one whose tag equals the selection is the one shown selected. Drawn as iOS's styles look,
/// estimated from Apple's screenshots, not measured (Docs/SwiftUI/Controls.md, "The app's controls"):
/// - `.menu` (iOS's `.automatic` outside a form): the selected option in the tint colour beside an
///   up and a down chevron;
/// - `.segmented`: the options side by side in equal segments on a 32 pt capsule-cornered track of
///   `tertiarySystemFill`, the selected one on a raised white segment.
nonisolated public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View, PrimitiveView {
    let selection: SelectionValue
    let label: Label
    let content: Content

    /// A picker of `content`'s options, showing `selection`, labelled `label` for VoiceOver.
    public init(
        selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label
    ) {
        self.selection = selection.wrappedValue
        self.label = label()
        self.content = content()
    }

    /// Primitive: lowered by Vignette, not through a body.
    public var body: Never { primitiveBody() }

    package func lower(in environment: EnvironmentValues) -> Node {
        let options = SwiftUI.lower(content, in: environment).stackChildren
        let selected = PickerTag.name(for: selection)
        let look: AnyView
        switch environment.pickerLook {
        case .segmented:
            look = AnyView(SegmentedLook(options: options.map { ($0.strippingTag, $0.tagName == selected) }))
        case .menu:
            let shown = options.first { $0.tagName == selected }?.strippingTag ?? .empty
            look = AnyView(MenuLook(selected: shown))
        }
        return SwiftUI.lower(look, in: environment)
    }
}

extension Picker where Label == Text {
    /// A picker with a localized title.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content)
    {
        self.init(selection: selection, content: content) { Text(titleKey) }
    }

    /// A picker with a title shown as it is.
    @_disfavoredOverload public init<S: StringProtocol>(
        _ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content
    ) {
        self.init(selection: selection, content: content) { Text(title) }
    }
}

/// The selected option beside iOS's up-and-down chevrons, in the tint colour.
nonisolated private struct MenuLook: View {
    let selected: Node
    var body: some View {
        HStack(spacing: 5) {
            NodeView(node: selected)
            VStack(spacing: -2) {
                Image(systemName: "chevron.up")
                Image(systemName: "chevron.down")
            }
            .font(.system(size: 9, weight: .semibold))
        }
        .foregroundStyle(.tint)
    }
}

/// The options in equal segments; the selected one raised on white.
nonisolated private struct SegmentedLook: View {
    let options: [(Node, Bool)]
    var body: some View {
        HStack(spacing: 0) {
            ForEach(options.indices, id: \.self) { index in
                NodeView(node: options[index].0)
                    .font(.system(size: 13, weight: options[index].1 ? .semibold : .medium))
                    .lineLimit(1)
                    .frame(maxWidth: .infinity, maxHeight: .infinity)
                    .background {
                        if options[index].1 {
                            RoundedRectangle(cornerRadius: 7).fill(Color.white)
                                .shadow(color: .black.opacity(0.12), radius: 4, x: 0, y: 3)
                                .padding(2)
                        }
                    }
            }
        }
        .frame(height: 32)
        .background(RoundedRectangle(cornerRadius: 9).fill(Color(paint: .system(.tertiarySystemFill))))
    }
}

/// A core node drawn as it is.
nonisolated private struct NodeView: View, PrimitiveView {
    let node: Node
    var body: Never { primitiveBody() }
    func lower(in environment: EnvironmentValues) -> Node { node }
}

/// How a picker is drawn (SwiftUI's `PickerStyle`).
public protocol PickerStyle {
    /// The look a render draws.
    var _look: PickerLook { get }
}

/// The looks a picker is drawn in.
public enum PickerLook: Sendable {
    /// The selected option and chevrons.
    case menu
    /// Equal segments.
    case segmented
}

/// The platform's choice: a menu on iOS outside a form.
public struct DefaultPickerStyle: PickerStyle {
    /// The default style.
    public init() {}
    /// Drawn as a menu.
    public var _look: PickerLook { .menu }
}
/// A menu showing the selected option.
public struct MenuPickerStyle: PickerStyle {
    /// The menu style.
    public init() {}
    /// Drawn as a menu.
    public var _look: PickerLook { .menu }
}
/// Options side by side in segments.
public struct SegmentedPickerStyle: PickerStyle {
    /// The segmented style.
    public init() {}
    /// Drawn in segments.
    public var _look: PickerLook { .segmented }
}
/// A spinning wheel (drawn here as a menu, the selected option).
public struct WheelPickerStyle: PickerStyle {
    /// The wheel style.
    public init() {}
    /// Drawn as a menu.
    public var _look: PickerLook { .menu }
}
/// Options inline in a list (drawn here as a menu, the selected option).
public struct InlinePickerStyle: PickerStyle {
    /// The inline style.
    public init() {}
    /// Drawn as a menu.
    public var _look: PickerLook { .menu }
}

extension PickerStyle where Self == DefaultPickerStyle {
    /// The platform's choice.
    public static var automatic: DefaultPickerStyle { DefaultPickerStyle() }
}
extension PickerStyle where Self == MenuPickerStyle {
    /// A menu.
    public static var menu: MenuPickerStyle { MenuPickerStyle() }
}
extension PickerStyle where Self == SegmentedPickerStyle {
    /// Segments.
    public static var segmented: SegmentedPickerStyle { SegmentedPickerStyle() }
}
extension PickerStyle where Self == WheelPickerStyle {
    /// A wheel.
    public static var wheel: WheelPickerStyle { WheelPickerStyle() }
}
extension PickerStyle where Self == InlinePickerStyle {
    /// Inline.
    public static var inline: InlinePickerStyle { InlinePickerStyle() }
}

private struct PickerStyleKey: EnvironmentKey {
    static let defaultValue = PickerLook.menu
}

extension EnvironmentValues {
    /// The look of pickers below (`pickerStyle(_:)`).
    fileprivate var pickerLook: PickerLook {
        get { self[PickerStyleKey.self] }
        set { self[PickerStyleKey.self] = newValue }
    }
}

nonisolated extension View {
    /// The style of pickers inside.
    public func pickerStyle<S: PickerStyle>(_ style: S) -> some View {
        environment(\.pickerLook, style._look)
    }

    /// Marks this view as the option `tag` of a picker around it.
    public func tag<V: Hashable>(_ tag: V) -> some View { coreModified(.named(PickerTag.name(for: tag))) }
}

/// A picker option's tag, carried as a node name.
enum PickerTag {
    static let prefix = "tag:"
    static func name<V: Hashable>(for value: V) -> String { prefix + String(reflecting: value) }
}

extension Node {
    /// The picker tag this option carries, if any.
    fileprivate var tagName: String? {
        guard case .modified(let inner, let modifier) = self else { return nil }
        if case .named(let name) = modifier, name.hasPrefix(PickerTag.prefix) { return name }
        return inner.tagName
    }

    /// The option without its tag.
    fileprivate var strippingTag: Node {
        guard case .modified(let inner, let modifier) = self else { return self }
        if case .named(let name) = modifier, name.hasPrefix(PickerTag.prefix) { return inner }
        return .modified(inner.strippingTag, modifier)
    }
}

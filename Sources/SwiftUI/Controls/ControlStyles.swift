import Vignette

// The styles of the controls a widget uses. Labels, toggles, gauges, progress views and buttons take a style of
// your own (`makeBody(configuration:)`: `CustomControlStyles.swift`, `ToggleStyle+Custom.swift`,
// `ProgressViewStyle+Custom.swift`, `ButtonStyle+Custom.swift`); a `PrimitiveButtonStyle` of your own does not
// compile. Every style protocol is isolated to the main actor, as Apple's are (`@MainActor @preconcurrency protocol
// LabelStyle`, …/labelstyle; Docs/SwiftUI.md §1, "The main actor"): a style's `makeBody(configuration:)` is
// main-actor code, lowered on the main thread as a view's `body` is. The built-in styles and the `_kind`/`_tint`
// the controls read are nonisolated, so `labelStyle(_:)` and the others are called anywhere, as Apple's are.

/// How a `Label` shows its title and icon: a built-in style, or your own `makeBody(configuration:)`.
@MainActor @preconcurrency public protocol LabelStyle {
    /// The view a style makes.
    associatedtype Body: View
    /// The label's title and icon, as the style receives them.
    typealias Configuration = LabelStyleConfiguration
    /// The label drawn in this style.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    /// Which built-in style this is; `.custom` for yours.
    nonisolated var _kind: _LabelStyleKind { get }
}
/// The built-in label styles, and a style of your own.
public enum _LabelStyleKind: Sendable { case automatic, titleAndIcon, titleOnly, iconOnly, custom }
/// A built-in label style.
nonisolated public struct BuiltInLabelStyle: LabelStyle, Sendable {
    /// Which one.
    public let _kind: _LabelStyleKind
    /// Built-in styles are drawn by `Label` itself.
    public func makeBody(configuration: Configuration) -> EmptyView { EmptyView() }
}
nonisolated extension LabelStyle where Self == BuiltInLabelStyle {
    /// The platform's choice: title and icon.
    public static var automatic: BuiltInLabelStyle { BuiltInLabelStyle(_kind: .automatic) }
    /// The icon, then the title.
    public static var titleAndIcon: BuiltInLabelStyle { BuiltInLabelStyle(_kind: .titleAndIcon) }
    /// The title alone.
    public static var titleOnly: BuiltInLabelStyle { BuiltInLabelStyle(_kind: .titleOnly) }
    /// The icon alone.
    public static var iconOnly: BuiltInLabelStyle { BuiltInLabelStyle(_kind: .iconOnly) }
}

/// How a `Button` looks: one of the built-in styles (a `PrimitiveButtonStyle` of your own does not compile; a
/// `ButtonStyle` of your own does).
@MainActor @preconcurrency public protocol PrimitiveButtonStyle {
    /// Which built-in style this is.
    nonisolated var _kind: _ButtonStyleKind { get }
}
/// The built-in button styles.
public enum _ButtonStyleKind: Sendable { case automatic, plain, borderless, bordered, borderedProminent }
/// A built-in button style.
nonisolated public struct BuiltInButtonStyle: PrimitiveButtonStyle, Sendable {
    /// Which one.
    public let _kind: _ButtonStyleKind
}
nonisolated extension PrimitiveButtonStyle where Self == BuiltInButtonStyle {
    /// The platform's choice: borderless in a widget.
    public static var automatic: BuiltInButtonStyle { BuiltInButtonStyle(_kind: .automatic) }
    /// The label as it is.
    public static var plain: BuiltInButtonStyle { BuiltInButtonStyle(_kind: .plain) }
    /// The label in the tint colour.
    public static var borderless: BuiltInButtonStyle { BuiltInButtonStyle(_kind: .borderless) }
    /// The label on a capsule of the tint at low opacity.
    public static var bordered: BuiltInButtonStyle { BuiltInButtonStyle(_kind: .bordered) }
    /// White label on a capsule filled with the tint.
    public static var borderedProminent: BuiltInButtonStyle { BuiltInButtonStyle(_kind: .borderedProminent) }
}

/// How a `Toggle` looks: a built-in style, or your own `makeBody(configuration:)` (ToggleStyle+Custom.swift).
@MainActor @preconcurrency public protocol ToggleStyle {
    /// The view a style makes.
    associatedtype Body: View
    /// The toggle's label and state, as the style receives them.
    typealias Configuration = ToggleStyleConfiguration
    /// The toggle drawn in this style.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    /// Which built-in style this is; `.custom` for yours.
    nonisolated var _kind: _ToggleStyleKind { get }
    /// The tint the style carries (`SwitchToggleStyle(tint:)`); nil by default.
    nonisolated var _tint: Paint? { get }
}
/// The built-in toggle styles, and a style of your own.
public enum _ToggleStyleKind: Sendable { case automatic, `switch`, button, custom }
/// A built-in toggle style.
nonisolated public struct BuiltInToggleStyle: ToggleStyle, Sendable {
    /// Which one.
    public let _kind: _ToggleStyleKind
    /// Built-in styles are drawn by `Toggle` itself.
    public func makeBody(configuration: Configuration) -> EmptyView { EmptyView() }
}
nonisolated extension ToggleStyle where Self == BuiltInToggleStyle {
    /// The platform's choice: a switch.
    public static var automatic: BuiltInToggleStyle { BuiltInToggleStyle(_kind: .automatic) }
    /// The label and a switch at the trailing edge.
    public static var `switch`: BuiltInToggleStyle { BuiltInToggleStyle(_kind: .switch) }
    /// A button, prominent when on.
    public static var button: BuiltInToggleStyle { BuiltInToggleStyle(_kind: .button) }
}

/// How a `Gauge` looks: a built-in style, or your own `makeBody(configuration:)` (CustomControlStyles.swift).
@MainActor @preconcurrency public protocol GaugeStyle {
    /// The view a style makes.
    associatedtype Body: View
    /// The gauge's value and labels, as the style receives them.
    typealias Configuration = GaugeStyleConfiguration
    /// The gauge drawn in this style.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    /// Which built-in style this is; `.custom` for yours.
    nonisolated var _kind: _GaugeStyleKind { get }
    /// The tint the style carries (TintedControlStyles.swift); nil by default.
    nonisolated var _tint: Paint? { get }
}
/// The built-in gauge styles, and a style of your own.
public enum _GaugeStyleKind: Sendable {
    case automatic, accessoryCircular, accessoryCircularCapacity, accessoryLinear, accessoryLinearCapacity,
        linearCapacity, custom
}
/// A built-in gauge style.
nonisolated public struct BuiltInGaugeStyle: GaugeStyle, Sendable {
    /// Which one.
    public let _kind: _GaugeStyleKind
    /// Built-in styles are drawn by `Gauge` itself.
    public func makeBody(configuration: Configuration) -> EmptyView { EmptyView() }
}
nonisolated extension GaugeStyle where Self == BuiltInGaugeStyle {
    /// The platform's choice: linear capacity.
    public static var automatic: BuiltInGaugeStyle { BuiltInGaugeStyle(_kind: .automatic) }
    /// An open ring with the current value inside and the bounds at its ends.
    public static var accessoryCircular: BuiltInGaugeStyle { BuiltInGaugeStyle(_kind: .accessoryCircular) }
    /// A closed ring filled to the value, the current value inside.
    public static var accessoryCircularCapacity: BuiltInGaugeStyle {
        BuiltInGaugeStyle(_kind: .accessoryCircularCapacity)
    }
    /// A thin bar with a marker at the value.
    public static var accessoryLinear: BuiltInGaugeStyle { BuiltInGaugeStyle(_kind: .accessoryLinear) }
    /// A thin bar filled to the value.
    public static var accessoryLinearCapacity: BuiltInGaugeStyle { BuiltInGaugeStyle(_kind: .accessoryLinearCapacity) }
    /// A bar filled to the value: the label above, the bounds beside it, the current value below.
    public static var linearCapacity: BuiltInGaugeStyle { BuiltInGaugeStyle(_kind: .linearCapacity) }
}

/// How a `ProgressView` looks: a built-in style, or your own `makeBody(configuration:)`
/// (ProgressViewStyle+Custom.swift).
@MainActor @preconcurrency public protocol ProgressViewStyle {
    /// The view a style makes.
    associatedtype Body: View
    /// The progress view's fraction and labels, as the style receives them.
    typealias Configuration = ProgressViewStyleConfiguration
    /// The progress view drawn in this style.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    /// Which built-in style this is; `.custom` for yours.
    nonisolated var _kind: _ProgressViewStyleKind { get }
    /// The tint the style carries (TintedControlStyles.swift); nil by default.
    nonisolated var _tint: Paint? { get }
}
/// The built-in progress view styles, and a style of your own.
public enum _ProgressViewStyleKind: Sendable { case automatic, linear, circular, custom }
/// A built-in progress view style.
nonisolated public struct BuiltInProgressViewStyle: ProgressViewStyle, Sendable {
    /// Which one.
    public let _kind: _ProgressViewStyleKind
    /// Built-in styles are drawn by `ProgressView` itself.
    public func makeBody(configuration: Configuration) -> EmptyView { EmptyView() }
}
nonisolated extension ProgressViewStyle where Self == BuiltInProgressViewStyle {
    /// The platform's choice: linear for a determinate value.
    public static var automatic: BuiltInProgressViewStyle { BuiltInProgressViewStyle(_kind: .automatic) }
    /// A bar.
    public static var linear: BuiltInProgressViewStyle { BuiltInProgressViewStyle(_kind: .linear) }
    /// A ring.
    public static var circular: BuiltInProgressViewStyle { BuiltInProgressViewStyle(_kind: .circular) }
}

/// The styles in force, and the tint, as environment values the controls read. Unchecked: a custom
/// progress style's body is a closure over the user's style, called only while a view is lowered.
struct ControlStyles: @unchecked Sendable {
    var label: _LabelStyleKind = .automatic
    var button: _ButtonStyleKind = .automatic
    var toggle: _ToggleStyleKind = .automatic
    var gauge: _GaugeStyleKind = .automatic
    var progress: _ProgressViewStyleKind = .automatic
    /// The body of a custom progress view style in force (`.custom`).
    var customProgress: ((ProgressViewStyleConfiguration) -> AnyView)?
    /// The body of a custom button style in force (`ButtonStyle+Custom.swift`); a built-in style clears it.
    var customButton: ((ButtonStyleConfiguration) -> AnyView)?
    /// The body of a custom toggle style in force (`.custom`, ToggleStyle+Custom.swift).
    var customToggle: ((ToggleStyleConfiguration) -> AnyView)?
    /// The body of a custom label style in force (`.custom`, CustomControlStyles.swift).
    var customLabel: ((LabelStyleConfiguration) -> AnyView)?
    /// The body of a custom gauge style in force (`.custom`, CustomControlStyles.swift).
    var customGauge: ((GaugeStyleConfiguration) -> AnyView)?
    /// `tint(_:)`; nil is the accent colour, system blue (Docs/SwiftUI/Controls.md).
    var tint: Paint?
}

private struct ControlStylesKey: EnvironmentKey {
    static let defaultValue = ControlStyles()
}

extension EnvironmentValues {
    var controlStyles: ControlStyles {
        get { self[ControlStylesKey.self] }
        set { self[ControlStylesKey.self] = newValue }
    }

    /// The tint controls fill with.
    var controlTint: Paint { controlStyles.tint ?? .blue }
}

/// The body of a style of one's own as the controls call it: the style's main-actor `makeBody(configuration:)`,
/// run on the main thread (`onMainActor`), as a view's `body` is.
func customBody<Style, Configuration, Body: View>(
    _ style: Style, _ makeBody: @escaping @MainActor (Style, Configuration) -> Body
) -> (Configuration) -> AnyView {
    { configuration in onMainActor((style, configuration)) { AnyView(makeBody($0.0, $0.1)) } }
}

nonisolated extension View {
    /// The style of the labels inside.
    public func labelStyle<S: LabelStyle>(_ style: S) -> some View {
        transformEnvironment(\.controlStyles) {
            $0.label = style._kind
            $0.customLabel = style._kind == .custom ? customBody(style) { $0.makeBody(configuration: $1) } : nil
        }
    }

    /// The style of the buttons inside.
    public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View {
        transformEnvironment(\.controlStyles) {
            $0.button = style._kind
            $0.customButton = nil
        }
    }

    /// The style of the toggles inside.
    public func toggleStyle<S: ToggleStyle>(_ style: S) -> some View {
        transformEnvironment(\.controlStyles) {
            $0.toggle = style._kind
            $0.customToggle = style._kind == .custom ? customBody(style) { $0.makeBody(configuration: $1) } : nil
            if let tint = style._tint { $0.tint = tint }
        }
    }

    /// The style of the gauges inside.
    public func gaugeStyle<S: GaugeStyle>(_ style: S) -> some View {
        transformEnvironment(\.controlStyles) {
            $0.gauge = style._kind
            if let tint = style._tint { $0.tint = tint }
            $0.customGauge = style._kind == .custom ? customBody(style) { $0.makeBody(configuration: $1) } : nil
        }
    }

    /// The style of the progress views inside.
    public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> some View {
        transformEnvironment(\.controlStyles) {
            $0.progress = style._kind
            if let tint = style._tint { $0.tint = tint }
            $0.customProgress = style._kind == .custom ? customBody(style) { $0.makeBody(configuration: $1) } : nil
        }
    }

    /// The tint of the controls inside (buttons, toggles, gauges, progress views); nil keeps the one in force.
    public func tint(_ tint: Color?) -> some View {
        transformEnvironment(\.controlStyles) { styles in
            if let tint { styles.tint = tint.paint }
        }
    }

    /// The tint of the controls inside as any style (iOS 16). A `Gradient` runs along the control,
    /// leading to trailing, as a gauge or bar shows a gradient tint; other styles paint as they
    /// fill shapes. nil keeps the one in force.
    public func tint<S: ShapeStyle>(_ tint: S?) -> some View {
        transformEnvironment(\.controlStyles) { styles in
            guard let tint else { return }
            if let gradient = tint as? Gradient {
                styles.tint = .linearGradient(gradient.core, startPoint: .leading, endPoint: .trailing)
            } else {
                styles.tint = tint._paint.core
            }
        }
    }
}

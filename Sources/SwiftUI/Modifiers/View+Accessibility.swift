import Foundation
import Vignette

/// How an element made by `accessibilityElement(children:)` treats its children: the core's type.
public typealias AccessibilityChildBehavior = Vignette.AccessibilityChildBehavior
/// What kind of element VoiceOver announces (`.isHeader`, `.isButton`…): the core's type.
public typealias AccessibilityTraits = Vignette.AccessibilityTraits

/// What VoiceOver reads for a view. Each lowers to a core accessibility modifier; nothing drawn
/// changes, and `vignette accessibility` prints what they make (Docs/Accessibility.md).
nonisolated extension View {
    /// What VoiceOver reads for the view instead of its text or image name.
    public func accessibilityLabel(_ label: Text) -> some View { spoken(label) { .label($0) } }
    /// What VoiceOver reads for the view, looked up as a localized key.
    public func accessibilityLabel(_ key: LocalizedStringKey) -> some View { accessibilityLabel(Text(key)) }
    /// What VoiceOver reads for the view, as it is.
    @_disfavoredOverload
    public func accessibilityLabel<S: StringProtocol>(_ label: S) -> some View { accessibility(.label(String(label))) }

    /// The value VoiceOver reads after the label.
    public func accessibilityValue(_ value: Text) -> some View { spoken(value) { .value($0) } }
    /// The value VoiceOver reads after the label, looked up as a localized key.
    public func accessibilityValue(_ key: LocalizedStringKey) -> some View { accessibilityValue(Text(key)) }
    /// The value VoiceOver reads after the label, as it is.
    @_disfavoredOverload
    public func accessibilityValue<S: StringProtocol>(_ value: S) -> some View { accessibility(.value(String(value))) }

    /// What activating the view does, read after a pause.
    public func accessibilityHint(_ hint: Text) -> some View { spoken(hint) { .hint($0) } }
    /// What activating the view does, looked up as a localized key.
    public func accessibilityHint(_ key: LocalizedStringKey) -> some View { accessibilityHint(Text(key)) }
    /// What activating the view does, as it is.
    @_disfavoredOverload
    public func accessibilityHint<S: StringProtocol>(_ hint: S) -> some View { accessibility(.hint(String(hint))) }

    /// Adds traits, such as `.isHeader`, to the view's element.
    public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> some View { accessibility(.addTraits(traits)) }
    /// Takes traits, such as `.isImage`, from the view's element.
    public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> some View {
        accessibility(.removeTraits(traits))
    }
    /// Leaves the view and everything in it out of VoiceOver when `hidden`.
    public func accessibilityHidden(_ hidden: Bool) -> some View { accessibility(.hidden(hidden)) }
    /// Makes the view one element (`.ignore`, `.combine`) or a container of elements (`.contain`).
    public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View {
        accessibility(.element(children: children))
    }
    /// Reads the view before siblings of lower priority (default 0) in the same container.
    public func accessibilitySortPriority(_ sortPriority: Double) -> some View {
        accessibility(.sortPriority(sortPriority))
    }
    /// A name for UI tests; VoiceOver does not read it, so nothing changes.
    public func accessibilityIdentifier(_ identifier: String) -> some View { self }

    /// This view in the core accessibility modifier `modifier`.
    func accessibility(_ modifier: AccessibilityModifier) -> some View { coreModified(.accessibility(modifier)) }

    /// This view in the modifier `make` builds from `text` as it reads in the render (dates at its clock).
    private func spoken(_ text: Text, _ make: @escaping (String) -> AccessibilityModifier) -> some View {
        coreModified { environment in .accessibility(make(text.spokenString(in: environment))) }
    }
}

extension Text {
    /// The characters the text shows in `environment`, dates and timers at the render clock:
    /// what VoiceOver reads for it.
    package func spokenString(in environment: EnvironmentValues) -> String {
        func spoken(_ node: Node) -> String {
            switch node {
            case .words(let string): string
            case .dateWords(let date, let style): DateText(style: style, date: date).string(in: environment.core)
            case .timerWords(let timer): timer.string(in: environment.core)
            case .joinedWords(let pieces): pieces.map(spoken).joined()
            case .modified(let child, _): spoken(child)
            default: ""
            }
        }
        return spoken(node(in: environment.core.locale))
    }
}

/// The display settings a render was made with (`--dynamic-type`, `--bold-text`, `--increase-contrast`).
extension EnvironmentValues {
    /// Bold Text: `.bold` when the render asked for it (`--bold-text`), else `.regular`.
    public var legibilityWeight: LegibilityWeight? { core.legibilityWeight }
    /// Increase Contrast: `.increased` when the render asked for it (`--increase-contrast`).
    public var colorSchemeContrast: ColorSchemeContrast { core.colorSchemeContrast }
    /// Reduce Motion: off (false), as a render has no motion to reduce and no option sets it.
    public var accessibilityReduceMotion: Bool { false }
    /// Reduce Transparency: off (false); no option sets it.
    public var accessibilityReduceTransparency: Bool { false }
    /// Differentiate Without Color: off (false); no option sets it.
    public var accessibilityDifferentiateWithoutColor: Bool { false }
    /// Smart Invert: off (false); no option sets it.
    public var accessibilityInvertColors: Bool { false }
    /// Whether an assistive technology such as VoiceOver is running: false while rendering.
    public var accessibilityEnabled: Bool { false }
}

/// Bold Text on or off: SwiftUI's names, the core's type.
public typealias LegibilityWeight = Vignette.LegibilityWeight
/// Increase Contrast on or off: SwiftUI's names, the core's type.
public typealias ColorSchemeContrast = Vignette.ColorSchemeContrast

import Foundation
import Vignette

extension Text {
    /// A case text is shown in, as SwiftUI's `Text.Case`.
    public enum Case: Hashable, Sendable {
        /// All capitals.
        case uppercase
        /// All small letters.
        case lowercase
    }

    /// This text in a fixed-width design of its font.
    public func monospaced(_ isActive: Bool = true) -> Text { modified(.fontDesign(isActive ? .monospaced : nil)) }

    /// This text's fonts in `design`; nil keeps each font's own.
    public func fontDesign(_ design: Font.Design?) -> Text { modified(.fontDesign(design?.core)) }

    /// Accepted: the text engine does not squeeze letters closer to fit, so this changes nothing drawn.
    public func allowsTightening(_ flag: Bool) -> Text { self }

    /// `node` with its plain strings in `textCase`, in `locale`'s rules (dates and timers are set by
    /// the core and keep their case).
    static func cased(_ node: Node, _ textCase: Case, _ locale: Locale) -> Node {
        switch node {
        case .words(let string):
            return .words(textCase == .uppercase ? string.uppercased(with: locale) : string.lowercased(with: locale))
        case .joinedWords(let pieces): return .joinedWords(pieces.map { cased($0, textCase, locale) })
        case .modified(let child, let modifier): return .modified(cased(child, textCase, locale), modifier)
        default: return node
        }
    }
}

extension Font {
    /// The same font in its fixed-width design.
    public func monospaced() -> Font {
        var typeface = typeface
        typeface.design = .monospaced
        return Font(typeface)
    }
}

private struct TextCaseKey: EnvironmentKey {
    static let defaultValue: Text.Case? = nil
}

/// Whether a `textCase(_:)` above set the case, even to nil (a list's headers are in capitals unless one did).
private struct TextCaseIsSetKey: EnvironmentKey {
    static let defaultValue = false
}

extension EnvironmentValues {
    /// Whether a `textCase(_:)` above set the case, even to nil.
    var textCaseIsSet: Bool {
        get { self[TextCaseIsSetKey.self] }
        set { self[TextCaseIsSetKey.self] = newValue }
    }

    /// The case texts below are shown in; nil shows them as written.
    public var textCase: Text.Case? {
        get { self[TextCaseKey.self] }
        set { self[TextCaseKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Shows the texts inside in `textCase` (nil: as written).
    public func textCase(_ textCase: Text.Case?) -> some View {
        transformEnvironment(\.self) { values in
            values.textCase = textCase
            values.textCaseIsSet = true
        }
    }

    /// Sets the texts inside in a fixed-width design of their fonts.
    public func monospaced(_ isActive: Bool = true) -> some View {
        coreModified(.fontDesign(isActive ? .monospaced : nil))
    }

    /// Sets the texts inside in `design` of their fonts; nil keeps each font's own.
    public func fontDesign(_ design: Font.Design?) -> some View { coreModified(.fontDesign(design?.core)) }

    /// Accepted: the text engine does not squeeze letters closer to fit, so this changes nothing drawn.
    public func allowsTightening(_ flag: Bool) -> some View { self }
}

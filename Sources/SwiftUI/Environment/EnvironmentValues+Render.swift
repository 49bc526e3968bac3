import Foundation
import Vignette

/// Light or dark, as the widget is shown.
public enum ColorScheme: Hashable, Sendable, CaseIterable {
    /// The light appearance.
    case light
    /// The dark appearance (also in tinted mode, StandBy and on the lock screen).
    case dark
}

/// Values set by the render (family, appearance, clock). They are read-only here:
/// the core paints with them, so setting them from a view could not change the pixels
/// (Docs/SwiftUI.md §3) — except the colour scheme, which the core takes per subtree.
extension EnvironmentValues {
    /// The colour scheme of the render; `environment(\.colorScheme, .dark)` sets it for the
    /// content inside, whose system colours then resolve in it.
    public var colorScheme: ColorScheme {
        get { core.colorScheme == .light ? .light : .dark }
        set { core.colorScheme = newValue == .light ? .light : .dark }
    }

    /// The locale of the render (`en_US` unless the render asks for another).
    public var locale: Locale { core.locale }

    /// The time zone of the render.
    public var timeZone: TimeZone { core.timeZone }

    /// A Gregorian calendar in the render's time zone and locale.
    public var calendar: Calendar { core.calendar }

    /// Pixels per point of the render.
    public var displayScale: CGFloat { core.displayScale }

    /// Why the content is drawn as a placeholder: the reasons `redacted(reason:)` above added
    /// (`.privacy` too in the locked appearances), empty below `unredacted()`.
    public var redactionReasons: RedactionReasons {
        RedactionReasons(rawValue: core.redactionReasons.rawValue)
    }

    /// The text size the person chose (`--dynamic-type`), or what `dynamicTypeSize(_:)` above set.
    public var dynamicTypeSize: DynamicTypeSize { core.dynamicTypeSize }

    /// Left to right, or right to left for the render's language.
    public var layoutDirection: LayoutDirection { core.layoutDirection }

    /// Whether the screen is dimmed, as the Always-On lock screen is. No appearance Vignette
    /// renders is dimmed, so it is always false (Docs/SwiftUI/Modifiers.md).
    public var isLuminanceReduced: Bool { false }
}

/// The text sizes of Dynamic Type, smallest first: SwiftUI's names, the core's type.
public typealias DynamicTypeSize = Vignette.DynamicTypeSize
/// Which way rows and text run: SwiftUI's names, the core's type.
public typealias LayoutDirection = Vignette.LayoutDirection

extension EnvironmentValues {
    /// A copy with `value` at `keyPath`.
    func setting<Value>(_ keyPath: WritableKeyPath<EnvironmentValues, Value>, to value: Value) -> EnvironmentValues {
        var copy = self
        copy[keyPath: keyPath] = value
        return copy
    }
}

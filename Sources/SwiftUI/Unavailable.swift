import Foundation

// Names a widget is likely to use that Vignette does not draw yet. Each fails at
// compile time naming itself, never at render time (Docs/SwiftUI.md §6).

extension Font {
    /// Not built yet: custom fonts.
    @available(*, unavailable, message: "Vignette does not support Font.custom yet")
    public static func custom(_ name: String, size: CGFloat) -> Font { fatalError() }
}

extension Text {
    /// Not built yet: a live timer over an interval (the core's live text draws one date per style).
    @available(*, unavailable, message: "Vignette does not support Text(timerInterval:countsDown:) yet; use Text(date, style: .timer)")
    public init(timerInterval: ClosedRange<Date>, pauseTime: Date? = nil, countsDown: Bool = true, showsHours: Bool = true) {
        fatalError()
    }
}

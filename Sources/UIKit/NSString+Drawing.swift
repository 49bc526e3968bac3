import Foundation
import Vignette
import VignetteFoundation

/// How `boundingRect(with:options:attributes:context:)` measures (UIKit's `NSStringDrawingOptions`).
public struct NSStringDrawingOptions: OptionSet, Sendable {
    /// The options' bits, UIKit's values.
    public let rawValue: Int
    /// The options of `rawValue`'s bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Lines laid out from the rectangle's origin, wrapping at its width (without it, one line).
    public static let usesLineFragmentOrigin = NSStringDrawingOptions(rawValue: 1 << 0)
    /// Measured with the font's leading.
    public static let usesFontLeading = NSStringDrawingOptions(rawValue: 1 << 1)
    /// Glyph bounds rather than typographic ones (measured as typographic here).
    public static let usesDeviceMetrics = NSStringDrawingOptions(rawValue: 1 << 3)
    /// Cut the last visible line with an ellipsis.
    public static let truncatesLastVisibleLine = NSStringDrawingOptions(rawValue: 1 << 5)
}

/// UIKit's drawing context for strings: asks for no scaling; measuring with one or nil is the same.
open class NSStringDrawingContext: @unchecked Sendable {
    /// The smallest scale the drawing may shrink to (1: none).
    open var minimumScaleFactor: CGFloat = 1
    /// The scale used: always 1, as nothing shrinks.
    open private(set) var actualScaleFactor: CGFloat = 1
    /// The rectangle the last measuring filled.
    open internal(set) var totalBounds: CGRect = .zero
    /// A context asking for no scaling.
    public init() {}
}

extension NSString {
    /// The rectangle the string fills drawn with `attributes` inside `size` (UIKit's string drawing,
    /// Docs/SwiftUI/UIKit.md, "Measuring strings"): with `.usesLineFragmentOrigin` it wraps at
    /// `size.width` into lines of the font's line height, else it is one line; the width is the widest
    /// line's. The font is `attributes[.font]`, else Helvetica 12 pt, NSAttributedString's default.
    /// Heights are not cut to `size.height`, as on iOS. Zero, recorded, outside a render.
    public func boundingRect(
        with size: CGSize, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]? = nil,
        context: NSStringDrawingContext?
    ) -> CGRect {
        let text = String(describing: self)
        let font = (attributes?[.font] as? UIFont)?.typeface ?? UIFont.defaultStringFont
        guard let engine = WidgetCodeTextEngine.current() else {
            UnavailableFramework.record("UIKit", "NSString.boundingRect (measured only while Vignette renders)")
            return .zero
        }
        let wraps = options.contains(.usesLineFragmentOrigin) && size.width.isFinite && size.width > 0
        let lines = engine.lines(of: text, font: font, width: wraps ? size.width : nil)
        let count = options.contains(.usesLineFragmentOrigin) ? max(lines.count, 1) : 1
        let width =
            options.contains(.usesLineFragmentOrigin)
            ? lines.map(\.width).max() ?? 0
            : engine.width(of: text.replacingOccurrences(of: "\n", with: " "), font: font)
        let metrics = LineMetrics(font: font)
        let bounds = CGRect(x: 0, y: 0, width: width, height: CGFloat(count) * metrics.lineHeight)
        context?.totalBounds = bounds
        return bounds
    }
}

extension String {
    /// `NSString.boundingRect(with:options:attributes:context:)` on a Swift string, as Apple's
    /// Foundation bridges it.
    public func boundingRect(
        with size: CGSize, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]? = nil,
        context: NSStringDrawingContext?
    ) -> CGRect {
        NSString(string: self).boundingRect(with: size, options: options, attributes: attributes, context: context)
    }
}

extension UIFont {
    /// NSAttributedString's font where none is given: Helvetica 12 pt.
    static var defaultStringFont: Typeface { .custom("Helvetica", size: 12, relativeTo: nil) }
}

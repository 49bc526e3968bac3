import Foundation

/// A UIKit view, for widget code that wraps one in a `UIViewRepresentable`. A widget cannot show UIKit
/// views ("Widgets can't use UIKit or AppKit views wrapped with UIViewRepresentable", WidgetKit), so none is
/// ever drawn: SwiftUI's `UIViewRepresentable` draws iOS's sign in its place (Docs/SwiftUI/UIKit.md,
/// "UIKit views in a widget").
open class UIView {
    /// The view's frame in its superview's coordinates.
    open var frame: CGRect
    /// The view's background colour.
    open var backgroundColor: UIColor?
    /// Whether the view is hidden.
    open var isHidden = false
    /// The view's opacity, 0 to 1.
    open var alpha: CGFloat = 1

    /// A view with this frame.
    public init(frame: CGRect) { self.frame = frame }

    /// A view with a zero frame.
    public convenience init() { self.init(frame: .zero) }
}

/// A visual effect a `UIVisualEffectView` applies (https://developer.apple.com/documentation/uikit/uivisualeffect).
open class UIVisualEffect {
    /// An effect.
    public init() {}
}

/// A blur over what lies behind a view (https://developer.apple.com/documentation/uikit/uiblureffect).
open class UIBlurEffect: UIVisualEffect {
    /// The blur's style.
    public let style: Style

    /// A blur of this style.
    public init(style: Style) {
        self.style = style
        super.init()
    }

    /// The styles of blur, Apple's raw values (https://developer.apple.com/documentation/uikit/uiblureffect/style).
    public enum Style: Int, Sendable {
        /// An extra light blur.
        case extraLight = 0
        /// A light blur.
        case light = 1
        /// A dark blur.
        case dark = 2
        /// The regular material of the interface style.
        case regular = 4
        /// The prominent material of the interface style.
        case prominent = 5
        /// The ultra-thin material, adapting to the interface style.
        case systemUltraThinMaterial = 6
        /// The thin material, adapting to the interface style.
        case systemThinMaterial = 7
        /// The default material, adapting to the interface style.
        case systemMaterial = 8
        /// The thick material, adapting to the interface style.
        case systemThickMaterial = 9
        /// The chrome material, adapting to the interface style.
        case systemChromeMaterial = 10
    }
}

/// A view that applies a visual effect (https://developer.apple.com/documentation/uikit/uivisualeffectview).
open class UIVisualEffectView: UIView {
    /// The effect applied.
    open var effect: UIVisualEffect?
    /// The view holding subviews drawn with the effect.
    public let contentView = UIView()

    /// A view applying `effect`.
    public init(effect: UIVisualEffect?) {
        self.effect = effect
        super.init(frame: .zero)
    }
}

import CoreGraphics
import Foundation
import Vignette

/// UIKit's colour: a fixed sRGB colour, a system colour that follows the colour scheme, a pair
/// made by a dynamic provider, or an asset-catalogue colour by name (Docs/SwiftUI/UIKit.md).
///
/// It holds a core `Paint`, so the system colours come from the same table SwiftUI's do
/// (`SystemColor`, Docs/WidgetFacts.md §6); `Color(uiColor:)` draws it.
public final class UIColor: Hashable, @unchecked Sendable {
    /// Where the colour comes from.
    package enum Source: Hashable, Sendable {
        case paint(Paint)
        /// An asset-catalogue colour set, looked up by SwiftUI when drawn.
        case named(String, opacity: Double)
    }

    package let source: Source

    package init(source: Source) {
        self.source = source
    }

    package convenience init(paint: Paint) {
        self.init(source: .paint(paint))
    }

    /// A fixed sRGB colour, components from 0 to 1.
    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(paint: .rgb(Double(red), Double(green), Double(blue), opacity: Double(alpha)))
    }

    /// A grey: 0 is black, 1 is white.
    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(paint: .rgb(Double(white), Double(white), Double(white), opacity: Double(alpha)))
    }

    /// A colour from hue, saturation and brightness (HSB, each 0…1), converted to sRGB as UIKit does.
    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        let (r, g, b) = Self.rgb(hue: Double(hue), saturation: Double(saturation), brightness: Double(brightness))
        self.init(paint: .rgb(r, g, b, opacity: Double(alpha)))
    }

    /// A colour that depends on the traits: asked once for light and once for dark.
    public convenience init(dynamicProvider: @escaping (UITraitCollection) -> UIColor) {
        let light = dynamicProvider(UITraitCollection(userInterfaceStyle: .light))
        let dark = dynamicProvider(UITraitCollection(userInterfaceStyle: .dark))
        self.init(paint: .adaptive(light: light.paintOrClear, dark: dark.paintOrClear))
    }

    /// The colour set called `name` in the widget's asset catalogues (resolved when drawn).
    public convenience init?(named name: String) {
        self.init(source: .named(name, opacity: 1))
    }

    /// The same colour with its opacity set to `alpha` (multiplied, for system colours, as their own alpha is kept).
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        switch source {
        case .paint(let paint): UIColor(paint: paint.opacity(Double(alpha)))
        case .named(let name, _): UIColor(source: .named(name, opacity: Double(alpha)))
        }
    }

    /// The paint, or clear for an asset colour (which a dynamic provider cannot mix).
    package var paintOrClear: Paint {
        if case .paint(let paint) = source { return paint }
        return .clear
    }

    /// The colour this one is in a trait collection (light or dark).
    public func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
        guard case .paint(let paint) = source else { return self }
        let scheme: ColorScheme = traitCollection.userInterfaceStyle == .dark ? .dark : .light
        return UIColor(paint: .color(paint.resolve(scheme: scheme, os: .ios26, foreground: RGBA(hex: 0))))
    }

    /// The red, green, blue and alpha of the colour in light mode (iOS 26 values).
    public func getRed(
        _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
        blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool {
        guard case .paint(let paint) = source else { return false }
        let c = paint.resolve(scheme: .light, os: .ios26, foreground: RGBA(hex: 0))
        red?.pointee = CGFloat(c.red)
        green?.pointee = CGFloat(c.green)
        blue?.pointee = CGFloat(c.blue)
        alpha?.pointee = CGFloat(c.alpha)
        return true
    }

    /// The grey level (Rec. 601 luma of the light-mode sRGB components) and alpha, as UIKit converts
    /// an RGB colour to greyscale.
    public func getWhite(_ white: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0
        guard getRed(&r, green: &g, blue: &b, alpha: alpha) else { return false }
        white?.pointee = 0.299 * r + 0.587 * g + 0.114 * b
        return true
    }

    /// Equal when made the same way.
    public static func == (a: UIColor, b: UIColor) -> Bool { a.source == b.source }
    /// Hashes how the colour was made.
    public func hash(into hasher: inout Hasher) { hasher.combine(source) }

    /// HSB to RGB (the core's `sRGB(hue:saturation:brightness:)`).
    static func rgb(hue: Double, saturation: Double, brightness: Double) -> (Double, Double, Double) {
        let c = Vignette.sRGB(hue: hue, saturation: saturation, brightness: brightness)
        return (c.red, c.green, c.blue)
    }
}

/// The traits a dynamic colour is asked with; only the interface style varies here.
public struct UITraitCollection: Hashable, Sendable {
    /// Light or dark.
    public var userInterfaceStyle: UIUserInterfaceStyle

    /// Traits with an interface style.
    public init(userInterfaceStyle: UIUserInterfaceStyle) {
        self.userInterfaceStyle = userInterfaceStyle
    }

    /// The traits of a render in light mode (widget code reading them at run time gets light).
    public static var current: UITraitCollection { UITraitCollection(userInterfaceStyle: .light) }
}

/// Light, dark, or not yet known.
public enum UIUserInterfaceStyle: Int, Hashable, Sendable {
    /// Not specified.
    case unspecified
    /// Light mode.
    case light
    /// Dark mode.
    case dark
}

extension UIColor {
    /// The colour with `cgColor`'s sRGB components.
    public convenience init(cgColor: CGColor) {
        let c = cgColor.components ?? [0, 0, 0, 1]
        self.init(red: c[0], green: c[1], blue: c[2], alpha: c[3])
    }

    /// The colour's components in light mode (iOS 26 values) as a `CGColor`.
    public var cgColor: CGColor {
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        _ = getRed(&r, green: &g, blue: &b, alpha: &a)
        return CGColor(red: r, green: g, blue: b, alpha: a)
    }
}

import Foundation

/// What layout does with numbers it cannot use, as the DSL lets any `CGFloat` through
/// (`frame(width: .nan)` compiles). The JSON decoder rejects these values with their
/// JSON path instead (Modifier+Codable.swift); this is the DSL's side, documented in
/// Docs/LayoutChoices.md ("Values layout cannot use"):
///
/// - a NaN or infinite length that may be absent becomes absent (`frame(width:)`,
///   `frame(minWidth:idealWidth:)`, stack spacing, a spring's minimum length, an aspect
///   ratio); a negative frame size becomes 0; `maxWidth`/`maxHeight` keep `.infinity`;
/// - a NaN or infinite padding, offset, corner radius, inset, shadow or stroke value becomes
///   0; corner radii, shadow radii and stroke widths below 0 become 0 (negative padding
///   stays: SwiftUI allows it); stroke widths, dashes and shadow radii stop at 10,000 pt
///   (from JSON too: Cairo crashes on a 1e300-point line);
/// - opacity is clamped to 0…1 (NaN draws as 1, unmodified); a NaN layout priority is 0;
///   trim fractions are clamped to 0…1 (NaN: the whole outline); a NaN or infinite rotation is 0;
///   a NaN or infinite scale factor is 1 and factors stop at ±100 (FreeType fails on text scaled
///   further; a factor of 0 draws nothing, as in SwiftUI);
/// - a line limit below 1 is 1; a NaN, infinite or non-positive font size is 17 (body), and font
///   sizes stop at 2,000 pt (FreeType fails on a glyph of 1e9 pt, and the failure sticks to the
///   font face for the rest of the process; found by the property tests).
extension LayoutTree.Kind {
    var sanitized: LayoutTree.Kind {
        switch self {
        case .stack(let axis, let alignment, let spacing):
            return .stack(axis, alignment, spacing: spacing.flatMap(Sanitize.finite))
        case .spring(let minLength, let axis):
            return .spring(minLength: minLength.flatMap(Sanitize.finite).map { max(0, $0) }, axis: axis)
        case .shape(let kind, let paint):
            return .shape(kind.sanitized, paint)
        case .stroke(let kind, let paint, let style):
            return .stroke(kind.sanitized, paint, style.sanitized)
        case .padding(let insets):
            return .padding(
                Insets(
                    top: Sanitize.zeroIfNotFinite(insets.top), leading: Sanitize.zeroIfNotFinite(insets.leading),
                    bottom: Sanitize.zeroIfNotFinite(insets.bottom), trailing: Sanitize.zeroIfNotFinite(insets.trailing)
                ))
        case .frame(let width, let height, let alignment):
            return .frame(width: width.flatMap(Sanitize.size), height: height.flatMap(Sanitize.size), alignment)
        case .flexFrame(var frame):
            frame.minWidth = frame.minWidth.flatMap(Sanitize.size)
            frame.idealWidth = frame.idealWidth.flatMap(Sanitize.size)
            frame.maxWidth = frame.maxWidth.flatMap(Sanitize.maximum)
            frame.minHeight = frame.minHeight.flatMap(Sanitize.size)
            frame.idealHeight = frame.idealHeight.flatMap(Sanitize.size)
            frame.maxHeight = frame.maxHeight.flatMap(Sanitize.maximum)
            return .flexFrame(frame)
        case .priority(let value):
            return .priority(value.isNaN ? 0 : value)
        case .aspectRatio(let ratio, let mode):
            return .aspectRatio(ratio.flatMap { $0.isFinite && $0 > 0 ? $0 : nil }, mode)
        case .offset(let x, let y):
            return .offset(x: Sanitize.zeroIfNotFinite(x), y: Sanitize.zeroIfNotFinite(y))
        case .opacity(let value):
            return .opacity(value.isNaN ? 1 : min(max(value, 0), 1))
        case .blend(let mode):
            return .blend(mode)
        case .colorEffect(let effect):
            return .colorEffect(effect.sanitized)
        case .clip(let kind):
            return .clip(kind.sanitized)
        case .shadow(var shadow):
            shadow.radius = Sanitize.drawingLength(shadow.radius)
            shadow.x = Sanitize.zeroIfNotFinite(shadow.x)
            shadow.y = Sanitize.zeroIfNotFinite(shadow.y)
            return .shadow(shadow)
        case .rotation(let angle, let anchor):
            return .rotation(angle.radians.isFinite ? angle : .zero, anchor.sanitized)
        case .scale(let factors, let anchor):
            func usable(_ factor: CGFloat) -> CGFloat { factor.isFinite ? min(max(factor, -100), 100) : 1 }
            let x = usable(factors.width), y = usable(factors.height)
            return .scale(CGSize(width: x, height: y), anchor.sanitized)
        case .grid(let alignment, let horizontal, let vertical):
            return .grid(
                alignment, horizontalSpacing: Sanitize.zeroIfNotFinite(horizontal),
                verticalSpacing: Sanitize.zeroIfNotFinite(vertical))
        case .layers, .firstThatFits, .gridRow, .mask, .sizeReader, .chart, .text, .symbol, .picture, .rule, .fill,
            .decoration, .fixedSize:
            return self
        }
    }
}

extension ShapeKind {
    /// The shape with unusable numbers replaced as `LayoutTree.Kind.sanitized` describes.
    var sanitized: ShapeKind {
        switch self {
        case .rect, .disc, .oval, .pill, .containerRelative, .custom:
            return self
        case .roundedRect(let radius, let style):
            return .roundedRect(cornerRadius: max(0, Sanitize.zeroIfNotFinite(radius)), style: style)
        case .inset(let base, let amount):
            return .inset(base.sanitized, by: Sanitize.zeroIfNotFinite(amount))
        case .trimmed(let base, let from, let to):
            return .trimmed(
                base.sanitized, from: from.isNaN ? 0 : min(max(from, 0), 1), to: to.isNaN ? 1 : min(max(to, 0), 1))
        case .rotated(let base, let angle):
            return .rotated(base.sanitized, angle.radians.isFinite ? angle : .zero)
        }
    }
}

extension StrokeStyle {
    var sanitized: StrokeStyle {
        var style = self
        style.lineWidth = Sanitize.drawingLength(lineWidth)
        style.miterLimit = miterLimit.isFinite && miterLimit >= 1 ? min(miterLimit, Sanitize.maximumDrawingLength) : 10
        style.dash =
            dash.allSatisfy({ $0.isFinite && $0 >= 0 }) && dash.contains(where: { $0 > 0 })
            ? dash.map(Sanitize.drawingLength) : []
        style.dashPhase = Sanitize.zeroIfNotFinite(dashPhase)
        return style
    }
}

extension WidgetEnvironment {
    /// The environment with a usable line limit and font size (see `LayoutTree.Kind.sanitized`).
    var sanitized: WidgetEnvironment {
        var env = self
        if let limit = env.lineLimit, limit < 1 { env.lineLimit = 1 }
        if !env.font.size.isFinite || env.font.size <= 0 { env.font.size = 17 }
        env.font.size = min(env.font.size, Sanitize.largestFontSize)
        let tracking = env.textAttributes.tracking
        if !tracking.isFinite { env.textAttributes.tracking = 0 }
        if env.textAttributes.minimumScaleFactor.isNaN { env.textAttributes.minimumScaleFactor = 1 }
        return env
    }
}

/// The replacements, named so the rules above read as a table.
enum Sanitize {
    /// A value, or nil when it is NaN or infinite.
    static func finite(_ value: CGFloat) -> CGFloat? { value.isFinite ? value : nil }
    /// A fixed or minimum size: nil when NaN or infinite, at least 0.
    static func size(_ value: CGFloat) -> CGFloat? { value.isFinite ? max(0, value) : nil }
    /// A maximum size: `.infinity` stays, NaN is absent, at least 0.
    static func maximum(_ value: CGFloat) -> CGFloat? { value.isNaN ? nil : max(0, value) }
    static func zeroIfNotFinite(_ value: CGFloat) -> CGFloat { value.isFinite ? value : 0 }

    /// The largest font size laid out and drawn: 2,000 pt, 6,000 px at 3×, far beyond any widget.
    static let largestFontSize: CGFloat = 2_000

    /// The widest stroke, dash or shadow radius drawn: 10,000 pt, far beyond any widget.
    /// Cairo's fixed-point stroker crashes on a line 1e300 wide (found by the property
    /// tests), and a blur radius must convert to an `Int`.
    static let maximumDrawingLength: CGFloat = 10_000
    /// A stroke width, dash length or shadow radius: NaN or negative is 0, at most `maximumDrawingLength`.
    static func drawingLength(_ value: CGFloat) -> CGFloat {
        value.isNaN ? 0 : min(max(0, value), maximumDrawingLength)
    }
}

extension UnitPoint {
    /// The point with NaN or infinite fractions replaced by the centre's ½.
    var sanitized: UnitPoint {
        UnitPoint(x: x.isFinite ? x : 0.5, y: y.isFinite ? y : 0.5)
    }
}

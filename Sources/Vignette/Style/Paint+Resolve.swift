import Foundation

extension WidgetEnvironment {
    /// A paint resolved for something drawn in `frame` (points): colours as
    /// `resolve(_:)` gives them, and a gradient's unit points and angles placed on the frame.
    public func resolve(_ paint: Paint, in frame: CGRect) -> ResolvedPaint {
        resolve(paint, in: frame, foreground: foreground)
    }

    /// `resolve(_:in:)` as if the foreground style were `fg`: what a foreground style that is itself
    /// a gradient needs (its stops see the outer foreground, `.primary`), without copying the environment.
    private func resolve(_ paint: Paint, in frame: CGRect, foreground fg: Paint) -> ResolvedPaint {
        switch paint {
        case .gradient(let g):
            return .gradient(
                g.resolved(in: frame) {
                    resolve($0, foreground: fg, isAccentGroup: isAccentGroup, colorScheme: colorScheme)
                })
        case .adaptive(let light, let dark):
            return resolve(colorScheme == .light ? light : dark, in: frame, foreground: fg)
        case .foreground where fg != .foreground:
            return resolve(fg, in: frame, foreground: .primary)
        case .faded(let inner, let factor):
            return resolve(inner, in: frame, foreground: fg).mapColors { $0.withAlpha(factor) }
        default:
            return .color(resolve(paint, foreground: fg, isAccentGroup: isAccentGroup, colorScheme: colorScheme))
        }
    }
}

extension GradientPaint {
    /// The gradient in points over `frame`, its colours resolved by `colors`.
    func resolved(in frame: CGRect, colors: (Paint) -> RGBA) -> ResolvedGradient {
        let stops = gradient.stops.map { ResolvedGradient.Stop(color: colors($0.color), location: $0.location) }
        switch kind {
        case .linear(let start, let end):
            return ResolvedGradient(
                kind: .linear(start: start.point(in: frame), end: end.point(in: frame)), stops: stops)
        case .radial(let center, let r0, let r1):
            return ResolvedGradient(
                kind: .radial(center: center.point(in: frame), startRadius: r0, endRadius: r1), stops: stops)
        case .elliptical(let center, let f0, let f1):
            return ResolvedGradient(
                kind: .elliptical(
                    center: center.point(in: frame), scale: frame.size, startRadius: f0, endRadius: f1),
                stops: stops)
        case .angular(let center, let a0, let a1):
            // A reversed range runs the stops backwards over the increasing one.
            let forward = a1.radians >= a0.radians
            let located = forward ? stops : stops.map { .init(color: $0.color, location: 1 - $0.location) }
            return ResolvedGradient(
                kind: .angular(
                    center: center.point(in: frame),
                    startAngle: min(a0.radians, a1.radians),
                    endAngle: max(a0.radians, a1.radians)), stops: located)
        }
    }
}

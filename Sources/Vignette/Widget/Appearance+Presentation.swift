import Foundation

extension Appearance {
    /// What the system does to the painted widget in this appearance: vibrant modes
    /// recolour every pixel by its luminance (white on the lock screen, pure red in
    /// StandBy at night), StandBy shows the widget on black, and the tinted and glass
    /// looks have `backdrop` (`WidgetRenderSpec.systemBackdrop()`) behind the content.
    func present(_ list: DisplayList, backdrop: [DisplayItem]) -> DisplayList {
        var items = list.items
        switch self {
        case .lockScreen, .lockScreenLocked:
            items = [.group(DisplayGroup(filter: .luminance(.white), items: items))]
        case .standByNight:
            items = [.group(DisplayGroup(filter: .luminance(RGBA(red: 1, green: 0, blue: 0)), items: items))]
        default:
            break
        }
        let canvas = CGRect(origin: .zero, size: list.size)
        if isStandBy {
            items.insert(.fill(Path(rect: canvas), .black), at: 0)
        }
        return DisplayList(size: list.size, items: backdrop + items)
    }

    /// The system's backdrop in a widget's outline (nil: the whole canvas); see `backdrop(in:canvas:tint:)`.
    public func backdrop(outline: ShapeKind?, canvas: CGRect, tint: WidgetTint) -> [DisplayItem] {
        backdrop(in: outline.map { Path($0, in: canvas) } ?? Path(rect: canvas), canvas: canvas, tint: tint)
    }

    /// The system's backdrop where it removed the widget's background (Docs/WidgetFacts.md §4f):
    /// iOS 18's tinted look a dark fill of the hue; iOS 26's glass a translucent fill (white for
    /// clear, the hue for tinted) lit along its rim, brightest at the top-leading corner.
    func backdrop(in outline: Path, canvas: CGRect, tint: WidgetTint) -> [DisplayItem] {
        let fill: RGBA
        switch self {
        case .tinted: return [.fill(outline, .color(tint.darkBackdrop))]
        case .clearGlass: fill = Glass.clear
        case .tintedGlass: fill = tint.glass
        default: return []
        }
        let rim = ResolvedGradient(
            kind: .linear(start: CGPoint(x: canvas.minX, y: canvas.minY), end: CGPoint(x: canvas.maxX, y: canvas.maxY)),
            stops: [
                .init(color: .white.withAlpha(Glass.rimBright), location: 0),
                .init(color: .white.withAlpha(Glass.rimDim), location: 0.5),
                .init(color: .white.withAlpha(Glass.rimFar), location: 1),
            ])
        // The rim is stroked on the outline and clipped to it, so its inner half shows.
        return [
            .fill(outline, .color(fill)),
            .group(
                DisplayGroup(
                    clip: outline, items: [.stroke(outline, StrokeStyle(lineWidth: 2 * Glass.rimWidth), .gradient(rim))]
                )),
        ]
    }
}

/// Liquid Glass as Vignette draws it without a wallpaper behind: Apple publishes no numbers
/// for the material, so every value here is our estimate (Docs/WidgetFacts.md §4f).
enum Glass {
    /// Clear glass: a faint white film.
    static let clear = RGBA.white.withAlpha(0.12)
    /// The lit rim, in points, and its white alpha at the top-leading corner, the middle and the bottom-trailing corner.
    static let rimWidth: CGFloat = 1
    static let rimBright = 0.6, rimDim = 0.15, rimFar = 0.35
}

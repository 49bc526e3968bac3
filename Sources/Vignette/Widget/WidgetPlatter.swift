import Foundation

extension DisplayList {
    /// The widget on iOS's opaque platter of the system background.
    ///
    /// A home-screen widget never shows the wallpaper: a clear or translucent container background
    /// lets the platter through (white in light, black in dark), as screen recordings of iOS 17 show
    /// (Docs/Comparisons.md, "The platter"). A background that already covers the widget opaquely
    /// leaves the list as it is. Otherwise the platter goes under everything inside the widget's
    /// outline, and the outline becomes a mask: the platter and the background are composited first
    /// and cut once, so the anti-aliased corner is not covered twice. The outline is the first
    /// clipped group of the list, as `WidgetContainer.wrap` builds it (label items come after it).
    func onPlatter(_ color: RGBA) -> DisplayList {
        let canvas = CGRect(origin: .zero, size: size)
        guard let index = items.firstIndex(where: { if case .group(let g) = $0 { g.clip != nil } else { false } }),
            case .group(var outline) = items[index], let clip = outline.clip,
            !Self.coversOpaquely(outline.items.first, canvas)
        else { return self }
        outline.items.insert(.fill(Path(rect: canvas), .color(color)), at: 0)
        outline.clip = nil
        outline.mask = [.fill(clip, .white)]
        var list = self
        list.items[index] = .group(outline)
        return list
    }

    /// Whether `item` paints every point of `canvas` with no transparency.
    private static func coversOpaquely(_ item: DisplayItem?, _ canvas: CGRect) -> Bool {
        guard case .fill(let path, let paint) = item, path == Path(rect: canvas) else { return false }
        switch paint {
        case .color(let color): return color.alpha >= 1
        case .gradient(let gradient): return gradient.stops.allSatisfy { $0.color.alpha >= 1 }
        }
    }
}

import Foundation
import Vignette
import VignetteCairo

/// Builds each screenshot of a config as a `ComposedImage` on a canvas of the slot's
/// device screen in points (rendered at the device's scale, that is the slot's pixels).
public struct ScreenshotComposer {
    /// The set being composed.
    public let config: ScreenshotConfig
    /// The widgets placements may name.
    public let widgets: [WidgetDefinition]
    /// The Live Activities screenshots may show.
    public let activities: [ActivityDefinition]
    /// Measures captions and widget text.
    public let textEngine: TextEngine
    /// The config file's path, for messages about placements.
    public var source: String
    /// Where the widgets' and backdrops' pictures come from; default: files, relative paths
    /// against the working directory (the config's own paths are already absolute).
    public var resources = ResourceResolver.files()

    /// A composer; `source` names the config file in messages.
    public init(
        config: ScreenshotConfig, widgets: [WidgetDefinition], activities: [ActivityDefinition] = [],
        textEngine: TextEngine, source: String = "config"
    ) {
        self.config = config
        self.widgets = widgets
        self.activities = activities
        self.textEngine = textEngine
        self.source = source
    }

    /// The canvas of `job` in points and its pixels per point.
    public func canvas(_ job: ScreenshotJob) throws -> (size: CGSize, scale: CGFloat) {
        let device = try job.slot.device()
        let size = device.screenSize
        return (job.orientation == .portrait ? size : CGSize(width: size.height, height: size.width), device.scale)
    }

    /// `color`, or near-black when both it and the background are light (a white caption
    /// on a pale hero background would vanish).
    static func readable(_ color: RGBA, on background: Backdrop) -> RGBA {
        let light = 0.2126 * color.red + 0.7152 * color.green + 0.0722 * color.blue > 0.6
        return light && background.isLight ? RGBA(hex: 0x1C1C1E) : color
    }

    /// The screenshot of `job`, ready to paint.
    public func compose(_ job: ScreenshotJob) throws -> ComposedImage {
        let device = try job.slot.device()
        let (canvas, scale) = try self.canvas(job)
        let shot = job.screenshot
        let strings = config.strings[job.locale] ?? StringsTable(source: "strings", texts: [:])
        let locale = (try? LocaleNames.locale(job.locale)) ?? Locale(identifier: job.locale)
        let background = shot.background ?? config.background
        let backdrops = try resources.resolve(.group([background.node, shot.wallpaper.node]))
        var context = SceneContext(
            device: device, os: config.os, locale: locale, strings: strings,
            widgets: widgets, activities: activities, textEngine: textEngine, resolver: resources,
            backdrops: backdrops)
        context.accessibility = job.accessibility
        let frame = ScreenshotFrame(
            canvas: canvas, scale: scale, background: background,
            captionColor: shot.captionColor ?? Self.readable(config.captionColor, on: background),
            title: try shot.title.map { try strings.text($0, usedBy: "screenshots[\(job.index)].title") },
            subtitle: try shot.subtitle.map { try strings.text($0, usedBy: "screenshots[\(job.index)].subtitle") },
            locale: locale, textEngine: textEngine, resources: backdrops)
        let field = ConfigField(value: .null, path: "screenshots[\(job.index)].widgets", file: source)
        switch shot.scene {
        case .home:
            let screen = try HomeScene(
                context: context, wallpaper: shot.wallpaper, appearance: shot.appearance,
                placements: shot.widgets, activity: shot.activity
            ).compose(field: field)
            return frame.compose(screen: screen, facts: context.facts)
        case .lock:
            let screen = try LockScene(
                context: context, wallpaper: shot.wallpaper, placements: shot.widgets,
                activity: shot.activity, appearance: shot.appearance, locked: shot.locked
            ).compose()
            return frame.compose(screen: screen, facts: context.facts)
        case .standBy:
            let screen = try StandByScene(context: context, placements: shot.widgets, locked: shot.locked).compose()
            return frame.compose(screen: screen, facts: context.facts)
        case .hero:
            let widget = try context.render(shot.widgets[0], appearance: shot.appearance).image
            return frame.compose(hero: widget, cornerRadius: device.widgetCornerRadius)
        }
    }
}

import Foundation
import Vignette

/// What every scene needs: the device and OS of the slot, the locale and its strings,
/// the widgets that can be placed, and the text engine that measures everything.
struct SceneContext {
    let device: Device
    let os: OSVersion
    let locale: Locale
    let strings: StringsTable
    let widgets: [WidgetDefinition]
    let activities: [ActivityDefinition]
    let textEngine: TextEngine
    /// Where the widgets' pictures and symbols come from.
    let resolver: ResourceResolver
    /// The wallpaper's and background's pictures, resolved before any layout.
    let backdrops: ResolvedResources
    /// Text size, Bold Text and Increase Contrast the widgets are drawn with.
    var accessibility = AccessibilitySettings.standard

    var facts: ScreenFacts { ScreenFacts(device: device) }

    /// The screen in points in `orientation`.
    func screen(_ orientation: Orientation) -> CGSize {
        let size = device.screenSize
        return orientation == .portrait ? size : CGSize(width: size.height, height: size.width)
    }

    /// A placed widget rendered as the system would show it with `appearance`: laid out at
    /// its family's size on this device and OS, at its moment, in this locale.
    func render(_ placement: WidgetPlacement, appearance: Appearance) throws -> (image: ComposedImage, date: Date) {
        guard let widget = widgets.first(where: { $0.id == placement.widget }) else {
            throw VignetteError.unknownName(kind: "widget", given: placement.widget, known: widgets.map(\.id))
        }
        let moment =
            placement.moment.flatMap { name in widget.moments.first { $0.name == name } } ?? widget.moments.first
        let date = moment?.date ?? WidgetEnvironment().date
        var spec = WidgetRenderSpec(
            family: placement.family, device: device, os: os, appearance: appearance,
            date: date, timeZone: widget.timeZone, locale: locale)
        spec.accessibility = accessibility
        let prepared = try widget.prepare(spec, textEngine: textEngine, resources: resolver)
        return (ComposedImage(prepared.displayList), date)
    }

    /// A Live Activity in `presentation` as this device shows it, at its state's date; nil
    /// for a Dynamic Island presentation on a device without one.
    func render(
        _ placement: ActivityPlacement, _ presentation: ActivityPresentation,
        colorScheme: ColorScheme
    ) throws -> ComposedImage? {
        guard let activity = activities.first(where: { $0.id == placement.activity }) else {
            throw VignetteError.unknownName(
                kind: "Live Activity", given: placement.activity, known: activities.map(\.id))
        }
        guard presentation.exists(on: device) else { return nil }
        let index = try placement.state.map { try activity.state(named: $0).index } ?? 0
        var spec = ActivityRenderSpec(
            presentation: presentation, device: device, os: os, colorScheme: colorScheme,
            date: activity.states.indices.contains(index) ? activity.states[index].date : Date(),
            timeZone: activity.timeZone, locale: locale)
        spec.accessibility = accessibility
        return ComposedImage(
            try activity.prepare(spec, state: index, textEngine: textEngine, resources: resolver).displayList)
    }

    /// The date as the lock screen writes it ("Monday, November 23"; "11月23日 星期一").
    func longDate(_ date: Date, timeZone: TimeZone) -> String {
        formatted(date, template: "EEEEMMMMd", timeZone: timeZone)
    }

    /// The short date of the iPad status bar ("Mon Nov 23").
    func shortDate(_ date: Date, timeZone: TimeZone) -> String {
        formatted(date, template: "EEEMMMd", timeZone: timeZone)
    }

    private func formatted(_ date: Date, template: String, timeZone: TimeZone) -> String {
        let formatter = DateFormatter()
        formatter.locale = locale
        formatter.timeZone = timeZone
        formatter.setLocalizedDateFormatFromTemplate(template)
        return formatter.string(from: date)
    }

    /// The icon label for grid position `index`, if the strings table has one.
    func appName(_ index: Int) -> String? {
        strings.appNames.isEmpty ? nil : strings.appNames[index % strings.appNames.count]
    }
}

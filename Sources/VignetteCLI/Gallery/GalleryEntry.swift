import Foundation
import Vignette

/// One image of the gallery: a widget in one family, appearance and moment, or a Live
/// Activity in one presentation, colour scheme and content state.
struct GalleryEntry {
    enum Subject {
        case widget(WidgetDefinition, WidgetRenderSpec)
        case activity(ActivityDefinition, ActivityRenderSpec, state: Int)
    }

    let subject: Subject
    /// The widget's or activity's id and display name, which group entries in the sheet and page.
    let id: String, displayName: String
    /// The sample moment's or content state's name: a row of the sheet.
    let moment: String
    let fileName: String
    /// Filled in once rendered.
    var displayList: DisplayList?

    init(widget: WidgetDefinition, moment: WidgetDefinition.Moment, spec: WidgetRenderSpec) {
        subject = .widget(widget, spec)
        (id, displayName, self.moment) = (widget.id, widget.displayName, Self.row(moment.name, spec.accessibility))
        fileName = spec.fileStem(widget: widget.id, suffix: moment.name) + ".png"
    }

    init(activity: ActivityDefinition, state: Int, spec: ActivityRenderSpec) {
        subject = .activity(activity, spec, state: state)
        (id, displayName, moment) = (
            activity.id, activity.displayName, Self.row(activity.states[state].name, spec.accessibility)
        )
        fileName = spec.fileStem(activity: activity.id, state: activity.states[state].name) + ".png"
    }

    /// The backdrop panel the entry is shown on: its look.
    var panel: Appearance {
        switch subject {
        case .widget(_, let spec): spec.appearance
        case .activity(_, let spec, _): spec.appearance
        }
    }

    /// The lines of panels a row of this entry's kind shows: a widget's home-screen schemes,
    /// then the appearances the system imposes; an activity's light panel above its dark one
    /// (side by side, four presentations each would widen the whole sheet).
    var panelLines: [[Appearance]] {
        switch subject {
        case .widget:
            [
                [.light, .dark],
                [
                    .tinted, .clearGlass, .tintedGlass, .standBy, .standByNight, .standByLocked, .lockScreen,
                    .lockScreenLocked,
                ],
            ]
        case .activity: [[.light], [.dark]]
        }
    }

    /// The caption under the image in index.html.
    var caption: String {
        switch subject {
        case .widget(_, let spec): "\(spec.family.rawValue) · \(spec.appearance.rawValue)"
        case .activity(_, let spec, _): "\(spec.presentation.rawValue) · \(spec.appearance.rawValue)"
        }
    }

    /// The image's size in points: a widget's family size; an activity's laid-out canvas
    /// (a banner's height follows its content), known once rendered.
    var size: CGSize {
        switch subject {
        case .widget(_, let spec): (try? spec.widgetSize()) ?? .zero
        case .activity: displayList?.size ?? .zero
        }
    }

    /// Lays the entry out: what to paint, at how many pixels per point, and what overflows.
    func prepare(_ toolkit: Toolkit) throws -> (list: DisplayList, scale: CGFloat, overflows: [ActivityOverflow]) {
        switch subject {
        case .widget(let widget, let spec):
            let prepared = try widget.prepare(spec, textEngine: toolkit.textEngine, resources: toolkit.resources)
            return (prepared.displayList, prepared.pixelScale, [])
        case .activity(let activity, let spec, let state):
            let prepared = try activity.prepare(
                spec, state: state, textEngine: toolkit.textEngine, resources: toolkit.resources)
            return (prepared.displayList, prepared.pixelScale, prepared.overflows)
        }
    }

    /// A row of the sheet: the moment or state, with the display settings when they are not iOS's defaults.
    private static func row(_ name: String, _ settings: AccessibilitySettings) -> String {
        settings.fileSuffix.map { "\(name) · \($0)" } ?? name
    }

    /// Every widget × family × appearance × sample moment on one device, then every activity ×
    /// state × colour scheme × presentation the device has, each in every display setting given
    /// (`--dynamic-type` and friends), in a stable order.
    static func all(
        widgets: [WidgetDefinition], activities: [ActivityDefinition] = [], device: Device, os: OSVersion,
        scale: CGFloat?, settings: [AccessibilitySettings] = [.standard],
        locale: Locale = LocaleNames.standard
    ) -> [GalleryEntry] {
        var entries: [GalleryEntry] = []
        for widget in widgets {
            let moments =
                widget.moments.isEmpty ? [.init(name: "default", date: WidgetEnvironment().date)] : widget.moments
            for moment in moments {
                for setting in settings {
                    for appearance in Appearance.allCases {
                        for family in widget.families
                        where device.offers(family, os: os)
                            && appearance.applies(to: family, on: device.platform, os: os)
                        {
                            var spec = WidgetRenderSpec(
                                family: family, device: device, os: os, appearance: appearance,
                                scale: scale, date: moment.date, timeZone: widget.timeZone, locale: locale)
                            spec.accessibility = setting
                            entries.append(GalleryEntry(widget: widget, moment: moment, spec: spec))
                        }
                    }
                }
            }
        }
        for activity in activities {
            for (index, state) in activity.states.enumerated() {
                for setting in settings {
                    for look in ActivityRenderSpec.looks(for: .lockScreen, on: device, os: os) {
                        for presentation in ActivityPresentation.all(on: device) {
                            var spec = ActivityRenderSpec(
                                presentation, device: device, os: os, appearance: look, scale: scale, date: state.date,
                                timeZone: activity.timeZone, locale: locale)
                            spec.accessibility = setting
                            entries.append(GalleryEntry(activity: activity, state: index, spec: spec))
                        }
                    }
                }
            }
        }
        return entries
    }
}

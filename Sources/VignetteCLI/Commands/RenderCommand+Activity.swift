import Foundation
import Vignette

extension RenderCommand {
    /// `render --widget <activity>`: each state × look × presentation asked for.
    /// Everything is rendered before anything is written, as for widgets. With `--sample-states`, an
    /// activity without states is drawn in its made-up state (`SampleStateOptions`).
    func renderActivity(_ listed: ActivityDefinition) throws {
        // Widget options that mean nothing here are refused rather than ignored.
        let refused: [(given: Bool, option: String, hint: String)] = [
            (!family.isEmpty, "--family", "choose where it is shown with --presentation"),
            (at != nil, "--at", "each content state has its own clock; choose states with --state"),
            (!intent.pairs.isEmpty, "--intent", "an activity takes no intent values"),
        ]
        if let wrong = refused.first(where: \.given) {
            throw OptionError.notForActivity(option: wrong.option, activity: listed.id, hint: wrong.hint)
        }
        let activity = try sampling.resolve(listed)
        let (device, os, scale) = try placement.resolve()
        let presentations = try Names.presentations(presentation, on: device)
        let looks = try Names.appearances(appearance, for: presentations, on: device, os: os)
        let states = try Names.states(state, of: activity)
        if !presentations.contains(where: \.isInIsland), presentation.chosen() == nil {
            Console.note(
                "\(device.id) has no Dynamic Island; rendering \(activity.id) as the Lock Screen banner only (and in StandBy)"
            )
        }

        let templates = try symbolTemplates.templates()
        let toolkit = try Toolkit(fonts: systemFonts.library(), extraFonts: font, symbolTemplates: templates)
        var specs: [(spec: ActivityRenderSpec, state: Int)] = []
        for index in states {
            for (look, locale) in looks.flatMap({ look in language.locales.map { (look, $0) } }) {
                for (presentation, setting) in presentations.flatMap({ p in display.settings.map { (p, $0) } }) {
                    var spec = ActivityRenderSpec(
                        presentation, device: device, os: os, appearance: look, scale: scale,
                        date: activity.states[index].date, timeZone: activity.timeZone, locale: locale)
                    spec.accessibility = setting
                    specs.append((spec, index))
                }
            }
        }
        // Placeholders only (a warning, an error with --strict-symbols): stand-in notes stay the widgets'.
        try renderAndWrite(specs, toolkit: toolkit, templates: templates, placeholdersOnly: true) { spec, index in
            let prepared = try activity.prepare(
                spec, state: index, textEngine: toolkit.textEngine, resources: toolkit.resources)
            let stem = spec.fileStem(activity: activity.id, state: activity.states[index].name)
            Console.warn(prepared.overflows, in: stem)
            return Rendering(stem: stem, displayList: prepared.displayList, pixelScale: prepared.pixelScale)
        }
    }
}

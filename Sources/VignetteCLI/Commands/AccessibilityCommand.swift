import ArgumentParser
import Foundation
import Vignette

/// `vignette accessibility`: what VoiceOver reads in a widget or Live Activity, in its order.
struct AccessibilityCommand: ParsableCommand, PackageCommand {
    static let configuration = CommandConfiguration(
        commandName: "accessibility",
        abstract: "Print what VoiceOver reads in a widget or Live Activity, one element a line, in reading order.",
        discussion: """
            Each line is an element: its label in quotes, then its value, its traits in brackets and \
            its hint when it has them; a container's elements are indented under it. The order and \
            the rules (text reads its string, images their label, hidden and unlabelled pictures are \
            left out, combined children are joined with ", ") are in Docs/Accessibility.md.
            """
    )

    @Option(
        help: "The widget or Live Activity: \(Names.subjectIDs.joined(separator: ", ")).",
        completion: .list(Names.subjectIDs), transform: OptionText.required("a widget or Live Activity id"))
    var widget: String

    @Option(about: "The widget family.", whenAbsent: "the widget's first family the device offers")
    var family: WidgetFamily?

    @OptionGroup var placement: DeviceOptions

    @Option(
        about: "The appearance (a Live Activity: light or dark).",
        whenAbsent: "light, or lockScreen for accessory families")
    var appearance: Appearance?

    @Option(about: "Where a Live Activity is shown.", whenAbsent: "lockScreen, the banner")
    var presentation: ActivityPresentation?

    @Option(
        help: "A Live Activity's content state by name. Default: its first.",
        transform: OptionText.required("a state name"))
    var state: String?

    @Option(
        help:
            "The render clock, e.g. 2026-11-23T09:50, read in the widget's time zone. Default: the widget's first sample moment.",
        transform: OptionText.required("a time like 2026-11-23T09:50"))
    var at: String?

    @Option(name: .customLong("dynamic-type"), about: "The Dynamic Type size.", whenAbsent: "large")
    var dynamicType: DynamicTypeSize?

    @Option(about: "text: one element a line; json: an array with frames.")
    var format: TranscriptFormat = .text

    @OptionGroup var intent: IntentOptions

    @OptionGroup var packageOptions: PackageOptions

    var outputFolder: String? { nil }

    func run() throws {
        let settings = AccessibilitySettings(dynamicTypeSize: dynamicType ?? .large)
        let layout: LayoutResult
        switch try Names.subject(widget, intent: intent.values) {
        case .widget(let definition): layout = try widgetLayout(definition, settings)
        case .activity(let activity): layout = try activityLayout(activity, settings)
        }
        let elements = layout.accessibilityElements()
        switch format {
        case .text: Console.print(AccessibilityElement.transcript(elements), terminator: "")
        case .json: Console.print(AccessibilityElement.json(elements))
        }
    }

    /// The widget laid out as `render` draws it in one family and appearance.
    private func widgetLayout(_ definition: WidgetDefinition, _ settings: AccessibilitySettings) throws -> LayoutResult
    {
        let what = "\(definition.id) is a widget"
        if presentation != nil { throw OptionError.onlyForActivities(option: "--presentation", subject: what) }
        if state != nil { throw OptionError.onlyForActivities(option: "--state", subject: what) }
        let (device, os, scale) = try placement.resolve()
        let family =
            try family.map { try Names.families([Selection([$0])], for: definition)[0] }
            ?? definition.families.first { device.offers($0, os: os) } ?? definition.families[0]
        let appearance = try Names.appearances(
            appearance.map { [Selection([$0])] } ?? [], for: family, on: device, os: os)[0]
        let date =
            try at.map { try Names.date($0, timeZone: definition.timeZone) } ?? definition.moments.first?.date ?? Date()
        var spec = WidgetRenderSpec(
            family: family, device: device, os: os, appearance: appearance, scale: scale,
            date: date, timeZone: definition.timeZone)
        spec.accessibility = settings
        let toolkit = try Toolkit()
        return try definition.prepare(spec, textEngine: toolkit.textEngine, resources: toolkit.resources).layout
    }

    /// The activity laid out in one presentation, look and state.
    private func activityLayout(
        _ activity: ActivityDefinition, _ settings: AccessibilitySettings
    ) throws -> LayoutResult {
        if family != nil {
            throw OptionError.notForActivity(
                option: "--family", activity: activity.id, hint: "choose where it is shown with --presentation")
        }
        if at != nil {
            throw OptionError.notForActivity(
                option: "--at", activity: activity.id,
                hint: "each content state has its own clock; choose one with --state")
        }
        let (device, os, scale) = try placement.resolve()
        let presentation = try Names.presentations(
            presentation.map { [Selection([$0])] } ?? [Selection([.lockScreen])], on: device)[0]
        let look = try Names.appearances(
            appearance.map { [Selection([$0])] } ?? [], for: [presentation], on: device, os: os)[0]
        let index = try Names.states(state.map { [$0] } ?? [], of: activity)[0]
        var spec = ActivityRenderSpec(
            presentation, device: device, os: os, appearance: look, scale: scale,
            date: activity.states[index].date, timeZone: activity.timeZone)
        spec.accessibility = settings
        let toolkit = try Toolkit()
        return try activity.prepare(spec, state: index, textEngine: toolkit.textEngine, resources: toolkit.resources)
            .layout
    }
}

/// How `vignette accessibility` prints the elements.
enum TranscriptFormat: String, CaseIterable, NamedOptionValue {
    case text, json

    static var valueKind: String { "format" }
}
